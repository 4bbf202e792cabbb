/** A lead as the morning digest lists it: no message, no address (issue 31 item 6). */
export interface DigestLead {
  id: string;
  name: string;
  company: string | null;
  sector: string | null;
  /** ISO 8601 (UTC). */
  dueAt: string;
}

/** A digest claimed for sending: its recipient, office day and attempts so far. */
export interface DigestClaim {
  recipient: string;
  day: string;
  attempts: number;
}

/**
 * The inbox's morning digests (issue 31 item 6, migration 16; implemented in sql-digest-store.ts): queued once per inbox user
 * and office day, then claimed, sent and retried by the outbox's rules (server/inbox/
 * digest-worker.ts).
 */
export interface DigestStore {
  /** Queues the digest of office day `day` (YYYY-MM-DD) for each recipient without one; resolves how many were new. */
  queue(day: string, recipients: readonly string[], now: Date): Promise<number>;
  /**
   * Claims up to `limit` digests due at `now` (not sent, not leased) for `claimant` until
   * `leaseUntil`; each row goes to one claimant (a conditional update per row).
   */
  claim(now: Date, leaseUntil: Date, limit: number, claimant: string): Promise<DigestClaim[]>;
  /** Records the digest sent at `at`, listing `leads` leads (0: nothing to send). */
  sent(recipient: string, day: string, at: Date, leads: number): Promise<void>;
  /** Records a failed attempt and when to try again. */
  failed(recipient: string, day: string, error: string, nextAttemptAt: Date): Promise<void>;
  /**
   * The leads awaiting a first reply (new, not spam, unanswered) assigned to `recipient` or
   * to nobody, due before `before`: the first `limit`, soonest due first, and how many in all.
   */
  awaiting(
    recipient: string,
    before: Date,
    limit: number,
  ): Promise<{ leads: DigestLead[]; total: number }>;
  /** The digests of office day `day`, for the CLI and tests. */
  ofDay(
    day: string,
  ): Promise<
    { recipient: string; deliveredAt: string | null; leads: number | null; attempts: number }[]
  >;
}
