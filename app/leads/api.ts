import type { AttachmentProblem } from "@lib/leads/attachment-rules";
import { attachmentField } from "@lib/leads/attachment-rules";
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
  /** 413/422: one of the lead's files was refused (issue 30), named by the server. */
  | { kind: "fileRefused"; problem: AttachmentProblem; file: string }
  /** Any other refusal (the key reused with another body, an answer the form cannot use). */
  | { kind: "refused" };

/** `Retry-After` in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3); `null` without one. */
function retryAfterMs(value: string | null): number | null {
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
  return outcomeOf(response.status, await response.json().catch(() => null), (name) =>
    response.headers.get(name),
  );
}

/** The outcome of an answer (`status`, parsed JSON `body`, `header`), or the transient error to retry. */
function outcomeOf(
  status: number,
  body: unknown,
  header: (name: string) => string | null,
): SendOutcome {
  const retryAfter = () => retryAfterMs(header("retry-after"));
  if (status === 429) throw new TransientSendError("rate_limited", retryAfter());
  if (status >= 500) throw new TransientSendError("server", retryAfter());
  const refused = body as { error?: unknown; problem?: unknown; file?: unknown } | null;
  if (refused?.error === "attachment_refused" && typeof refused.file === "string") {
    return {
      kind: "fileRefused",
      problem: refused.problem as AttachmentProblem,
      file: refused.file,
    };
  }
  if (status === 201 && typeof (body as { id?: unknown })?.id === "string") {
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

/**
 * POSTs `lead` with its `files` (issue 30) as `multipart/form-data`: the lead as JSON in the
 * field `lead`, each file as `attachments`, with the same `Idempotency-Key` on every attempt
 * (the server's fingerprint covers the files, so a retry never stores one twice). Sent with
 * `XMLHttpRequest`, whose upload events report `onProgress(bytesSent, bytesTotal)` (fetch
 * has none). Resolves and rejects as `sendLead`.
 */
export function sendLeadWithFiles(
  lead: LeadRequest,
  key: string,
  files: readonly File[],
  onProgress: (sent: number, total: number) => void,
): Promise<SendOutcome> {
  const body = new FormData();
  body.append("lead", JSON.stringify(lead));
  for (const file of files) body.append(attachmentField, file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", leadsEndpoint);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("idempotency-key", `"${key}"`);
    // Files take longer than a lead: a minute per attempt on top of the lead's 20 s.
    request.timeout = attemptTimeoutMs + 60_000;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    const networkError = () => reject(new TransientSendError("network"));
    request.onerror = networkError;
    request.ontimeout = networkError;
    request.onabort = networkError;
    request.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // Not JSON: judged by the status alone.
      }
      try {
        resolve(outcomeOf(request.status, parsed, (name) => request.getResponseHeader(name)));
      } catch (error) {
        reject(error);
      }
    };
    request.send(body);
  });
}
