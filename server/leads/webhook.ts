import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lead } from "../storage/lead-store";

/** How old a delivery a receiver should still accept, in seconds (README, "Webhook"). */
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
 * A receiver's check of an `X-Signature` header (the README shows it): true when one `v1`
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
 * The webhook's JSON: the lead without its client IP address, which the privacy policy
 * keeps on our server only (content/legal/<locale>/privacy.yaml, "Who receives it").
 */
export function webhookBody(lead: Lead): string {
  return JSON.stringify({ type: "lead", id: lead.id, lead: { ...lead, clientIp: undefined } });
}

/**
 * Sends leads as JSON to `url`, signed in `X-Signature` (`t=…,v1=…`) with `secret`. The
 * lead id, the same on every retry, is the delivery's `Webhook-Id` and `Idempotency-Key`,
 * so the receiver can drop the repeats at-least-once delivery allows.
 * The returned function throws on a network error, a timeout (10 s) or a non-2xx answer.
 */
export function createWebhookSender(options: { url: string; secret: string }) {
  return async (lead: Lead): Promise<void> => {
    const body = webhookBody(lead);
    const response = await fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-signature": signature(body, options.secret, Math.floor(Date.now() / 1000)),
        "webhook-id": lead.id,
        "idempotency-key": lead.id,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}
