import { sql, type Kysely } from "kysely";
import { dueAt } from "../inbox/business-time";
import { loadOfficeCalendar } from "../inbox/office-calendar";
import { createDashboardRollup } from "./dashboard-rollup-schema";
import type { Engine } from "./engine";
import { leadSource, searchText } from "./derived-columns";
import type { Database } from "./schema";

/**
 * The leads database's schema, as numbered migrations applied in order by Kysely's migrator
 * (server/storage/migrate.ts; releases before issue 36 recorded them in `schema_migrations`).
 * The SQL sticks to what SQLite and PostgreSQL share (TEXT, INTEGER, ISO-8601 UTC timestamps
 * as TEXT, which sort in time order), so both engines apply the same list; what only one
 * engine has (PostgreSQL's trigram index) is a step of its own, run after the SQL.
 */
export const migrations: readonly SchemaMigration[] = [
  {
    version: 1,
    name: "leads and outbox",
    sql: `
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  form TEXT NOT NULL,
  locale TEXT NOT NULL,
  page TEXT NOT NULL,
  name TEXT NOT NULL,
  company TEXT,
  email TEXT NOT NULL,
  phone TEXT,
  category TEXT,
  program TEXT,
  message TEXT,
  spam INTEGER NOT NULL DEFAULT 0,
  client_ip TEXT
);
CREATE INDEX leads_created_at ON leads (created_at);
CREATE TABLE outbox (
  lead_id TEXT NOT NULL REFERENCES leads (id),
  channel TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  delivered_at TEXT,
  last_error TEXT,
  PRIMARY KEY (lead_id, channel)
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
`,
  },
  {
    version: 2,
    name: "claims per server and shared rate-limit counters",
    sql: `
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
CREATE INDEX outbox_claimed_by ON outbox (claimed_by) WHERE claimed_by IS NOT NULL;
CREATE INDEX leads_email ON leads (lower(email));
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  reset_at TEXT NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
`,
  },
  {
    version: 3,
    name: "idempotency keys, attribution, used ALTCHA challenges, autoreply quota",
    // The unique index allows many NULLs (leads sent without Idempotency-Key) in both engines.
    sql: `
ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
ALTER TABLE leads ADD COLUMN request_fingerprint TEXT;
CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key);
ALTER TABLE leads ADD COLUMN landing_page TEXT;
ALTER TABLE leads ADD COLUMN referrer TEXT;
ALTER TABLE leads ADD COLUMN utm_source TEXT;
ALTER TABLE leads ADD COLUMN utm_medium TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term TEXT;
ALTER TABLE leads ADD COLUMN utm_content TEXT;
ALTER TABLE leads ADD COLUMN click_id TEXT;
CREATE INDEX leads_spam ON leads (spam, created_at);
CREATE TABLE used_challenges (
  signature TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX used_challenges_expires_at ON used_challenges (expires_at);
CREATE TABLE autoreplies (
  email TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL
);
CREATE INDEX autoreplies_sent_at ON autoreplies (sent_at);
`,
  },
  {
    version: 4,
    name: "leads sent by a plain form post, without JavaScript",
    sql: `
ALTER TABLE leads ADD COLUMN without_javascript INTEGER NOT NULL DEFAULT 0;
`,
  },
  {
    version: 5,
    name: "leads inbox: status, source and search columns, delivery attempts, notes, users, sessions",
    // `source` and `search_text` are derived from each lead in JavaScript (derived-columns.ts),
    // which folds letter case in every script (SQLite's lower() folds ASCII only): the step
    // after the SQL fills them for the leads stored before this migration.
    // Attempts and notes go with their lead (ON DELETE CASCADE: purge and erasure). The list
    // reads newest first on (created_at, id): each index ends in both, so no filter of one
    // equality needs a sort.
    sql: `
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
ALTER TABLE leads ADD COLUMN source TEXT;
ALTER TABLE leads ADD COLUMN search_text TEXT;
CREATE INDEX leads_inbox_list ON leads (spam, created_at, id);
CREATE INDEX leads_inbox_status ON leads (spam, status, created_at, id);
CREATE INDEX leads_source ON leads (source, created_at, id);
CREATE INDEX leads_campaign ON leads (utm_campaign, created_at, id);
CREATE INDEX leads_category ON leads (category, created_at, id);
CREATE TABLE delivery_attempts (
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  at TEXT NOT NULL,
  result TEXT NOT NULL,
  error TEXT
);
CREATE INDEX delivery_attempts_lead ON delivery_attempts (lead_id, at);
CREATE TABLE lead_notes (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  at TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX lead_notes_lead ON lead_notes (lead_id, at);
CREATE TABLE inbox_users (
  email TEXT PRIMARY KEY,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT
);
CREATE TABLE inbox_sessions (
  id TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  user_email TEXT,
  expires_at TEXT NOT NULL
);
CREATE INDEX inbox_sessions_expires_at ON inbox_sessions (expires_at);
CREATE INDEX inbox_sessions_user ON inbox_sessions (user_email);
`,
    after: backfillInboxColumns,
  },
  {
    version: 6,
    name: "spam reasons and keys shared by every server",
    // Leads stored as spam before this migration keep a NULL reason (unknown). The address
    // index counts the day's leads without JavaScript per address (the daily cap). `server_keys`
    // holds secrets the servers generate once and share (the ALTCHA key when
    // ALTCHA_HMAC_KEY is unset), so a restart or another server honours them.
    sql: `
ALTER TABLE leads ADD COLUMN spam_reason TEXT;
CREATE INDEX leads_spam_reason ON leads (spam_reason, created_at) WHERE spam_reason IS NOT NULL;
CREATE INDEX leads_no_script_address ON leads (client_ip, created_at) WHERE without_javascript = 1;
CREATE TABLE server_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`,
  },
  {
    version: 7,
    name: "trigram index of the inbox search, on PostgreSQL",
    // When the `pg_trgm` extension can be created (it is trusted: a database owner may), a
    // trigram GIN index on `search_text` lets the inbox's substring search skip most leads
    // (PostgreSQL docs, "pg_trgm": index support for LIKE); without it the search scans.
    // Releases before issue 36 tried this at every start.
    sql: "",
    after: async (db, engine) => {
      if (engine !== "postgres") return;
      await sql`SAVEPOINT trigram`.execute(db);
      try {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`CREATE INDEX IF NOT EXISTS leads_search_trigram ON leads USING gin (search_text gin_trgm_ops)`.execute(
          db,
        );
        await sql`RELEASE SAVEPOINT trigram`.execute(db);
      } catch {
        await sql`ROLLBACK TO SAVEPOINT trigram`.execute(db);
      }
    },
  },
  {
    version: 8,
    name: "separate consent to the processing of personal data",
    // Issue 34: the record that the visitor ticked the consent checkbox (Russian pages,
    // 152-FZ art. 9). Leads stored before it gave no separate consent: 0.
    sql: `
ALTER TABLE leads ADD COLUMN personal_data_consent INTEGER NOT NULL DEFAULT 0;
`,
  },
  {
    version: 9,
    name: "sign-in backoff per account and address, and TOTP second factors",
    // Issue 35 (items 5, 6): the account-wide lockout, which anyone who knew an address could
    // trigger, gives way to failures counted per account and client address. A user's TOTP
    // secret (base32) and the time step of the last code accepted (no replay) sit beside the
    // password hash.
    sql: `
ALTER TABLE inbox_users DROP COLUMN failed_attempts;
ALTER TABLE inbox_users DROP COLUMN locked_until;
ALTER TABLE inbox_users ADD COLUMN totp_secret TEXT;
ALTER TABLE inbox_users ADD COLUMN totp_last_step INTEGER;
CREATE TABLE inbox_sign_in_failures (
  email TEXT NOT NULL,
  address TEXT NOT NULL,
  failures INTEGER NOT NULL,
  last_failed_at TEXT NOT NULL,
  blocked_until TEXT,
  PRIMARY KEY (email, address)
);
CREATE INDEX inbox_sign_in_failures_recent ON inbox_sign_in_failures (email, last_failed_at);
`,
  },
  {
    version: 10,
    name: "each inbox user's language",
    // Issue 31 item 7: the inbox's language a user chose (a tag of lib/inbox/languages.ts);
    // NULL, as for every account before, follows the browser's.
    sql: `
ALTER TABLE inbox_users ADD COLUMN language TEXT;
`,
  },
  {
    version: 11,
    name: "the reply promise: due time, owner and first response of each lead",
    // Issue 31: `due_at` is one business day after `created_at` in office hours, stored so a
    // later change of hours or holidays leaves history as it was; the step after the SQL
    // gives every lead stored before it one, by today's calendar. `first_response_ms` is the
    // business time to the first response, kept with it for the dashboard. The partial
    // index finds the open leads by due time (overdue, due today: the list and the digest).
    sql: `
ALTER TABLE leads ADD COLUMN due_at TEXT;
ALTER TABLE leads ADD COLUMN owner TEXT;
ALTER TABLE leads ADD COLUMN first_response_at TEXT;
ALTER TABLE leads ADD COLUMN first_response_ms INTEGER;
ALTER TABLE lead_notes ADD COLUMN reply INTEGER NOT NULL DEFAULT 0;
CREATE INDEX leads_owner ON leads (owner, created_at, id);
CREATE INDEX leads_awaiting_reply ON leads (due_at) WHERE first_response_at IS NULL AND spam = 0 AND status = 'new';
`,
    after: backfillDueTimes,
  },
  {
    version: 12,
    name: "first response times past 596 business hours, on PostgreSQL",
    // Issue 31: PostgreSQL's INTEGER holds 2^31 ms, some 66 business days; a lead answered
    // later would fail to record. SQLite's INTEGER already holds 64 bits.
    sql: "",
    after: async (db, engine) => {
      if (engine !== "postgres") return;
      await sql`ALTER TABLE leads ALTER COLUMN first_response_ms TYPE BIGINT`.execute(db);
    },
  },
  {
    version: 13,
    name: "files attached to leads",
    // Issue 30: a lead's files, in the order sent; the bytes are in the upload store under
    // `storage_key` (their SHA-256, so one file sent with two leads is kept once, and deleted
    // when no row names it any more). `threat`: the clamd signature of a quarantined file.
    sql: `
CREATE TABLE lead_attachments (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  storage_key TEXT NOT NULL,
  threat TEXT
);
CREATE INDEX lead_attachments_lead ON lead_attachments (lead_id, position);
CREATE INDEX lead_attachments_storage_key ON lead_attachments (storage_key);
`,
  },
  {
    version: 14,
    name: "structured quote and mission requests",
    // Issue 30 (item 1): the quote form's lines of goods (JSON text: product, quantity,
    // unit), destination country (ISO 3166-1 alpha-2), Incoterms rule, target price (decimal
    // text) with its ISO 4217 currency and needed-by date; the missions form's travellers,
    // preferred month or departure and cities (JSON text). Leads stored before: all null.
    sql: `
ALTER TABLE leads ADD COLUMN items TEXT;
ALTER TABLE leads ADD COLUMN destination_country TEXT;
ALTER TABLE leads ADD COLUMN incoterm TEXT;
ALTER TABLE leads ADD COLUMN target_price TEXT;
ALTER TABLE leads ADD COLUMN target_currency TEXT;
ALTER TABLE leads ADD COLUMN needed_by TEXT;
ALTER TABLE leads ADD COLUMN travellers INTEGER;
ALTER TABLE leads ADD COLUMN travel_period TEXT;
ALTER TABLE leads ADD COLUMN cities TEXT;
`,
  },
  {
    version: 15,
    name: "the dashboard's daily roll-up",
    // Issue 31 (quality bar) and issue 35 (item 8): per UTC day of arrival (and the Monday of
    // its ISO week, which the dashboard sums by), the non-spam leads per breakdown
    // (`dimension`: locale, sector, source, page, campaign with `detail` its utm_campaign),
    // first responses per 10-minute bucket, and per sector the answered, kept and awaiting
    // leads with the latest due time of the awaiting. `dashboard_stale_days` lists the days
    // to recount, marked by triggers on `leads`: both made by the step after the SQL, per
    // engine, which marks every day with leads, so the first dashboard fills the roll-up.
    sql: `
CREATE TABLE dashboard_days (
  day TEXT NOT NULL,
  week TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT,
  detail TEXT,
  leads INTEGER NOT NULL
);
CREATE INDEX dashboard_days_day ON dashboard_days (day);
CREATE INDEX dashboard_days_week ON dashboard_days (dimension, week);
CREATE TABLE dashboard_response_days (
  day TEXT NOT NULL,
  week TEXT NOT NULL,
  bucket INTEGER NOT NULL,
  leads INTEGER NOT NULL
);
CREATE INDEX dashboard_response_days_day ON dashboard_response_days (day);
CREATE INDEX dashboard_response_days_week ON dashboard_response_days (week);
CREATE TABLE dashboard_promise_days (
  day TEXT NOT NULL,
  week TEXT NOT NULL,
  sector TEXT,
  answered INTEGER NOT NULL,
  kept INTEGER NOT NULL,
  awaiting INTEGER NOT NULL,
  awaiting_due_max TEXT
);
CREATE INDEX dashboard_promise_days_day ON dashboard_promise_days (day);
CREATE INDEX dashboard_promise_days_week ON dashboard_promise_days (week);
`,
    after: createDashboardRollup,
  },
  {
    version: 16,
    name: "the inbox's morning digests",
    // Issue 31 item 6: one row per inbox user and office day, queued at 09:00 office time
    // (the primary key makes it once, whichever server or restart queues it), delivered by
    // the outbox's rules: retried with backoff, claimed under a lease by one server at a
    // time. No lead's data is stored: the e-mail is composed when sent. `leads`: how many
    // it listed (0: nothing to send, none sent).
    sql: `
CREATE TABLE inbox_digests (
  recipient TEXT NOT NULL,
  day TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  claimed_by TEXT,
  delivered_at TEXT,
  leads INTEGER,
  last_error TEXT,
  PRIMARY KEY (recipient, day)
);
CREATE INDEX inbox_digests_due ON inbox_digests (next_attempt_at) WHERE delivered_at IS NULL;
`,
  },
];

