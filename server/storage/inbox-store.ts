import type {
  DeliveryAttempt,
  FacetsResponse,
  LeadFilter,
  LeadStatus,
  Note,
} from "../../lib/inbox/api";
import type { InboxLanguage } from "../../lib/inbox/languages";
import type { Lead } from "./lead";

/** An inbox account (`npm run leads -- user add`). */
export interface InboxUser {
  /** Lower-cased e-mail address: the account's name. */
  email: string;
  /** Argon2id PHC string (server/inbox/passwords.ts). */
  passwordHash: string;
  createdAt: string;
  /**
   * The TOTP second factor's secret (RFC 6238, base32), or null without one (issue 35).
   * Never logged, printed after enrolment or exported.
   */
  totpSecret: string | null;
  /** The RFC 6238 time step of the last code accepted: no code of it or before is again. */
  totpLastStep: number | null;
  /** The inbox language the user chose, or null to follow the browser's (issue 31 item 7). */
  language: InboxLanguage | null;
}

/** How wrong sign-ins from one address at one account back off (issue 35, item 5). */
export interface BackoffRule {
  /** Failures allowed before the first block. */
  freeFailures: number;
  /** The first block, in ms; each further failure doubles it… */
  firstBlockMs: number;
  /** …up to this, in ms. */
  maxBlockMs: number;
  /** A failure this long after the previous one counts from 1 again, in ms. */
  forgetMs: number;
}

/** Wrong sign-ins of one account from one client address. */
export interface SignInFailures {
  failures: number;
  /** ISO time until which this address may not try this account, or null. */
  blockedUntil: string | null;
}

/** A stored lead as the inbox sees it: the lead plus its workflow status and source. */
export interface InboxLead extends Lead {
  status: LeadStatus;
  /** `utm_source`, else the referrer's host (server/storage/derived-columns.ts). */
  source: string | null;
  /** Issue 31: when a reply is due (ISO UTC; null only before migration 11's backfill). */
  dueAt: string | null;
  /** The inbox user it is assigned to. */
  owner: string | null;
  /** When it was first answered (ISO UTC), and how long that took in business time (ms). */
  firstResponseAt: string | null;
  firstResponseMs: number | null;
}

/** How the list is read: its order and the time `reply=overdue` compares due times with. */
export interface ListOptions {
  sort?: "newest" | "due";
  now?: Date;
}

/**
 * Where the list resumes: the last row of the previous page, keyset on (created_at, id)
 * newest first, or (due_at, id) soonest due first.
 */
export interface ListCursor {
  key: string;
  id: string;
}

/**
 * Rows the dashboard adds up: one per day or week (YYYY-MM-DD, UTC; a week by its Monday)
 * and value, with its count.
 */
export interface DailyCount {
  day: string;
  value: string | null;
  leads: number;
}

/**
 * The dashboard's raw figures since a day, spam excluded; and `spamToCheck`, the spam stored
 * for a reason a real buyer can trip over per UTC day since another day (issue 28), days
 * without any left out.
 */
export interface DashboardCounts {
  byLocale: DailyCount[];
  bySector: DailyCount[];
  bySource: DailyCount[];
  landingPages: { page: string; leads: number }[];
  campaigns: { source: string | null; campaign: string | null; leads: number }[];
  spamToCheck: { day: string; leads: number }[];
  /** The reply promise's raw figures (issue 31). */
  promise: PromiseCounts;
}

/**
 * The reply promise's raw figures of non-spam leads created since a day (issue 31):
 * first-response times per UTC day or week of arrival in 10-minute buckets of business time (so
 * medians and 90th percentiles are read to 10 minutes without reading every lead), the
 * leads whose promise is decided (answered, or open past due) and kept (answered by the
 * due time) per day (or week) and sector, and the open leads past due.
 */
export interface PromiseCounts {
  /** Per day or week (its Monday), as `DailyCount`. */
  responseBuckets: { day: string; bucket: number; leads: number }[];
  kept: { day: string; sector: string | null; decided: number; kept: number }[];
  overdueCount: number;
  overdue: {
    id: string;
    name: string;
    company: string | null;
    sector: string | null;
    dueAt: string;
    owner: string | null;
  }[];
}

/**
 * The leads inbox's storage (issue 20), in the lead store's database (migration 5): accounts,
 * sessions, and the inbox's reads and writes of leads. Implemented for SQLite
 * and PostgreSQL by one implementation (`sql-inbox-store.ts`, issue 36); reached as
 * `LeadStore.inbox`.
 */
