import { createHmac, timingSafeEqual } from "node:crypto";
import { leadRecord, recordOf } from "../../lib/leads/lead-record";
import type { Lead } from "../storage/lead";

/** How old a delivery a receiver should still accept, in seconds (docs/api.md, "Webhook"). */
export const webhookToleranceSeconds = 300;

/**
 * `t=<unix seconds>,v1=<hex>`: HMAC-SHA256 with the shared secret of `<t>.<body>`, the exact
 * request body (the scheme of Stripe's `Stripe-Signature`). Signing the time with the body
 * lets a receiver reject a captured delivery replayed later.
 */
export function signature(body: string, secret: string, timestampSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${digest}`;
}

/**
 * A receiver's check of an `X-Signature` header (docs/api.md shows it): true when one `v1`
 * matches `body` signed with `secret` at `t`, and `t` is within `toleranceSeconds` (default
 * 300) of `nowSeconds`. Compares in constant time.
 */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  { toleranceSeconds = webhookToleranceSeconds, nowSeconds = Math.floor(Date.now() / 1000) } = {},
): boolean {
  const parts = header.split(",").map((part) => part.trim().split("="));
  const t = Number(parts.find(([key]) => key === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signature(body, secret, t).split("v1=")[1]!, "hex");
  return parts.some(([key, value]) => {
    if (key !== "v1" || !value || value.length !== expected.length * 2) return false;
    return timingSafeEqual(Buffer.from(value, "hex"), expected);
  });
}

/**
 * The webhook's JSON: the lead record's shared fields and the attribution; not the client IP
 * address, which the privacy policy keeps on our server only (`leadRecord.clientIp.shared`).
 */
export function webhookBody(lead: Lead, attachments: readonly WebhookAttachment[] = []): string {
  const shared = recordOf(lead, (field) => leadRecord[field].shared);
  return JSON.stringify({
    type: "lead",
    id: lead.id,
    lead: { ...shared, attribution: lead.attribution, attachments },
  });
}

/**
 * A file as the webhook lists it (issue 30): its signed download link, which expires
 * (`UPLOADS_URL_TTL_SECONDS`, 24 h by default); null for a quarantined file, whose `threat`
 * says what clamd found.
 */
export interface WebhookAttachment {
  id: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  url: string | null;
  threat: string | null;
}

/** Node's fetch: "fetch failed" with the reason in `cause` (undici's codes and messages). */
const connectionCauses: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ENOTFOUND: "host not found (DNS)",
  EAI_AGAIN: "DNS lookup failed",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
  UND_ERR_CONNECT_TIMEOUT: "connection timed out",
  UND_ERR_SOCKET: "connection closed",
};

/**
 * The error a failed webhook request throws: its message names the cause (a refused
 * connection, a port fetch refuses to reach, a TLS certificate or handshake, DNS, a
 * time-out), not only "fetch failed" (issue 28). It has no `code`: the outbox worker logs
 * an error's code in place of its message, and this message, which holds the cause's code
 * and what it means but no part of the lead, says more.
 */
export function webhookRequestError(error: unknown): Error {
  const { name, message, cause } = error as { name?: string; message?: string; cause?: unknown };
  if (name === "TimeoutError") return new Error("webhook unreachable: no answer within 10 s");
  const reason = (cause ?? error) as { code?: string; message?: string };
  const code = typeof reason.code === "string" ? reason.code : undefined;
  const detail =
    (code && connectionCauses[code]) ??
    (code?.startsWith("ERR_TLS") || code?.includes("CERT") ? "TLS certificate refused" : null) ??
    (code?.startsWith("ERR_SSL") ? "TLS handshake failed" : null) ??
    // OpenSSL's messages run over lines (`…:error:0A00010B:SSL routines:…\n`): one, short.
    ((reason.message || message)?.split("\n", 1)[0]!.slice(0, 200) || "unknown error");
  return new Error(
    `webhook unreachable: ${code && detail !== code ? `${code} (${detail})` : detail}`,
  );
}

/**
 * Sends leads as JSON to `url`, signed in `X-Signature` (`t=…,v1=…`) with `secret`. The
 * lead id, the same on every retry, is the delivery's `Webhook-Id` and `Idempotency-Key`,
 * so the receiver can drop the repeats at-least-once delivery allows.
 * The returned function throws on a network error (its cause named, `webhookRequestError`),
 * a timeout (10 s), a redirect (never followed: a signed lead goes only to the URL
 * configured; issue 28) or any other non-2xx answer.
 */
export function createWebhookSender(options: {
  url: string;
  secret: string;
  /** The lead's files with their signed links (issue 30). */
  attachmentsOf?: (leadId: string) => Promise<WebhookAttachment[]>;
}) {
  return async (lead: Lead): Promise<void> => {
    const body = webhookBody(lead, (await options.attachmentsOf?.(lead.id)) ?? []);
    const response = await fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-signature": signature(body, options.secret, Math.floor(Date.now() / 1000)),
        "webhook-id": lead.id,
        "idempotency-key": lead.id,
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw webhookRequestError(error);
    });
    await response.body?.cancel();
    if (response.status >= 300 && response.status < 400) {
      throw new Error(
        `webhook answered ${response.status} (redirect to ${locationHost(response, options.url)}, not followed)`,
      );
    }
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

/** The host a redirect points at (its `Location`, resolved against `url`), for the log. */
function locationHost(response: Response, url: string): string {
  const location = response.headers.get("location");
  if (!location) return "no Location";
  try {
    return new URL(location, url).host;
  } catch {
    return "an unreadable Location";
  }
}
