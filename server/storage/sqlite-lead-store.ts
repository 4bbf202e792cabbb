import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type { Channel, Delivery, DeliveryState, Lead, LeadStore } from "./lead-store";
import { toLead, type LeadRow } from "./lead-row";
import { migrations } from "./migrations";

/** Applies the migrations `db` has not seen yet, each in its own transaction. */
function migrate(db: Database.Database): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare<[], { version: number }>("SELECT version FROM schema_migrations")
      .all()
      .map((row) => row.version),
  );
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    })();
  }
}

/**
 * Opens (creating folder and file when missing) the SQLite leads database at `path`,
 * in WAL mode with `synchronous=NORMAL`: a commit survives a crash of the process, and
 * only an OS crash or power loss can take back the last commits (SQLite docs, "WAL mode").
 * Every call is a prepared statement run synchronously; the Promise API is for the interface.
 */
export function openSqliteLeadStore(path: string): LeadStore {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  migrate(db);

  const insertLead = db.prepare(`INSERT INTO leads
    (id, created_at, form, locale, page, name, company, email, phone, category, program, message, spam, client_ip)
    VALUES (@id, @createdAt, @form, @locale, @page, @name, @company, @email, @phone, @category, @program, @message, @spam, @clientIp)`);
  const insertOutbox = db.prepare(
    "INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (?, ?, ?)",
  );
  const insertAll = db.transaction((lead: Lead, channels: readonly Channel[]) => {
    insertLead.run({ ...lead, spam: lead.spam ? 1 : 0 });
    for (const channel of channels) insertOutbox.run(lead.id, channel, lead.createdAt);
  });
  const selectDue = db.prepare<
    [string, string, number],
    LeadRow & { channel: Channel; attempts: number }
  >(`SELECT leads.*, outbox.channel, outbox.attempts FROM outbox JOIN leads ON leads.id = outbox.lead_id
     WHERE outbox.delivered_at IS NULL AND outbox.next_attempt_at <= ?
       AND (outbox.lease_until IS NULL OR outbox.lease_until <= ?)
     ORDER BY outbox.next_attempt_at LIMIT ?`);
  const lease = db.prepare(
    "UPDATE outbox SET lease_until = ?, attempts = attempts + 1 WHERE lead_id = ? AND channel = ?",
  );
  const claim = db.transaction((now: string, until: string, limit: number): Delivery[] =>
    selectDue.all(now, now, limit).map((row) => {
      lease.run(until, row.id, row.channel);
      return { lead: toLead(row), channel: row.channel, attempts: row.attempts + 1 };
    }),
  );
  const delivered = db.prepare(
    "UPDATE outbox SET delivered_at = ?, lease_until = NULL, last_error = NULL WHERE lead_id = ? AND channel = ?",
  );
  const failed = db.prepare(
    "UPDATE outbox SET last_error = ?, next_attempt_at = ?, lease_until = NULL WHERE lead_id = ? AND channel = ?",
  );
  const list = db.prepare<[string], LeadRow>(
    "SELECT * FROM leads WHERE created_at >= ? ORDER BY created_at, id",
  );
  const states = db.prepare<
    [string],
    { channel: Channel; attempts: number; delivered_at: string | null; last_error: string | null }
  >(
    "SELECT channel, attempts, delivered_at, last_error FROM outbox WHERE lead_id = ? ORDER BY channel",
  );
  const count = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM leads");
  const backlog = db.prepare<[], { n: number }>(
    "SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL",
  );

  return {
    location: path,
    async insertLead(lead, channels) {
      insertAll(lead, channels);
    },
    async claimDue(now, leaseUntil, limit) {
      return claim(now.toISOString(), leaseUntil.toISOString(), limit);
    },
    async markDelivered(leadId, channel, at) {
      delivered.run(at.toISOString(), leadId, channel);
    },
    async markFailed(leadId, channel, error, nextAttemptAt) {
      failed.run(error.slice(0, 1000), nextAttemptAt.toISOString(), leadId, channel);
    },
    async listLeads({ since } = {}) {
      return list.all(since ? since.toISOString() : "").map(toLead);
    },
    async deliveries(leadId): Promise<DeliveryState[]> {
      return states.all(leadId).map((row) => ({
        channel: row.channel,
        attempts: row.attempts,
        deliveredAt: row.delivered_at,
        lastError: row.last_error,
      }));
    },
    async outboxBacklog() {
      return backlog.get()?.n ?? 0;
    },
    async countLeads() {
      return count.get()?.n ?? 0;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
