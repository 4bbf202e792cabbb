import { createHmac, timingSafeEqual } from "node:crypto";

/** The path of a file's signed download (the webhook's link, issue 30). */
export const signedDownloadPath = (id: string) => `/api/attachments/${encodeURIComponent(id)}`;

/** HMAC-SHA256 (hex) of `<id>.<expires>` with `secret`. */
function signatureOf(id: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`${id}.${expires}`).digest("hex");
}

/**
 * A download link of file `id` valid until `now + ttlSeconds` (issue 30: 24 h by default):
 * `<origin>/api/attachments/<id>?expires=<unix seconds>&signature=<hex>`, the signature an
 * HMAC-SHA256 of id and expiry with the server's key, so it cannot be altered or extended.
 */
export function signedDownloadUrl(
  origin: string,
  id: string,
  secret: string,
  ttlSeconds: number,
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signatureOf(id, expires, secret),
  });
  return `${origin}${signedDownloadPath(id)}?${query}`;
}

/**
 * Whether `expires` and `signature` (a signed link's query) are this server's for `id` and
 * not yet expired at `now`; compared in constant time.
 */
export function verifyDownload(
  id: string,
  expires: unknown,
  signature: unknown,
  secret: string,
  now = new Date(),
): boolean {
  if (typeof expires !== "string" || typeof signature !== "string") return false;
  const seconds = Number(expires);
  if (!Number.isInteger(seconds) || seconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(id, seconds, secret), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
