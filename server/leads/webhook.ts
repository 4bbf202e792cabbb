import { createHmac } from "node:crypto";
import type { Lead } from "../storage/lead-store";

/** `sha256=<hex>`: HMAC-SHA256 of the exact request body with the shared secret (as GitHub-style webhooks sign). */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * Sends leads as JSON to `url`, signed in `X-Signature` with `secret`, with the lead id as
 * `Idempotency-Key` so the receiver can drop the duplicates at-least-once delivery allows.
 * The returned function throws on a network error, a timeout (10 s) or a non-2xx answer.
 */
export function createWebhookSender(options: { url: string; secret: string }) {
  return async (lead: Lead): Promise<void> => {
    const body = JSON.stringify({ type: "lead", lead });
    const response = await fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-signature": signature(body, options.secret),
        "idempotency-key": lead.id,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}
