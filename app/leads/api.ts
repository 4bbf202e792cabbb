import { isErrorCode, type FieldErrors, type LeadRequest } from "@lib/leads/schema";

/**
 * Where the forms send leads. Empty means "the site's own origin" (the Fastify server
 * in `server/` serves both); a build for a static host elsewhere sets `VITE_SITE_API_URL`
 * to the lead server's origin, e.g. `https://api.example.com`. This is the one place the
 * browser learns that address.
 */
export const leadsEndpoint = `${import.meta.env.VITE_SITE_API_URL ?? ""}/api/leads`;

/** What became of one attempt to send a lead. */
export type SendOutcome =
  | { kind: "sent"; id: string }
  /** 4xx with field errors: the server judged some field differently from the form. */
  | { kind: "invalid"; errors: FieldErrors }
  /** 429: the per-IP limit of the leads API. */
  | { kind: "rate_limited" }
  /** The request never reached a server and the browser says it is offline. */
  | { kind: "offline" }
  /** Network failure, 5xx or an answer the form cannot use. */
  | { kind: "failed" };

/**
 * POSTs `lead` as JSON to `leadsEndpoint`. Never throws: every failure is an outcome the
 * form turns into a message, keeping what was typed.
 */
export async function sendLead(lead: LeadRequest): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(leadsEndpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(lead),
    });
  } catch {
    return navigator.onLine === false ? { kind: "offline" } : { kind: "failed" };
  }
  if (response.status === 429) return { kind: "rate_limited" };
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 201 && typeof (body as { id?: unknown })?.id === "string") {
    return { kind: "sent", id: (body as { id: string }).id };
  }
  const fields = (body as { fields?: unknown })?.fields;
  if (response.status < 500 && fields && typeof fields === "object") {
    const errors: FieldErrors = {};
    for (const [field, code] of Object.entries(fields)) {
      if (isErrorCode(code)) errors[field] = code;
    }
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  }
  return { kind: "failed" };
}
