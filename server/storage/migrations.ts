/**
 * The leads database's schema, as numbered migrations applied in order and recorded in
 * `schema_migrations`. The SQL sticks to what SQLite and PostgreSQL share (TEXT, INTEGER,
 * ISO-8601 UTC timestamps as TEXT, which sort in time order), so a PostgreSQL store can
 * apply the same list.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
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
];
