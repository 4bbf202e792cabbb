import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type {
  Channel,
  Delivery,
  DeliveryState,
  InsertOptions,
  InsertOutcome,
  Lead,
  LeadStore,
  PurgeResult,
} from "./lead-store";
import {
  groupDeliveryStates,
  leadColumns,
  leadValues,
  toDeliveryRecord,
  toLead,
  type DeliveryStateRow,
  type LeadRow,
  type OutboxRow,
} from "./lead-row";
import { isCurableSpamReason, type SpamReason } from "../../lib/leads/spam-reasons";
import { migrations } from "./migrations";
import { backfillInboxColumns, sqliteInboxStore } from "./sqlite-inbox-store";
import { retryWhileBusy } from "./sqlite-busy";

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
 * Opens (creating folder and file when missing) the SQLite leads database at `path`, in WAL
 * mode with `synchronous=FULL`: every commit is synced to disk before it returns, so an
 * acknowledged lead survives power loss, not only a crash of the process (SQLite docs,
 * "PRAGMA synchronous": NORMAL in WAL mode may lose the last commits on power loss).
 * Statements run synchronously but never wait on a lock inside SQLite: while another process
 * holds it, each call is retried from the event loop for up to `busyTimeoutMs` (default
 * 2000), then rejects with `LeadStoreBusyError` (server/storage/sqlite-busy.ts).
 */
