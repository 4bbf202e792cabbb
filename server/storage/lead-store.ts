import type { DeliveryAttempt, LeadStatus, Note } from "../../lib/inbox/api";
import type { Attachment } from "../uploads/attachment";
import type { DigestStore } from "./digest-store";
import type { InboxStore } from "./inbox-store";
import type { Lead } from "./lead";

/**
 * Where a lead is delivered: the sales team's mailbox, a webhook, or both; `autoreply` is
 * the visitor's confirmation (`LEADS_AUTOREPLY=1`).
 */
export type Channel = "email" | "webhook" | "autoreply";

/** What `insertLead` does besides storing the lead and its outbox rows (issue 15). */
export interface InsertOptions {
  /**
   * The request's `Idempotency-Key` and the fingerprint of its body. A key stored with a
   * lead created at or after `since` answers that lead instead of storing another; an
   * older one is released. One lead per key is enforced by a unique index.
   */
  idempotency?: { key: string; fingerprint: string; since: Date };
  /**
   * The verified ALTCHA challenge the lead answers, recorded as used until it expires; a
   * challenge already used stores the lead as spam (`proof_reused`), without deliveries.
   */
  challenge?: { signature: string; expiresAt: Date };
  /**
   * How long the call may wait for a lock or a connection, in ms (default the store's
   * `busyTimeoutMs`): what is left of the request's one budget (issue 28).
   */
  timeoutMs?: number;
  /**
   * Queue the visitor's confirmation (channel `autoreply`) unless their address, in any
   * letter case, got one at or after `since`; never for spam.
   */
  autoreply?: { since: Date };
  /**
   * A lead sent without JavaScript (issue 28): stored as spam (`daily_cap`) when its client
   * address already sent `max` such leads at or after `since`.
   */
  noScriptCap?: { max: number; since: Date };
  /** The lead's files (issue 30), stored with it; their bytes are already in the upload store. */
  attachments?: readonly Attachment[];
}

/** What `insertLead` did. */
export type InsertOutcome =
  /**
   * Stored as `lead` (its `spam` may have been set by a used challenge), with `channels`
   * queued. `rejudged`: the key's first lead was spam for a reason a retry can cure, this
   * attempt is not, so that lead became a lead and was queued (issue 28).
   */
  | { kind: "stored"; lead: Lead; channels: Channel[]; rejudged?: true }
  /** The key was already stored with this fingerprint: nothing stored, `id` is the first lead's. */
  | { kind: "replayed"; id: string }
  /** The key was already stored with another body: nothing stored. */
  | { kind: "key_reused"; id: string };

/** One pending delivery, claimed by a worker until `leaseUntil`. */
export interface Delivery {
  lead: Lead;
  channel: Channel;
  /** Attempts made so far, this one included. */
  attempts: number;
}

/** Delivery state of a lead's channels, for the CLI. */
export interface DeliveryState {
  channel: Channel;
  attempts: number;
  deliveredAt: string | null;
  lastError: string | null;
}

/** Delivery state of one outbox row, with its lead, for the access command. */
export interface DeliveryRecord extends DeliveryState {
  leadId: string;
  nextAttemptAt: string;
}

/**
 * Cut-off times of the privacy policy's retention rules (server/privacy/retention.ts):
 * rows created before each time are deleted, or for the IP address, cleared.
 */
export interface RetentionCutoffs {
  /** Leads (and their deliveries) created before this are deleted: 24 months. */
  leadsBefore: Date;
  /** Spam created before this is deleted: 30 days. */
  spamBefore: Date;
  /** Leads created before this lose their client IP address: 30 days. */
  clientIpBefore: Date;
}

/** What a retention run removed, in rows. */
export interface PurgeResult {
  leads: number;
  spam: number;
  deliveries: number;
  clientIps: number;
  rateLimits: number;
  /** Used ALTCHA challenges past their expiry (they could not be replayed anyway). */
  challenges: number;
  /** Autoreply records older than a day (the once-a-day rule no longer needs them). */
  autoreplies: number;
  /** Files of the deleted leads. */
  attachments: number;
  /** Upload-store keys no lead names any more: delete their bytes (`deleteFiles`). */
  fileKeys: string[];
}

/**
 * Everything stored about one e-mail address (the access command; issue 35, item 2). The
 * store keeps no history of status changes: each lead's current status is all there is
 * (the inbox's audit log lines say who changed it, naming the lead by its id).
 */
export interface PersonalData {
  leads: Lead[];
  /** Each lead's place in the inbox's workflow, in the order of `leads`. */
  statuses: { leadId: string; status: LeadStatus }[];
  /** Each lead's files, by lead id. */
  attachments: Map<string, Attachment[]>;
  deliveries: DeliveryRecord[];
  /** Every delivery attempt of the leads (the inbox's delivery log), oldest first. */
  deliveryAttempts: (DeliveryAttempt & { leadId: string })[];
  /** The sales team's notes on the leads, oldest first. */
  notes: (Note & { leadId: string })[];
  /** When the address was last sent the confirmation e-mail (the once-a-day record), or null. */
  autoreply: { sentAt: string } | null;
}

/** One client's count in the current rate-limit window. */
export interface RateLimitCount {
  /** Requests counted in this window, the current one included. */
  count: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
}

/**
 * Storage of leads and their outbox (issue 5), on SQLite or PostgreSQL (issue 9) through one
 * implementation (`sql-lead-store.ts`, issue 36); on PostgreSQL claims take `FOR UPDATE SKIP LOCKED`.
 * The outbox follows "claim due rows with a lease until T → mark delivered, or mark failed
 * with the next attempt time", so several workers never send the same row at once and a
 * crashed worker's rows come back when its lease runs out (at-least-once delivery).
 */
