import pg from "pg";
import type {
  Channel,
  Delivery,
  DeliveryState,
  InsertOptions,
  InsertOutcome,
  LeadStore,
} from "./lead-store";
import { LeadStoreBusyError } from "./store-errors";
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
import { postgresInboxStore, prepareInboxColumns } from "./postgres-inbox-store";

/** Any fixed key: serialises migrations when several servers start at once. */
const migrationLockKey = 741_852_963;

/** Applies the migrations the database has not seen, under an advisory lock, in one transaction. */
async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    // Waiting for another server's migrations may take longer than a request may.
    await client.query("SET LOCAL statement_timeout = 0");
    await client.query("SELECT pg_advisory_xact_lock($1)", [migrationLockKey]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    const { rows } = await client.query<{ version: number }>(
      "SELECT version FROM schema_migrations",
    );
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
        [migration.version, migration.name, new Date().toISOString()],
      );
    }
    await prepareInboxColumns(client);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

/** `url` with its password replaced, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres (unparseable DATABASE_URL)";
  }
}

/** PostgreSQL's `unique_violation` (Appendix A). */
const uniqueViolation = "23505";

/** PostgreSQL's `query_canceled`, raised when `statement_timeout` runs out (Appendix A). */
const queryCanceled = "57014";

/** `error` as `LeadStoreBusyError` when it means "not in time" (no connection, statement timeout). */
function busyOr(error: unknown): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code === queryCanceled || /timeout exceeded when trying to connect/i.test(message ?? "")) {
    return new LeadStoreBusyError(`PostgreSQL: ${message}`);
  }
  return error;
}

/**
 * Opens the PostgreSQL lead store at `url` (`DATABASE_URL`) through a `pg` pool and applies
 * the same migrations as SQLite. Every session runs with `synchronous_commit = on`, so a
 * commit returns only once its WAL is flushed to disk (PostgreSQL docs, "WAL
 * Configuration"), whatever the server's default; a statement that runs past
 * `busyTimeoutMs` (default 2000) or a connection not free within it rejects with
 * `LeadStoreBusyError`. Several server processes may share the database: outbox
 * rows are claimed with `SELECT … FOR UPDATE SKIP LOCKED` (PostgreSQL docs, "The Locking
 * Clause") and leased until a time, so two workers never claim the same row, and a row
 * whose worker died comes back once its lease runs out. Rejects when the database cannot
 * be reached or migrated.
 */