export function openSqliteLeadStore(
  path: string,
  { busyTimeoutMs = 2000 }: { busyTimeoutMs?: number } = {},
): LeadStore {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // Opening and migrating may wait for a lock (once, at start, before requests are served).
  db.pragma("busy_timeout = 5000");
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  migrate(db);
  backfillInboxColumns(db);
  db.pragma("busy_timeout = 0");
  const run = <T>(work: () => T) => retryWhileBusy(work, busyTimeoutMs);

  const insertLead = db.prepare(
    `INSERT INTO leads (${leadColumns.join(", ")}) VALUES (${leadColumns.map(() => "?").join(", ")})`,
  );
  const insertOutbox = db.prepare(
    "INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const findKey = db.prepare<
    [string],
    {
      id: string;
      request_fingerprint: string;
      created_at: string;
      spam: number;
      spam_reason: SpamReason | null;
    }
  >(
    "SELECT id, request_fingerprint, created_at, spam, spam_reason FROM leads WHERE idempotency_key = ?",
  );
  const releaseKey = db.prepare(
    "UPDATE leads SET idempotency_key = NULL WHERE idempotency_key = ?",
  );
  const useChallenge = db.prepare(
    "INSERT INTO used_challenges (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING",
  );
  const claimAutoreply = db.prepare(
    `INSERT INTO autoreplies (email, sent_at) VALUES (lower(?), ?)
     ON CONFLICT (email) DO UPDATE SET sent_at = excluded.sent_at WHERE autoreplies.sent_at < ?`,
  );
  const countNoScript = db.prepare<[string, string], { n: number }>(
    "SELECT COUNT(*) AS n FROM leads WHERE client_ip = ? AND without_javascript = 1 AND created_at >= ?",
  );
  const promote = db.prepare(
    "UPDATE leads SET spam = 0, spam_reason = NULL WHERE id = ? AND spam = 1",
  );
  const byId = db.prepare<[string], LeadRow>("SELECT * FROM leads WHERE id = ?");
  // One transaction, serialised by SQLite's write lock: the key lookup, the challenge, the
  // daily cap and the autoreply quota see no other writer between their read and their write.
  const insertAll = db.transaction(
    (lead: Lead, requested: readonly Channel[], options: InsertOptions): InsertOutcome => {
      const { idempotency, challenge, autoreply, noScriptCap } = options;
      let rejudge: string | null = null;
      if (idempotency) {
        const existing = findKey.get(idempotency.key);
        if (existing && existing.created_at >= idempotency.since.toISOString()) {
          if (existing.request_fingerprint !== idempotency.fingerprint) {
            return { kind: "key_reused", id: existing.id };
          }
          const curable = existing.spam === 1 && isCurableSpamReason(existing.spam_reason);
          if (!curable || lead.spam) return { kind: "replayed", id: existing.id };
          rejudge = existing.id;
        } else if (existing) {
          releaseKey.run(idempotency.key);
        }
      }
      let stored = lead;
      if (
        challenge &&
        useChallenge.run(challenge.signature, challenge.expiresAt.toISOString()).changes === 0
      ) {
        stored = { ...lead, spam: true, spamReason: "proof_reused" };
      }
      if (
        !stored.spam &&
        noScriptCap &&
        lead.clientIp &&
        countNoScript.get(lead.clientIp, noScriptCap.since.toISOString())!.n >= noScriptCap.max
      ) {
        stored = { ...lead, spam: true, spamReason: "daily_cap" };
      }
      if (rejudge) {
        if (stored.spam) return { kind: "replayed", id: rejudge };
        promote.run(rejudge);
        stored = toLead(byId.get(rejudge)!);
      }
      const channels = stored.spam ? [] : [...requested];
      if (
        !stored.spam &&
        autoreply &&
        claimAutoreply.run(stored.email, lead.createdAt, autoreply.since.toISOString()).changes > 0
      ) {
        channels.push("autoreply");
      }
      if (!rejudge) insertLead.run(...leadValues(stored, idempotency));
      for (const channel of channels) insertOutbox.run(stored.id, channel, lead.createdAt);
      return { kind: "stored", lead: stored, channels, ...(rejudge ? { rejudged: true } : {}) };
    },
  );
  const unspam = db.prepare(
    "UPDATE leads SET spam = 0, spam_reason = NULL WHERE id = ? AND spam = 1",
  );
  const notSpam = db.transaction((id: string, channels: readonly Channel[], now: string) => {
    if (unspam.run(id).changes === 0) return null;
    for (const channel of channels) insertOutbox.run(id, channel, now);
    const row = byId.get(id);
    return row ? toLead(row) : null;
  });
  const selectDue = db.prepare<
    [string, string, number],
    LeadRow & { channel: Channel; attempts: number }
  >(`SELECT leads.*, outbox.channel, outbox.attempts FROM outbox JOIN leads ON leads.id = outbox.lead_id
     WHERE outbox.delivered_at IS NULL AND outbox.next_attempt_at <= ?
       AND (outbox.lease_until IS NULL OR outbox.lease_until <= ?)
     ORDER BY outbox.next_attempt_at LIMIT ?`);
  const lease = db.prepare(
    "UPDATE outbox SET lease_until = ?, claimed_by = ?, attempts = attempts + 1 WHERE lead_id = ? AND channel = ?",
  );
  const claim = db.transaction(
    (now: string, until: string, limit: number, claimant: string): Delivery[] =>
      selectDue.all(now, now, limit).map((row) => {
        lease.run(until, claimant, row.id, row.channel);
        return { lead: toLead(row), channel: row.channel, attempts: row.attempts + 1 };
      }),
  );
  const release = db.prepare(
    "UPDATE outbox SET lease_until = NULL, claimed_by = NULL WHERE claimed_by = ? AND delivered_at IS NULL",
  );
  const renew = db.prepare(
    "UPDATE outbox SET lease_until = ? WHERE claimed_by = ? AND delivered_at IS NULL AND lease_until IS NOT NULL",
  );
  const getKey = db.prepare<[string], { value: string }>(
    "SELECT value FROM server_keys WHERE name = ?",
  );
  const putKey = db.prepare(
    "INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING",
  );
  const delivered = db.prepare(
    "UPDATE outbox SET delivered_at = ?, lease_until = NULL, claimed_by = NULL, last_error = NULL WHERE lead_id = ? AND channel = ?",
  );
  const failed = db.prepare(
    "UPDATE outbox SET last_error = ?, next_attempt_at = ?, lease_until = NULL, claimed_by = NULL WHERE lead_id = ? AND channel = ?",
  );
  // The inbox's delivery log (migration 5): one row per attempt, beside the outbox's state.
  const logAttempt = db.prepare(
    "INSERT INTO delivery_attempts (lead_id, channel, at, result, error) SELECT id, ?, ?, ?, ? FROM leads WHERE id = ?",
  );
  const deliveredWithLog = db.transaction((at: string, leadId: string, channel: Channel) => {
    delivered.run(at, leadId, channel);
    logAttempt.run(channel, at, "delivered", null, leadId);
  });
  const failedWithLog = db.transaction(
    (error: string, next: string, at: string, leadId: string, channel: Channel) => {
      failed.run(error, next, leadId, channel);
      logAttempt.run(channel, at, "failed", error, leadId);
    },
  );
  const list = db.prepare<[string, number, number], LeadRow>(
    "SELECT * FROM leads WHERE created_at >= ? AND spam IN (?, ?) ORDER BY created_at, id",
  );
  const statesSince = db.prepare<[string], DeliveryStateRow>(
    `SELECT outbox.lead_id, outbox.channel, outbox.attempts, outbox.delivered_at, outbox.last_error
     FROM outbox JOIN leads ON leads.id = outbox.lead_id
     WHERE leads.created_at >= ? ORDER BY outbox.lead_id, outbox.channel`,
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

  // Retention (server/privacy/retention.ts): outbox rows go with their leads.
  const expired = "(created_at < @leadsBefore OR (spam = 1 AND created_at < @spamBefore))";
  const purgeOutbox = db.prepare(
    `DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE ${expired})`,
  );
  const purgeSpam = db.prepare(
    "DELETE FROM leads WHERE spam = 1 AND (created_at < @leadsBefore OR created_at < @spamBefore)",
  );
  const purgeLeads = db.prepare("DELETE FROM leads WHERE created_at < @leadsBefore");
  const clearIps = db.prepare(
    "UPDATE leads SET client_ip = NULL WHERE client_ip IS NOT NULL AND created_at < ?",
  );
  const purgeRateLimits = db.prepare("DELETE FROM rate_limits WHERE reset_at <= ?");
  const purgeChallenges = db.prepare("DELETE FROM used_challenges WHERE expires_at <= ?");
  const purgeAutoreplies = db.prepare("DELETE FROM autoreplies WHERE sent_at < ?");
  const purge = db.transaction(
    (cutoffs: { leadsBefore: string; spamBefore: string; clientIpBefore: string }) => {
      const now = new Date().toISOString();
      const deliveries = purgeOutbox.run(cutoffs).changes;
      const spam = purgeSpam.run(cutoffs).changes;
      const leads = purgeLeads.run(cutoffs).changes;
      const clientIps = clearIps.run(cutoffs.clientIpBefore).changes;
      const rateLimits = purgeRateLimits.run(now).changes;
      const challenges = purgeChallenges.run(now).changes;
      const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
      const autoreplies = purgeAutoreplies.run(dayAgo).changes;
      return {
        leads,
        spam,
        deliveries,
        clientIps,
        rateLimits,
        challenges,
        autoreplies,
      } satisfies PurgeResult;
    },
  );

  // Access and erasure (server/privacy/personal-data.ts), by e-mail address, any case.
  const leadsOf = db.prepare<[string], LeadRow>(
    "SELECT * FROM leads WHERE lower(email) = lower(?) ORDER BY created_at, id",
  );
  const deliveriesOf = db.prepare<[string], OutboxRow>(
    `SELECT outbox.lead_id, outbox.channel, outbox.attempts, outbox.next_attempt_at, outbox.delivered_at, outbox.last_error
     FROM outbox JOIN leads ON leads.id = outbox.lead_id
     WHERE lower(leads.email) = lower(?) ORDER BY outbox.lead_id, outbox.channel`,
  );
  const eraseOutbox = db.prepare(
    "DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE lower(email) = lower(?))",
  );
  const eraseLeads = db.prepare("DELETE FROM leads WHERE lower(email) = lower(?)");
  const eraseAutoreply = db.prepare("DELETE FROM autoreplies WHERE email = lower(?)");
  // Notes and delivery attempts would go with their leads (ON DELETE CASCADE); notes are
  // deleted first to be counted.
  const eraseNotes = db.prepare(
    "DELETE FROM lead_notes WHERE lead_id IN (SELECT id FROM leads WHERE lower(email) = lower(?))",
  );
  const erase = db.transaction((email: string) => {
    const deliveries = eraseOutbox.run(email).changes;
    const notes = eraseNotes.run(email).changes;
    eraseAutoreply.run(email);
    return { leads: eraseLeads.run(email).changes, deliveries, notes };
  });

  // Fixed-window counters shared by every server on this file (server/leads/rate-limit-store.ts).
  const hit = db.prepare<
    [{ key: string; resetAt: string; now: string }],
    { count: number; reset_at: string }
  >(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @resetAt)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= @now THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= @now THEN excluded.reset_at ELSE rate_limits.reset_at END
     RETURNING count, reset_at`,
  );

  return {
    location: path,
    inbox: sqliteInboxStore(db, run),
    async insertLead(lead, channels, options = {}) {
      return retryWhileBusy(
        () => insertAll(lead, channels, options),
        options.timeoutMs ?? busyTimeoutMs,
      );
    },
    async markNotSpam(id, channels) {
      return run(() => notSpam(id, channels, new Date().toISOString()));
    },
    async claimDue(now, leaseUntil, limit, claimant) {
      return run(() => claim(now.toISOString(), leaseUntil.toISOString(), limit, claimant));
    },
    async releaseClaims(claimant) {
      return run(() => release.run(claimant).changes);
    },
    async renewClaims(claimant, leaseUntil) {
      return run(() => renew.run(leaseUntil.toISOString(), claimant).changes);
    },
    async sharedKey(name, generate) {
      return run(() => {
        const found = getKey.get(name);
        if (found) return found.value;
        putKey.run(name, generate(), new Date().toISOString());
        return getKey.get(name)!.value;
      });
    },
    async markDelivered(leadId, channel, at) {
      await run(() => deliveredWithLog(at.toISOString(), leadId, channel));
    },
    async markFailed(leadId, channel, error, nextAttemptAt, at = new Date()) {
      await run(() =>
        failedWithLog(
          error.slice(0, 1000),
          nextAttemptAt.toISOString(),
          at.toISOString(),
          leadId,
          channel,
        ),
      );
    },
    async listLeads({ since, spam } = {}) {
      const [a, b] = spam === undefined ? [0, 1] : spam ? [1, 1] : [0, 0];
      return run(() => list.all(since ? since.toISOString() : "", a, b).map(toLead));
    },
    async deliveriesSince(since) {
      return groupDeliveryStates(
        await run(() => statesSince.all(since ? since.toISOString() : "")),
      );
    },
    async purge(cutoffs) {
      return run(() =>
        purge({
          leadsBefore: cutoffs.leadsBefore.toISOString(),
          spamBefore: cutoffs.spamBefore.toISOString(),
          clientIpBefore: cutoffs.clientIpBefore.toISOString(),
        }),
      );
    },
    async findByEmail(email) {
      return run(() => ({
        leads: leadsOf.all(email.trim()).map(toLead),
        deliveries: deliveriesOf.all(email.trim()).map(toDeliveryRecord),
      }));
    },
    async eraseByEmail(email) {
      return run(() => erase(email.trim()));
    },
    async hitRateLimit(key, windowMs, now, timeoutMs = busyTimeoutMs) {
      const resetAt = new Date(now.getTime() + windowMs).toISOString();
      const row = await retryWhileBusy(
        () => hit.get({ key, resetAt, now: now.toISOString() })!,
        timeoutMs,
      );
      return { count: row.count, resetAt: new Date(row.reset_at) };
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