export interface LeadStore {
  /** Where the leads are, for the start-up log (a file path, or a redacted URL). */
  readonly location: string;
  /**
   * Commits `lead` and one outbox row per channel in one transaction, with what `options`
   * asks (idempotency key, used challenge, autoreply); see `InsertOutcome`.
   */
  insertLead(
    lead: Lead,
    channels: readonly Channel[],
    options?: InsertOptions,
  ): Promise<InsertOutcome>;
  /**
   * Marks the spam lead `id` as a lead and queues its `channels` (`leads not-spam`).
   * Returns the lead, or `null` when there is no spam lead with that id.
   */
  markNotSpam(id: string, channels: readonly Channel[]): Promise<Lead | null>;
  /**
   * Claims up to `limit` deliveries due at `now` that no live lease holds, leasing them to
   * `claimant` (the server instance's id) until `leaseUntil`.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number, claimant: string): Promise<Delivery[]>;
  /**
   * Releases every undelivered claim `claimant` holds, so they are due at once; called at
   * start with this instance's id, the claims being its previous run's. Returns how many.
   */
  releaseClaims(claimant: string): Promise<number>;
  /**
   * Extends to `leaseUntil` every undelivered claim `claimant` still holds: the worker's
   * heartbeat while its deliveries run, so a claim whose holder stopped renewing comes
   * back after one short lease, whatever the next server's id (issue 28). Returns how many.
   */
  renewClaims(claimant: string, leaseUntil: Date): Promise<number>;
  /** Records a successful delivery, and the attempt in the inbox's delivery log. */
  markDelivered(leadId: string, channel: Channel, at: Date): Promise<void>;
  /**
   * Records a failed attempt (in the inbox's delivery log too, at `at`, default now) and
   * when to try again; releases the lease.
   */
  markFailed(
    leadId: string,
    channel: Channel,
    error: string,
    nextAttemptAt: Date,
    at?: Date,
  ): Promise<void>;
  /**
   * Leads created at or after `since` (all when omitted), oldest first; only spam when
   * `spam` is true, only non-spam when false.
   */
  listLeads(options?: { since?: Date; spam?: boolean }): Promise<Lead[]>;
  /**
   * The leads of `listLeads`, oldest first, page by page (`leads export`, issue 35): one
   * short query per page, so memory holds one page however many there are.
   */
  leadPages(options?: { since?: Date }): AsyncGenerator<Lead[]>;
  /** Delivery state of each of `leadId`'s channels. */
  deliveries(leadId: string): Promise<DeliveryState[]>;
  /**
   * Delivery states of every lead created at or after `since`, by lead id, in one query
   * (`leads list`).
   */
  deliveriesSince(since?: Date): Promise<Map<string, DeliveryState[]>>;
  /** Deliveries not yet made (the readiness probe's backlog); rejects when the database is unreachable. */
  outboxBacklog(): Promise<number>;
  /**
   * After a restore (issue 32): deletes the deliveries not yet made of the leads created
   * before `before` (the backup's time), which may have been made after the backup was
   * taken, so no lead is sent twice. Returns which went.
   */
  dropPendingDeliveries(before: Date): Promise<{ leadId: string; channel: Channel }[]>;
  /** Number of stored leads, spam included. */
  countLeads(): Promise<number>;
  /** Deletes what the retention rules say is due, in one transaction; returns what went. */
  purge(cutoffs: RetentionCutoffs): Promise<PurgeResult>;
  /** Every lead and delivery record stored for `email` (case-insensitive). */
  findByEmail(email: string): Promise<PersonalData>;
  /**
   * Deletes every lead of `email` (case-insensitive) with its deliveries, delivery attempts,
   * inbox notes and its autoreply record; returns the counts of leads, outbox rows and notes.
   */
  eraseByEmail(email: string): Promise<{
    leads: number;
    deliveries: number;
    notes: number;
    attachments: number;
    /** Upload-store keys no lead names any more: delete their bytes (`deleteFiles`). */
    fileKeys: string[];
  }>;
  /** The files of lead `leadId`, in the order sent (issue 30). */
  attachments(leadId: string): Promise<Attachment[]>;
  /** The file `id` with its lead's id, or null. */
  attachment(id: string): Promise<(Attachment & { leadId: string }) | null>;
  /** Of `keys`, those no stored file names (a lead's insert failed after its files were put). */
  unreferencedKeys(keys: readonly string[]): Promise<string[]>;
  /**
   * Clears what the database still holds of rows deleted by `eraseByEmail` or `purge`
   * (issue 35, item 1; `StoreDatabase.scrubDeleted`): resolves false when SQLite's WAL could
   * not be truncated within the budget; seconds on a large PostgreSQL table, so a request
   * does not wait for it.
   */
  scrubDeleted(): Promise<boolean>;
  /**
   * Counts one request of `key` in a fixed window of `windowMs` starting at its first
   * request; several servers on one database share the count. Waits at most `timeoutMs`
   * (default the store's `busyTimeoutMs`) for a lock.
   */
  hitRateLimit(
    key: string,
    windowMs: number,
    now: Date,
    timeoutMs?: number,
  ): Promise<RateLimitCount>;
  /**
   * The secret stored under `name`, created from `generate()` by the first caller (issue 28:
   * the ALTCHA key when `ALTCHA_HMAC_KEY` is unset), the same for every server on this
   * database and across restarts.
   */
  sharedKey(name: string, generate: () => string): Promise<string>;
  /** The leads inbox's accounts, sessions and queries, in the same database (issue 20). */
  readonly inbox: InboxStore;
  /** The inbox's morning digests, in the same database (issue 31 item 6). */
  readonly digests: DigestStore;
  close(): Promise<void>;
}
