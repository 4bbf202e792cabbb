import { createHash } from "node:crypto";
import type { LeadRequest } from "../../lib/leads/schema";

/**
 * How long a key answers its first lead (issue 15): a day, as the IETF draft's examples
 * suggest; after it the key may be used again.
 */
export const idempotencyWindowMs = 24 * 60 * 60_000;

/**
 * How long a lead sent by a plain form post (issue 18) is not stored again when posted
 * again unchanged (a double click, a reload that re-posts): 10 minutes.
 */
export const formPostWindowMs = 10 * 60_000;

/** A key's characters: visible ASCII without `"` and `\`, at most 255 (a UUID is 36). */
const keyPattern = /^[\x21\x23-\x5b\x5d-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header's value (draft-ietf-httpapi-idempotency-key-header §2: an
 * sf-string, `"…"`; the bare token is accepted too). Returns `undefined` without the
 * header and `null` for a value that is no key (answered 400).
 */
export function parseIdempotencyKey(
  header: string | string[] | undefined,
): string | undefined | null {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return null;
  const value = header.trim();
  const key = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  return keyPattern.test(key) ? key : null;
}

/**
 * The fingerprint of a lead request (draft §2.4: a digest of the payload): SHA-256 of the
 * validated lead without its `altcha` proof, so a retry that had to solve a fresh challenge
 * is still the same request. Key order is the schema's, so equal leads hash alike.
 */
export function requestFingerprint(lead: LeadRequest): string {
  return createHash("sha256")
    .update(JSON.stringify({ ...lead, altcha: undefined }))
    .digest("base64url");
}
