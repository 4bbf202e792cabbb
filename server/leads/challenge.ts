import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";

/**
 * How long a challenge may be answered, in ms. Long enough for a visitor to fill a form
 * (the form fetches a fresh one before this runs out); the used-challenge records are
 * kept for as long, then purged.
 */
export const challengeTtlMs = 30 * 60_000;

/**
 * The proof of work's size: the solver tries up to this many numbers, half on average.
 * Measured by `npm run bench:altcha` under the bench's mobile CPU emulation (docs/ARCHITECTURE.md, "Benchmarks").
 */
export const challengeMaxNumber = 50_000;

/**
 * A new ALTCHA challenge (ALTCHA's challenge JSON: algorithm, challenge, maxnumber, salt,
 * signature) signed with `hmacKey`. Its salt carries `issued` (ms since the epoch, the
 * server's clock) and `expires` (ALTCHA's, in seconds); the signature covers both, so a
 * client can change neither.
 */
export function issueChallenge(hmacKey: string, now: Date = new Date()): Promise<Challenge> {
  return createChallenge({
    hmacKey,
    maxnumber: challengeMaxNumber,
    expires: new Date(now.getTime() + challengeTtlMs),
    params: { issued: String(now.getTime()) },
  });
}

/** A verified solution: what identifies its challenge, and when the server issued it. */
export interface VerifiedSolution {
  /** The challenge's HMAC signature: unique per challenge, the replay-protection key. */
  signature: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * Checks ALTCHA's base64 `payload` against `hmacKey`: a correct number for a challenge this
 * server signed and that has not expired. Returns the challenge's identity and times, or
 * `null` for anything else (missing, malformed, forged, wrong number, expired). Whether it
 * was used before is the lead store's to say (`InsertOptions.challenge`).
 */
export async function verifyChallengeSolution(
  payload: string | undefined,
  hmacKey: string,
): Promise<VerifiedSolution | null> {
  if (!payload) return null;
  if (!(await verifySolution(payload, hmacKey, true))) return null;
  const params = extractParams(payload);
  const issuedAt = new Date(Number(params.issued));
  const expiresAt = new Date(Number(params.expires) * 1000);
  if (Number.isNaN(issuedAt.getTime()) || Number.isNaN(expiresAt.getTime())) return null;
  const { signature } = JSON.parse(atob(payload)) as { signature: string };
  return { signature, issuedAt, expiresAt };
}