export async function openPostgresLeadStore(
  url: string,
  { poolSize = 10, busyTimeoutMs = 2000 }: { poolSize?: number; busyTimeoutMs?: number } = {},
): Promise<LeadStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: busyTimeoutMs,
    options: `-c synchronous_commit=on -c statement_timeout=${busyTimeoutMs}`,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  /**
   * A pooled client within `timeoutMs` (default the pool's own connection timeout); a
   * client that arrives after the caller gave up goes back to the pool.
   */
  async function connect(timeoutMs?: number): Promise<pg.PoolClient> {
    const pending = pool.connect();
    if (timeoutMs === undefined) {
      return pending.catch((error: unknown) => {
        throw busyOr(error);
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new LeadStoreBusyError(`no PostgreSQL connection within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([pending, late]);
    } catch (error) {
      pending.then(
        (client) => client.release(),
        () => {},
      );
      throw busyOr(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Runs `work` in a transaction. With `timeoutMs`, the wait for a connection and each
   * statement are bounded by what is left of it (`SET LOCAL statement_timeout`, sent with
   * `BEGIN` in one round trip).
   */
  async function transaction<T>(
    work: (client: pg.PoolClient) => Promise<T>,
    timeoutMs?: number,
  ): Promise<T> {
    const deadline = timeoutMs === undefined ? undefined : Date.now() + timeoutMs;
    const client = await connect(timeoutMs);
    try {
      const left = deadline === undefined ? undefined : Math.max(1, deadline - Date.now());
      await client.query(
        left === undefined ? "BEGIN" : `BEGIN; SET LOCAL statement_timeout = ${Math.ceil(left)}`,
      );
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw busyOr(error);
    } finally {
      client.release();
    }
  }

  const emailMatches = "lower(email) = lower($1)";

  return {
    location: redactedUrl(url),
    inbox: postgresInboxStore(pool, busyOr),
    async insertLead(lead, channels, options = {}) {
      const { idempotency, challenge, autoreply, noScriptCap } = options;
      /** The lead already stored under the key, as an outcome; `null` when none is live. */
      const previous = async (key: NonNullable<InsertOptions["idempotency"]>) => {
        const { rows } = await pool.query<{ id: string; request_fingerprint: string }>(
          "SELECT id, request_fingerprint FROM leads WHERE idempotency_key = $1 AND created_at >= $2",
          [key.key, key.since.toISOString()],
        );
        const row = rows[0];
        if (!row) return null;
        return row.request_fingerprint === key.fingerprint
          ? ({ kind: "replayed", id: row.id } as const)
          : ({ kind: "key_reused", id: row.id } as const);
      };
      try {
        return await transaction(async (client): Promise<InsertOutcome> => {
          let rejudge: string | null = null;
          if (idempotency) {
            // Locked: a concurrent retry of a spam lead waits here, then sees it judged.
            const { rows } = await client.query<{
              id: string;
              request_fingerprint: string;
              created_at: string;
              spam: number;
              spam_reason: SpamReason | null;
            }>(
              "SELECT id, request_fingerprint, created_at, spam, spam_reason FROM leads WHERE idempotency_key = $1 FOR UPDATE",
              [idempotency.key],
            );
            const existing = rows[0];
            if (existing && existing.created_at >= idempotency.since.toISOString()) {
              if (existing.request_fingerprint !== idempotency.fingerprint) {
                return { kind: "key_reused", id: existing.id };
              }
              const curable =
                Number(existing.spam) === 1 && isCurableSpamReason(existing.spam_reason);
              if (!curable || lead.spam) return { kind: "replayed", id: existing.id };
              rejudge = existing.id;
            } else if (existing) {
              await client.query("UPDATE leads SET idempotency_key = NULL WHERE id = $1", [
                existing.id,
              ]);
            }
          }
          let stored = lead;
          // A second transaction using the same challenge waits here for the first to commit,
          // then inserts nothing: its lead is spam.
          if (challenge) {
            const used = await client.query(
              "INSERT INTO used_challenges (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING",
              [challenge.signature, challenge.expiresAt.toISOString()],
            );
            if (used.rowCount === 0) stored = { ...lead, spam: true, spamReason: "proof_reused" };
          }
          if (!stored.spam && noScriptCap && lead.clientIp) {
            const { rows } = await client.query<{ n: string }>(
              "SELECT COUNT(*) AS n FROM leads WHERE client_ip = $1 AND without_javascript = 1 AND created_at >= $2",
              [lead.clientIp, noScriptCap.since.toISOString()],
            );
            if (Number(rows[0]!.n) >= noScriptCap.max) {
              stored = { ...lead, spam: true, spamReason: "daily_cap" };
            }
          }
          if (rejudge) {
            if (stored.spam) return { kind: "replayed", id: rejudge };
            const { rows } = await client.query<LeadRow>(
              "UPDATE leads SET spam = 0, spam_reason = NULL WHERE id = $1 RETURNING *",
              [rejudge],
            );
            stored = toLead(rows[0]!);
          }
          const queued: Channel[] = stored.spam ? [] : [...channels];
          if (!stored.spam && autoreply) {
            const granted = await client.query(
              `INSERT INTO autoreplies (email, sent_at) VALUES (lower($1), $2)
               ON CONFLICT (email) DO UPDATE SET sent_at = excluded.sent_at WHERE autoreplies.sent_at < $3`,
              [stored.email, lead.createdAt, autoreply.since.toISOString()],
            );
            if ((granted.rowCount ?? 0) > 0) queued.push("autoreply");
          }
          // Concurrent requests with one key: the unique index lets one commit; the others
          // fail here with unique_violation once it has, and answer its lead below.
          if (!rejudge) {
            await client.query(
              `INSERT INTO leads (${leadColumns.join(", ")}) VALUES (${leadColumns.map((_, i) => `$${i + 1}`).join(", ")})`,
              leadValues(stored, idempotency),
            );
          }
          for (const channel of queued) {
            await client.query(
              "INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
              [stored.id, channel, lead.createdAt],
            );
          }
          return {
            kind: "stored",
            lead: stored,
            channels: queued,
            ...(rejudge ? { rejudged: true as const } : {}),
          };
        }, options.timeoutMs);
      } catch (error) {
        if (idempotency && (error as { code?: string }).code === uniqueViolation) {
          const found = await previous(idempotency);
          if (found) return found;
        }
        throw error;
      }
    },
    async markNotSpam(id, channels) {
      return transaction(async (client) => {
        const { rows } = await client.query<LeadRow>(
          "UPDATE leads SET spam = 0, spam_reason = NULL WHERE id = $1 AND spam = 1 RETURNING *",
          [id],
        );
        if (!rows[0]) return null;
        for (const channel of channels) {
          await client.query(
            "INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            [id, channel, new Date().toISOString()],
          );
        }
        return toLead(rows[0]);
      });
    },
    async claimDue(now, leaseUntil, limit, claimant): Promise<Delivery[]> {
      // One statement: lock due, unleased rows no other transaction holds, lease them, and
      // return them with their leads. Rows another worker is claiming are skipped, not waited on.
      const { rows } = await pool.query<LeadRow & { channel: Channel; attempts: number }>(
        `WITH due AS (
           SELECT lead_id, channel FROM outbox
           WHERE delivered_at IS NULL AND next_attempt_at <= $1
             AND (lease_until IS NULL OR lease_until <= $1)
           ORDER BY next_attempt_at
           LIMIT $3
           FOR UPDATE SKIP LOCKED
         )
         UPDATE outbox SET lease_until = $2, claimed_by = $4, attempts = outbox.attempts + 1
         FROM due, leads
         WHERE outbox.lead_id = due.lead_id AND outbox.channel = due.channel AND leads.id = due.lead_id
         RETURNING leads.*, outbox.channel, outbox.attempts`,
        [now.toISOString(), leaseUntil.toISOString(), limit, claimant],
      );
      return rows.map((row) => ({
        lead: toLead(row),
        channel: row.channel,
        attempts: row.attempts,
      }));
    },
    async releaseClaims(claimant) {
      const { rowCount } = await pool.query(
        "UPDATE outbox SET lease_until = NULL, claimed_by = NULL WHERE claimed_by = $1 AND delivered_at IS NULL",
        [claimant],
      );
      return rowCount ?? 0;
    },
    async renewClaims(claimant, leaseUntil) {
      const { rowCount } = await pool.query(
        "UPDATE outbox SET lease_until = $1 WHERE claimed_by = $2 AND delivered_at IS NULL AND lease_until IS NOT NULL",
        [leaseUntil.toISOString(), claimant],
      );
      return rowCount ?? 0;
    },
    async sharedKey(name, generate) {
      const read = () =>
        pool.query<{ value: string }>("SELECT value FROM server_keys WHERE name = $1", [name]);
      const found = (await read()).rows[0];
      if (found) return found.value;
      // Servers starting together: the first insert wins, every one reads the winner.
      await pool.query(
        "INSERT INTO server_keys (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
        [name, generate(), new Date().toISOString()],
      );
      return (await read()).rows[0]!.value;
    },
    // Each also logs the attempt for the inbox (migration 5), in the same statement.
    async markDelivered(leadId, channel, at) {
      await pool.query(
        `WITH attempt AS (
           INSERT INTO delivery_attempts (lead_id, channel, at, result, error)
           SELECT id, $3, $1, 'delivered', NULL FROM leads WHERE id = $2
         )
         UPDATE outbox SET delivered_at = $1, lease_until = NULL, claimed_by = NULL, last_error = NULL WHERE lead_id = $2 AND channel = $3`,
        [at.toISOString(), leadId, channel],
      );
    },
    async markFailed(leadId, channel, error, nextAttemptAt, at = new Date()) {
      await pool.query(
        `WITH attempt AS (
           INSERT INTO delivery_attempts (lead_id, channel, at, result, error)
           SELECT id, $4, $5, 'failed', $1 FROM leads WHERE id = $3
         )
         UPDATE outbox SET last_error = $1, next_attempt_at = $2, lease_until = NULL, claimed_by = NULL WHERE lead_id = $3 AND channel = $4`,
        [error.slice(0, 1000), nextAttemptAt.toISOString(), leadId, channel, at.toISOString()],
      );
    },
    async listLeads({ since, spam } = {}) {
      const { rows } = await pool.query<LeadRow>(
        "SELECT * FROM leads WHERE created_at >= $1 AND spam = ANY($2) ORDER BY created_at, id",
        [since ? since.toISOString() : "", spam === undefined ? [0, 1] : [spam ? 1 : 0]],
      );
      return rows.map(toLead);
    },
    async deliveriesSince(since) {
      const { rows } = await pool.query<DeliveryStateRow>(
        `SELECT outbox.lead_id, outbox.channel, outbox.attempts, outbox.delivered_at, outbox.last_error
         FROM outbox JOIN leads ON leads.id = outbox.lead_id
         WHERE leads.created_at >= $1 ORDER BY outbox.lead_id, outbox.channel`,
        [since ? since.toISOString() : ""],
      );
      return groupDeliveryStates(rows);
    },
    async deliveries(leadId): Promise<DeliveryState[]> {
      const { rows } = await pool.query<{
        channel: Channel;
        attempts: number;
        delivered_at: string | null;
        last_error: string | null;
      }>(
        "SELECT channel, attempts, delivered_at, last_error FROM outbox WHERE lead_id = $1 ORDER BY channel",
        [leadId],
      );
      return rows.map((row) => ({
        channel: row.channel,
        attempts: row.attempts,
        deliveredAt: row.delivered_at,
        lastError: row.last_error,
      }));
    },
    async countLeads() {
      const { rows } = await pool.query<{ n: string }>("SELECT COUNT(*) AS n FROM leads");
      return Number(rows[0]?.n ?? 0);
    },
    async outboxBacklog() {
      const { rows } = await pool.query<{ n: string }>(
        "SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL",
      );
      return Number(rows[0]?.n ?? 0);
    },
    async purge({ leadsBefore, spamBefore, clientIpBefore }) {
      return transaction(async (client) => {
        const expired = "(created_at < $1 OR (spam = 1 AND created_at < $2))";
        const cutoffs = [leadsBefore.toISOString(), spamBefore.toISOString()];
        const deliveries = await client.query(
          `DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE ${expired})`,
          cutoffs,
        );
        const spam = await client.query(
          "DELETE FROM leads WHERE spam = 1 AND (created_at < $1 OR created_at < $2)",
          cutoffs,
        );
        const leads = await client.query("DELETE FROM leads WHERE created_at < $1", [cutoffs[0]]);
        const clientIps = await client.query(
          "UPDATE leads SET client_ip = NULL WHERE client_ip IS NOT NULL AND created_at < $1",
          [clientIpBefore.toISOString()],
        );
        const now = new Date();
        const rateLimits = await client.query("DELETE FROM rate_limits WHERE reset_at <= $1", [
          now.toISOString(),
        ]);
        const challenges = await client.query(
          "DELETE FROM used_challenges WHERE expires_at <= $1",
          [now.toISOString()],
        );
        const autoreplies = await client.query("DELETE FROM autoreplies WHERE sent_at < $1", [
          new Date(now.getTime() - 86_400_000).toISOString(),
        ]);
        return {
          leads: leads.rowCount ?? 0,
          spam: spam.rowCount ?? 0,
          deliveries: deliveries.rowCount ?? 0,
          clientIps: clientIps.rowCount ?? 0,
          rateLimits: rateLimits.rowCount ?? 0,
          challenges: challenges.rowCount ?? 0,
          autoreplies: autoreplies.rowCount ?? 0,
        };
      });
    },
    async findByEmail(email) {
      const leads = await pool.query<LeadRow>(
        `SELECT * FROM leads WHERE ${emailMatches} ORDER BY created_at, id`,
        [email.trim()],
      );
      const deliveries = await pool.query<OutboxRow>(
        `SELECT outbox.lead_id, outbox.channel, outbox.attempts, outbox.next_attempt_at, outbox.delivered_at, outbox.last_error
         FROM outbox JOIN leads ON leads.id = outbox.lead_id
         WHERE lower(leads.email) = lower($1) ORDER BY outbox.lead_id, outbox.channel`,
        [email.trim()],
      );
      return { leads: leads.rows.map(toLead), deliveries: deliveries.rows.map(toDeliveryRecord) };
    },
    async eraseByEmail(email) {
      return transaction(async (client) => {
        const deliveries = await client.query(
          `DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE ${emailMatches})`,
          [email.trim()],
        );
        // Notes and delivery attempts would go with their leads (ON DELETE CASCADE); notes
        // are deleted first to be counted.
        const notes = await client.query(
          `DELETE FROM lead_notes WHERE lead_id IN (SELECT id FROM leads WHERE ${emailMatches})`,
          [email.trim()],
        );
        const leads = await client.query(`DELETE FROM leads WHERE ${emailMatches}`, [email.trim()]);
        await client.query("DELETE FROM autoreplies WHERE email = lower($1)", [email.trim()]);
        return {
          leads: leads.rowCount ?? 0,
          deliveries: deliveries.rowCount ?? 0,
          notes: notes.rowCount ?? 0,
        };
      });
    },
    async hitRateLimit(key, windowMs, now, timeoutMs) {
      const client = await connect(timeoutMs);
      let broken = false;
      try {
        const { rows } = await client.query<{ count: number; reset_at: string }>({
          text: `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $2)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.count + 1 END,
             reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN excluded.reset_at ELSE rate_limits.reset_at END
           RETURNING count, reset_at`,
          values: [key, new Date(now.getTime() + windowMs).toISOString(), now.toISOString()],
          // Client-side: the count is not worth the request's budget; a counter that commits
          // later still counts the request.
          ...(timeoutMs === undefined ? {} : { query_timeout: timeoutMs }),
        });
        return { count: rows[0]!.count, resetAt: new Date(rows[0]!.reset_at) };
      } catch (error) {
        broken = /timeout/i.test((error as Error).message ?? "");
        if (broken)
          throw new LeadStoreBusyError(`PostgreSQL: rate-limit count over ${timeoutMs} ms`);
        throw busyOr(error);
      } finally {
        // A client whose query timed out may still be running it: not for the next caller.
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
