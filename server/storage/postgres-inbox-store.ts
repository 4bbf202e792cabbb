import type pg from "pg";
import type { DeliveryAttempt, FacetsResponse, Note } from "../../lib/inbox/api";
import { leadSource, searchText } from "./derived-columns";
import {
  campaignsQuery,
  dailyCountsQuery,
  dashboardDimensions,
  exportLeadsQuery,
  facetColumns,
  facetQuery,
  landingPagesQuery,
  markedReason,
  listLeadsQuery,
  spamToCheckQuery,
  toDailyCounts,
  toInboxLead,
  toUser,
  type InboxLeadRow,
  type Query,
  type UserRow,
} from "./inbox-queries";
import type { InboxStore } from "./inbox-store";

const placeholder = (position: number) => `$${position}`;

/**
 * Fills `source` and `search_text` of leads stored before migration 5 (derived in
 * JavaScript, see derived-columns.ts); a no-op once done. Then, when the `pg_trgm`
 * extension can be created (it is trusted: a database owner may), indexes `search_text`
 * with a trigram GIN index so the inbox's substring search need not read every lead
 * (PostgreSQL docs, "pg_trgm": index support for LIKE); without it the search scans.
 */
export async function prepareInboxColumns(
  client: pg.PoolClient,
): Promise<{ trigramIndex: boolean }> {
  const { rows } = await client.query<{
    id: string;
    name: string;
    company: string | null;
    email: string;
    message: string | null;
    utm_source: string | null;
    referrer: string | null;
  }>(
    "SELECT id, name, company, email, message, utm_source, referrer FROM leads WHERE search_text IS NULL",
  );
  for (const row of rows) {
    await client.query("UPDATE leads SET source = $1, search_text = $2 WHERE id = $3", [
      leadSource({ utmSource: row.utm_source, referrer: row.referrer }),
      searchText(row),
      row.id,
    ]);
  }
  try {
    await client.query("SAVEPOINT trigram");
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    await client.query(
      "CREATE INDEX IF NOT EXISTS leads_search_trigram ON leads USING gin (search_text gin_trgm_ops)",
    );
    await client.query("RELEASE SAVEPOINT trigram");
    return { trigramIndex: true };
  } catch {
    await client.query("ROLLBACK TO SAVEPOINT trigram");
    return { trigramIndex: false };
  }
}

/**
 * The inbox store on the lead store's PostgreSQL `pool`; `busyOr` turns a timeout into
 * `LeadStoreBusyError` as the lead store does.
 */
