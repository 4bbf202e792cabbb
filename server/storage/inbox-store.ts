import type {
  DeliveryAttempt,
  FacetsResponse,
  LeadFilter,
  LeadStatus,
  Note,
} from "../../lib/inbox/api";
import type { Lead } from "./lead";

/** An inbox account (`npm run leads -- user add`). */
export interface InboxUser {
  /** Lower-cased e-mail address: the account's name. */
  email: string;
  /** Argon2id PHC string (server/inbox/passwords.ts). */
  passwordHash: string;
  createdAt: string;
  /** Wrong passwords since the last sign-in or lockout. */
  failedAttempts: number;
  /** ISO time until which sign-in is refused, or null. */
  lockedUntil: string | null;
}

/** A stored lead as the inbox sees it: the lead plus its workflow status and source. */
export interface InboxLead extends Lead {
  status: LeadStatus;
  /** `utm_source`, else the referrer's host (server/storage/derived-columns.ts). */
  source: string | null;
}

/** Where the list resumes: the last row of the previous page (keyset on created_at, id). */
export interface ListCursor {
  createdAt: string;
  id: string;
}

/** Rows the dashboard adds up: one per day (YYYY-MM-DD, UTC) and value, with its count. */
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
}

/** How many wrong passwords lock an account, and for how long (ms). */
export interface LockoutRule {
  maxFailures: number;
  lockMs: number;
}

/**
 * The leads inbox's storage (issue 20), in the lead store's database (migration 5): accounts,
 * sessions, and the inbox's reads and writes of leads. Implemented for SQLite
 * and PostgreSQL by one implementation (`sql-inbox-store.ts`, issue 36); reached as
 * `LeadStore.inbox`.
 */
export interface InboxStore {
  /** Creates the account; false when `email` already has one. */
  addUser(email: string, passwordHash: string, now: Date): Promise<boolean>;
  /** Deletes the account and its sessions; false when there was none. */
  removeUser(email: string): Promise<boolean>;
  listUsers(): Promise<InboxUser[]>;
  findUser(email: string): Promise<InboxUser | null>;
  /**
   * Counts a wrong password for `email`; the `rule.maxFailures`th in a row locks the account
   * until `now + rule.lockMs` and starts the count again. Returns whether it is now locked.
   */
  recordFailedSignIn(email: string, now: Date, rule: LockoutRule): Promise<boolean>;
  /** A successful sign-in: the count of wrong passwords starts again. */
  clearFailedSignIns(email: string): Promise<void>;

  /** The session `id`'s data (JSON) when it exists and has not expired at `now`. */
  getSession(id: string, now: Date): Promise<string | null>;
  /** Stores the session `id`, its signed-in user (or null) and when it expires. */
  setSession(id: string, data: string, user: string | null, expiresAt: Date): Promise<void>;
  destroySession(id: string): Promise<void>;
  /** Deletes sessions expired at `now`; returns how many. */
  purgeSessions(now: Date): Promise<number>;

  /** Up to `limit` leads matching `filter`, newest first, after `cursor`. */
  listLeads(filter: LeadFilter, cursor: ListCursor | null, limit: number): Promise<InboxLead[]>;
  /** Every lead matching `filter`, newest first (the exports). */
  exportLeads(filter: LeadFilter): Promise<InboxLead[]>;
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
  /** Marks lead `id` as spam and cancels its pending deliveries; false when there is none. */
  markSpam(id: string): Promise<boolean>;
  /**
   * Dashboard figures of non-spam leads created at or after `since`, rankings cut at `top`,
   * and the spam to check created at or after `spamSince`.
   */
  dashboard(since: Date, top: number, spamSince: Date): Promise<DashboardCounts>;
}