export type { Engine } from "./engine";

/** One step of the schema. */
export interface SchemaMigration {
  version: number;
  name: string;
  /** Statements both engines run, separated by `;` at a line's end. */
  sql: string;
  /** What the SQL cannot say, run after it in the same transaction. */
  after?: (db: Kysely<Database>, engine: Engine) => Promise<void>;
}

/** The statements of `text`, one per `;` that ends a line. */
export function statementsOf(text: string): string[] {
  return text
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * Fills `source` and `search_text` of the leads stored before migration 5 (derived in
 * JavaScript, see derived-columns.ts).
 */
async function backfillInboxColumns(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "name", "company", "email", "message", "utm_source", "referrer"])
    .where("search_text", "is", null)
    .execute();
  for (const row of rows) {
    await db
      .updateTable("leads")
      .set({
        source: leadSource({ utmSource: row.utm_source, referrer: row.referrer }),
        search_text: searchText(row),
      })
      .where("id", "=", row.id)
      .execute();
  }
}

/** Gives every lead stored before migration 10 its due time, by the office calendar of now. */
async function backfillDueTimes(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "created_at"])
    .where("due_at", "is", null)
    .execute();
  if (rows.length === 0) return;
  const calendar = loadOfficeCalendar();
  for (const row of rows) {
    await db
      .updateTable("leads")
      .set({ due_at: dueAt(new Date(row.created_at), calendar).toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
}