export function postgresInboxStore(pool: pg.Pool, busyOr: (error: unknown) => unknown): InboxStore {
  async function query<T extends pg.QueryResultRow>(
    text: string,
    values: unknown[] = [],
  ): Promise<pg.QueryResult<T>> {
    return pool.query<T>(text, values).catch((error: unknown) => {
      throw busyOr(error);
    });
  }
  const rowsOf = async <T extends pg.QueryResultRow>({ text, values }: Query) =>
    (await query<T>(text, values)).rows;

  return {
    async addUser(email, passwordHash, now) {
      const { rowCount } = await query(
        "INSERT INTO inbox_users (email, password_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING",
        [email, passwordHash, now.toISOString()],
      );
      return (rowCount ?? 0) > 0;
    },
    async removeUser(email) {
      const { rowCount } = await query(
        `WITH sessions AS (DELETE FROM inbox_sessions WHERE user_email = $1)
         DELETE FROM inbox_users WHERE email = $1`,
        [email],
      );
      return (rowCount ?? 0) > 0;
    },
    async listUsers() {
      const { rows } = await query<UserRow>("SELECT * FROM inbox_users ORDER BY email");
      return rows.map(toUser);
    },
    async findUser(email) {
      const { rows } = await query<UserRow>("SELECT * FROM inbox_users WHERE email = $1", [email]);
      return rows[0] ? toUser(rows[0]) : null;
    },
    async recordFailedSignIn(email, now, rule) {
      const lockedUntil = new Date(now.getTime() + rule.lockMs).toISOString();
      // One statement: concurrent failures each count (the row lock serialises them).
      const { rows } = await query<{ locked_until: string | null }>(
        `UPDATE inbox_users SET
           failed_attempts = CASE WHEN failed_attempts + 1 >= $1 THEN 0 ELSE failed_attempts + 1 END,
           locked_until = CASE WHEN failed_attempts + 1 >= $1 THEN $2 ELSE locked_until END
         WHERE email = $3 RETURNING locked_until`,
        [rule.maxFailures, lockedUntil, email],
      );
      return rows[0]?.locked_until === lockedUntil;
    },
    async clearFailedSignIns(email) {
      await query(
        "UPDATE inbox_users SET failed_attempts = 0, locked_until = NULL WHERE email = $1",
        [email],
      );
    },
    async getSession(id, now) {
      const { rows } = await query<{ data: string }>(
        "SELECT data FROM inbox_sessions WHERE id = $1 AND expires_at > $2",
        [id, now.toISOString()],
      );
      return rows[0]?.data ?? null;
    },
    async setSession(id, data, user, expiresAt) {
      await query(
        `INSERT INTO inbox_sessions (id, data, user_email, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, user_email = excluded.user_email, expires_at = excluded.expires_at`,
        [id, data, user, expiresAt.toISOString()],
      );
    },
    async destroySession(id) {
      await query("DELETE FROM inbox_sessions WHERE id = $1", [id]);
    },
    async purgeSessions(now) {
      const { rowCount } = await query("DELETE FROM inbox_sessions WHERE expires_at <= $1", [
        now.toISOString(),
      ]);
      return rowCount ?? 0;
    },
    async listLeads(filter, cursor, limit) {
      const rows = await rowsOf<InboxLeadRow>(listLeadsQuery(filter, cursor, limit, placeholder));
      return rows.map(toInboxLead);
    },
    async exportLeads(filter) {
      const rows = await rowsOf<InboxLeadRow>(exportLeadsQuery(filter, placeholder));
      return rows.map(toInboxLead);
    },
    async facets() {
      const entries = await Promise.all(
        Object.entries(facetColumns).map(async ([name, column]) => [
          name,
          (await query<{ value: string }>(facetQuery(column))).rows.map((row) => row.value),
        ]),
      );
      return Object.fromEntries(entries) as FacetsResponse;
    },
    async getLead(id) {
      const { rows } = await query<InboxLeadRow>("SELECT * FROM leads WHERE id = $1", [id]);
      return rows[0] ? toInboxLead(rows[0]) : null;
    },
    async attempts(id) {
      const { rows } = await query<DeliveryAttempt>(
        "SELECT channel, at, result, error FROM delivery_attempts WHERE lead_id = $1 ORDER BY at, channel",
        [id],
      );
      return rows;
    },
    async notes(id) {
      const { rows } = await query<Note>(
        "SELECT id, author, at, text FROM lead_notes WHERE lead_id = $1 ORDER BY at, id",
        [id],
      );
      return rows;
    },
    async addNote(leadId, note) {
      const { rowCount } = await query(
        "INSERT INTO lead_notes (id, lead_id, author, at, text) SELECT $1, id, $2, $3, $4 FROM leads WHERE id = $5",
        [note.id, note.author, note.at, note.text, leadId],
      );
      return (rowCount ?? 0) > 0;
    },
    async setStatus(id, status) {
      const { rowCount } = await query("UPDATE leads SET status = $1 WHERE id = $2 AND spam = 0", [
        status,
        id,
      ]);
      return (rowCount ?? 0) > 0;
    },
    async markSpam(id) {
      const { rowCount } = await query(
        `WITH pending AS (DELETE FROM outbox WHERE lead_id = $1 AND delivered_at IS NULL)
         UPDATE leads SET spam = 1, spam_reason = ${markedReason} WHERE id = $1`,
        [id],
      );
      return (rowCount ?? 0) > 0;
    },
    async dashboard(since, top, spamSince) {
      const daily = async (
        column: (typeof dashboardDimensions)[keyof typeof dashboardDimensions],
      ) =>
        toDailyCounts(
          await rowsOf<{ day: string; value: string | null; leads: string }>(
            dailyCountsQuery(column, since, placeholder),
          ),
        );
      const [byLocale, bySector, bySource, landingPages, campaigns, spamToCheck] =
        await Promise.all([
          daily(dashboardDimensions.byLocale),
          daily(dashboardDimensions.bySector),
          daily(dashboardDimensions.bySource),
          rowsOf<{ page: string; leads: string }>(landingPagesQuery(since, top, placeholder)),
          rowsOf<{ source: string | null; campaign: string | null; leads: string }>(
            campaignsQuery(since, top, placeholder),
          ),
          rowsOf<{ day: string; leads: string }>(spamToCheckQuery(spamSince, placeholder)),
        ]);
      return {
        byLocale,
        bySector,
        bySource,
        landingPages: landingPages.map((row) => ({ ...row, leads: Number(row.leads) })),
        campaigns: campaigns.map((row) => ({ ...row, leads: Number(row.leads) })),
        spamToCheck: spamToCheck.map((row) => ({ ...row, leads: Number(row.leads) })),
      };
    },
  };
}
