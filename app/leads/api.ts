import { isErrorCode, type FieldErrors, type LeadRequest } from "@lib/leads/schema";

/**
 * Where the forms send leads. Empty means "the site's own origin" (the Fastify server
 * in `server/` serves both); a build for a static host elsewhere sets `VITE_SITE_API_URL`
 * to the lead server's origin, e.g. `https://api.example.com`. This is the one place the
 * browser learns that address.
 */
const apiOrigin = import.meta.env.VITE_SITE_API_URL ?? "";
export const leadsEndpoint = `${apiOrigin}/api/leads`;
/** Where the form gets its ALTCHA challenge (`GET`, never cached). */
export const challengeEndpoint = `${apiOrigin}/api/leads/challenge`;

/** Longest wait for one attempt's answer before it counts as a network failure. */
const attemptTimeoutMs = 20_000;

/**
 * An attempt that may succeed if made again: no answer (network error, timeout), a `5xx`,
 * or a `429`. `retryAfterMs` is the server's `Retry-After`, when it sent one.
 */
export class TransientSendError extends Error {
  constructor(
    readonly reason: "network" | "server" | "rate_limited",
    readonly retryAfterMs: number | null = null,
  ) {
    super(`lead not sent: ${reason}`);
  }
}

/** What the server made of a lead it answered for good. */
export type SendOutcome =
  | { kind: "sent"; id: string }
  /** 422 with field errors: the server judged some field differently from the form. */
  | { kind: "invalid"; errors: FieldErrors }
  /** Any other refusal (the key reused with another body, an answer the form cannot use). */
  | { kind: "refused" };

/** `Retry-After` in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3); `null` without one. */
function retryAfterMs(response: Response): number | null {
  const value = response.headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * POSTs `lead` as JSON to `leadsEndpoint` with `Idempotency-Key: "<key>"` (the IETF
 * draft's sf-string), the same key on every attempt at this lead. Resolves with the
 * server's final answer; rejects with `TransientSendError` when the attempt may be
 * made again (the caller retries it).
 */
export async function sendLead(lead: LeadRequest, key: string): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(leadsEndpoint, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `"${key}"` },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(attemptTimeoutMs),
    });
  } catch {
    throw new TransientSendError("network");
  }
  if (response.status === 429) {
    throw new TransientSendError("rate_limited", retryAfterMs(response));
  }
  if (response.status >= 500) throw new TransientSendError("server", retryAfterMs(response));
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 201 && typeof (body as { id?: unknown })?.id === "string") {
    return { kind: "sent", id: (body as { id: string }).id };
  }
  const fields = (body as { fields?: unknown })?.fields;
  if (fields && typeof fields === "object") {
    const errors: FieldErrors = {};
    for (const [field, code] of Object.entries(fields)) {
      if (isErrorCode(code)) errors[field] = code;
    }
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  }
  return { kind: "refused" };
}
