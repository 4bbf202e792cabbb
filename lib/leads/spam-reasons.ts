/**
 * Why a lead was stored as spam (issue 28), as the lead store keeps it (`leads.spam_reason`)
 * and the inbox shows it:
 * - `honeypot`: the hidden field a person never sees was filled;
 * - `proof_missing`: no ALTCHA proof of work was sent;
 * - `proof_invalid`: a proof this server cannot verify (forged, wrong number, expired, signed
 *   with another key);
 * - `proof_reused`: a proof already used by another lead;
 * - `too_fast`: sent sooner than `minFillMs` after its challenge was issued (the time trap);
 * - `daily_cap`: a post without JavaScript past the day's allowance of its address;
 * - `marked`: marked as spam by the sales team.
 */
export const spamReasons = [
  "honeypot",
  "proof_missing",
  "proof_invalid",
  "proof_reused",
  "too_fast",
  "daily_cap",
  "marked",
] as const;

export type SpamReason = (typeof spamReasons)[number];

/**
 * The reasons a real visitor can trip over (a restart, a slow or flaky network, a form sent
 * twice, a clock): a retry under the same `Idempotency-Key` with a valid proof is judged
 * again, and the inbox shows these leads and counts them per day so that a wrong verdict is
 * seen within a day (issue 28). The honeypot and the team's own verdict are final.
 */
export const curableSpamReasons: readonly SpamReason[] = [
  "proof_missing",
  "proof_invalid",
  "proof_reused",
  "too_fast",
  "daily_cap",
];

/** True when `reason` is one a real visitor can trip over (`curableSpamReasons`). */
export function isCurableSpamReason(reason: SpamReason | null): boolean {
  return reason !== null && curableSpamReasons.includes(reason);
}
