/**
 * The unsent draft of a lead form and the lead being sent, kept in `sessionStorage` (issue 5: a reload loses
 * nothing) until the lead is sent. Storage can be unavailable (private modes, quotas):
 * then drafts are simply not kept.
 */
function key(form: string): string {
  return `lead-draft:${form}`;
}

/** The saved draft of `form`, or `null`; only string values are trusted back. */
export function readDraft(form: string): Record<string, string> | null {
  try {
    const raw = sessionStorage.getItem(key(form));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return null;
  }
}

/** Saves `values` as the draft of `form`. */
export function saveDraft(form: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(key(form), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

/** Forgets the draft of `form` (after it was sent). */
export function clearDraft(form: string): void {
  try {
    sessionStorage.removeItem(key(form));
  } catch {
    // Nothing to forget.
  }
}

/**
 * A lead the form is sending: its Idempotency-Key and the body, without the ALTCHA proof,
 * and the names of the files sent with it (issue 30). Only the names: the files themselves
 * are not kept on the device (see `useLeadForm`).
 */
export interface PendingLead {
  key: string;
  lead: Record<string, unknown>;
  files?: string[];
}

function pendingKey(form: string): string {
  return `lead-pending:${form}`;
}

/**
 * The lead of `form` sent but not yet acknowledged with a `201` (issue 15), or `null`: kept
 * with the draft, so a reload while offline sends it, with the same key, when it can.
 */
export function readPending(form: string): PendingLead | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(pendingKey(form)) ?? "null") as unknown;
    const { key, lead, files } = (parsed ?? {}) as Partial<PendingLead>;
    if (typeof key !== "string" || !lead || typeof lead !== "object") return null;
    const names = Array.isArray(files) ? files.filter((name) => typeof name === "string") : [];
    return names.length > 0 ? { key, lead, files: names } : { key, lead };
  } catch {
    return null;
  }
}

/** Keeps `pending` until `clearPending` (a `201`, or a final refusal). */
export function savePending(form: string, pending: PendingLead): void {
  try {
    sessionStorage.setItem(pendingKey(form), JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the lead is still sent, only not kept across a reload.
  }
}

/** Forgets the pending lead of `form`. */
export function clearPending(form: string): void {
  try {
    sessionStorage.removeItem(pendingKey(form));
  } catch {
    // Nothing to forget.
  }
}
