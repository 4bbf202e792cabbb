/**
 * The unsent draft of a lead form, kept in `sessionStorage` (issue 5: a reload loses
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