export interface InboxStore {
  /** Creates the account (its inbox language, or null for the browser's); false when `email` already has one. */
  addUser(
    email: string,
    passwordHash: string,
    now: Date,
    language?: InboxLanguage | null,
  ): Promise<boolean>;
  /** Sets the account's inbox language (null: the browser's); false when there is no such account. */
  setLanguage(email: string, language: InboxLanguage | null): Promise<boolean>;
  /** Deletes the account and its sessions; false when there was none. */
  removeUser(email: string): Promise<boolean>;
  listUsers(): Promise<InboxUser[]>;
  findUser(email: string): Promise<InboxUser | null>;
  /** Sets the account's password hash and ends its sessions; false when there is no such account. */
  setPassword(email: string, passwordHash: string): Promise<boolean>;
  /**
   * Sets (a base32 secret) or removes (null) the account's TOTP factor, forgetting the last
   * step used; false when there is no such account.
   */
  setTotpSecret(email: string, secret: string | null): Promise<boolean>;
  /**
   * Records that a code of time step `step` signed `email` in, unless a code of that step or
   * a later one already did: false then (a replayed code), or without such an account.
   */
  acceptTotpStep(email: string, step: number): Promise<boolean>;

  /**
   * Counts a wrong sign-in of `email` from `address` at `now` and, from the
   * `rule.freeFailures`th on, blocks that address for that account (doubling each time).
   */
  recordSignInFailure(
    email: string,
    address: string,
    now: Date,
    rule: BackoffRule,
  ): Promise<SignInFailures>;
  /** `email`'s failures from `address` (none: 0 and no block). */
  signInFailures(email: string, address: string): Promise<SignInFailures>;
  /** Wrong sign-ins of `email` from every address since `since` (the slow-down). */
  recentSignInFailures(email: string, since: Date): Promise<number>;
  /** Addresses blocked from `email` at `now`, by account (for `user list`). */
  blockedAddresses(now: Date): Promise<Map<string, number>>;
  /**
   * Forgets `email`'s failures from `address`, or from every address when it is omitted
   * (`user unlock`); returns how many addresses had some.
   */
  clearSignInFailures(email: string, address?: string): Promise<number>;
  /** Deletes failures last counted before `before`; returns how many. */
  purgeSignInFailures(before: Date): Promise<number>;

  /** The session `id`'s data (JSON) when it exists and has not expired at `now`. */
  getSession(id: string, now: Date): Promise<string | null>;
  /** Stores the session `id`, its signed-in user (or null) and when it expires. */
  setSession(id: string, data: string, user: string | null, expiresAt: Date): Promise<void>;
  destroySession(id: string): Promise<void>;
  /** Deletes sessions expired at `now`; returns how many. */
  purgeSessions(now: Date): Promise<number>;

  /**
   * Up to `limit` leads matching `filter` (`owner` an address or `unassigned`), newest
   * first or soonest due first, after `cursor`.
   */
  listLeads(
    filter: LeadFilter,
    cursor: ListCursor | null,
    limit: number,
    options?: ListOptions,
  ): Promise<InboxLead[]>;
  /**
   * Every lead matching `filter`, newest first, page by page (the exports): one short query
   * per page, so memory holds one page and other requests run between pages (issue 35).
   * A lead stored after the export began is left out (the pages go from newest to oldest).
   * `now` is the time `reply=overdue` compares due times with.
   */
  exportLeads(filter: LeadFilter, now?: Date): AsyncGenerator<InboxLead[]>;
  /** Values present in the store for each filter menu, sorted. */
  facets(): Promise<FacetsResponse>;
  getLead(id: string): Promise<InboxLead | null>;
  /** `id`'s delivery attempts, oldest first. */
  attempts(id: string): Promise<DeliveryAttempt[]>;
  /** `id`'s notes, oldest first. */
  notes(id: string): Promise<Note[]>;
  /** Stores `note` on lead `leadId`; false when there is no such lead. */
  addNote(leadId: string, note: Note): Promise<boolean>;
  /** Sets a (non-spam) lead's workflow status; false when there is no such lead. */
  setStatus(id: string, status: LeadStatus): Promise<boolean>;
  /**
   * Assigns lead `id` to the inbox user `owner`, or to nobody (null); false when there is no
   * such lead or, for an address, no such user.
   */
  assign(id: string, owner: string | null): Promise<boolean>;
  /**
   * Gives every lead created at or after `since` the due time of today's office calendar
   * (after a change of hours or holidays: stored due times change only on request, issue
   * 31); returns how many leads it updated.
   */
  recomputeDueTimes(since: Date): Promise<number>;
  /**
   * Records `at` as lead `id`'s first response, with the business time since it arrived,
   * unless one is recorded already; true when this call recorded it.
   */
  recordFirstResponse(id: string, at: Date): Promise<boolean>;
  /** Marks lead `id` as spam and cancels its pending deliveries; false when there is none. */
  markSpam(id: string): Promise<boolean>;
  /**
   * Dashboard figures of non-spam leads created at or after `since` (a UTC midnight),
   * rankings cut at `top`, the spam to check created at or after `spamSince`, and the reply
   * promise's figures with open leads overdue at `now` (default the system clock); read from
   * the daily roll-up (dashboard-rollup.ts), its stale days recounted first.
   * @throws RangeError when `since` is not a UTC midnight.
   */
  dashboard(since: Date, top: number, spamSince: Date, now?: Date): Promise<DashboardCounts>;
}
