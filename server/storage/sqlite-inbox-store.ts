import type Database from "better-sqlite3";
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
  type UserRow,
} from "./inbox-queries";
import type { DashboardCounts, InboxStore } from "./inbox-store";

const placeholder = () => "?";

/**
 * Fills `source` and `search_text` of leads stored before migration 5 (they are derived in
 * JavaScript, see derived-columns.ts), in one transaction; a no-op once done.
 */
export function backfillInboxColumns(db: Database.Database): void {
  const rows = db
    .prepare<
      [],
      {
        id: string;
        name: string;
        company: string | null;
        email: string;
        message: string | null;
        utm_source: string | null;
        referrer: string | null;
      }
    >(
      "SELECT id, name, company, email, message, utm_source, referrer FROM leads WHERE search_text IS NULL",
    )
    .all();
  if (rows.length === 0) return;
  const update = db.prepare("UPDATE leads SET source = ?, search_text = ? WHERE id = ?");
  db.transaction(() => {
    for (const row of rows) {
      update.run(
        leadSource({ utmSource: row.utm_source, referrer: row.referrer }),
        searchText(row),
        row.id,
      );
    }
  })();
}

/**
 * The inbox store on the lead store's SQLite connection `db`; `run` retries a statement
 * while another process holds the file's lock (sqlite-busy.ts).
 */
export function sqliteInboxStore(
  db: Database.Database,
  run: <T>(work: () => T) => Promise<T>,
): InboxStore {
  const userByEmail = db.prepare<[string], UserRow>("SELECT * FROM inbox_users WHERE email = ?");
  const failure = db.prepare<
    [{ max: number; until: string; email: string }],
    { locked_until: string | null }
  >(
    `UPDATE inbox_users SET
       failed_attempts = CASE WHEN failed_attempts + 1 >= @max THEN 0 ELSE failed_attempts + 1 END,
       locked_until = CASE WHEN failed_attempts + 1 >= @max THEN @until ELSE locked_until END
     WHERE email = @email RETURNING locked_until`,
  );
  const sessionById = db.prepare<[string, string], { data: string }>(
    "SELECT data FROM inbox_sessions WHERE id = ? AND expires_at > ?",
  );
  const upsertSession = db.prepare(
    `INSERT INTO inbox_sessions (id, data, user_email, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET data = excluded.data, user_email = excluded.user_email, expires_at = excluded.expires_at`,
  );
  const leadById = db.prepare<[string], InboxLeadRow>("SELECT * FROM leads WHERE id = ?");
  const attemptsOf = db.prepare<[string], DeliveryAttempt>(
    "SELECT channel, at, result, error FROM delivery_attempts WHERE lead_id = ? ORDER BY at, rowid",
  );
  const notesOf = db.prepare<[string], Note>(
    "SELECT id, author, at, text FROM lead_notes WHERE lead_id = ? ORDER BY at, id",
  );
  const insertNote = db.prepare(
    "INSERT INTO lead_notes (id, lead_id, author, at, text) SELECT ?, id, ?, ?, ? FROM leads WHERE id = ?",
  );
  const setStatus = db.prepare("UPDATE leads SET status = ? WHERE id = ? AND spam = 0");
  const spam = db.transaction((id: string) => {
    const changed =
      db.prepare(`UPDATE leads SET spam = 1, spam_reason = ${markedReason} WHERE id = ?`).run(id)
        .changes > 0;
    if (changed)
      db.prepare("DELETE FROM outbox WHERE lead_id = ? AND delivered_at IS NULL").run(id);
    return changed;
  });

  return {
    async addUser(email, passwordHash, now) {
      return run(
        () =>
          db
            .prepare(
              "INSERT INTO inbox_users (email, password_hash, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING",
            )
            .run(email, passwordHash, now.toISOString()).changes > 0,
      );
    },
    async removeUser(email) {
      return run(() =>
        db.transaction(() => {
          db.prepare("DELETE FROM inbox_sessions WHERE user_email = ?").run(email);
          return db.prepare("DELETE FROM inbox_users WHERE email = ?").run(email).changes > 0;
        })(),
      );
    },
    async listUsers() {
      return run(() =>
        db.prepare<[], UserRow>("SELECT * FROM inbox_users ORDER BY email").all().map(toUser),
      );
    },
    async findUser(email) {
      return run(() => {
        const row = userByEmail.get(email);
        return row ? toUser(row) : null;
      });
    },
    async recordFailedSignIn(email, now, rule) {
      const lockedUntil = new Date(now.getTime() + rule.lockMs).toISOString();
      const row = await run(() =>
        failure.get({ max: rule.maxFailures, until: lockedUntil, email }),
      );
      return row?.locked_until === lockedUntil;
    },
    async clearFailedSignIns(email) {
      await run(() =>
        db
          .prepare(
            "UPDATE inbox_users SET failed_attempts = 0, locked_until = NULL WHERE email = ?",
          )
          .run(email),
      );
    },
    async getSession(id, now) {
      return run(() => sessionById.get(id, now.toISOString())?.data ?? null);
    },
    async setSession(id, data, user, expiresAt) {
      await run(() => upsertSession.run(id, data, user, expiresAt.toISOString()));
    },
    async destroySession(id) {
      await run(() => db.prepare("DELETE FROM inbox_sessions WHERE id = ?").run(id));
    },
    async purgeSessions(now) {
      return run(
        () =>
          db.prepare("DELETE FROM inbox_sessions WHERE expires_at <= ?").run(now.toISOString())
            .changes,
      );
    },
    async listLeads(filter, cursor, limit) {
      const query = listLeadsQuery(filter, cursor, limit, placeholder);
      return run(() =>
        db
          .prepare<unknown[], InboxLeadRow>(query.text)
          .all(...query.values)
          .map(toInboxLead),
      );
    },
    async exportLeads(filter) {
      const query = exportLeadsQuery(filter, placeholder);
      return run(() =>
        db
          .prepare<unknown[], InboxLeadRow>(query.text)
          .all(...query.values)
          .map(toInboxLead),
      );
    },
    async facets() {
      return run(
        () =>
          Object.fromEntries(
            Object.entries(facetColumns).map(([name, column]) => [
              name,
              db
                .prepare<[], { value: string }>(facetQuery(column))
                .all()
                .map((row) => row.value),
            ]),
          ) as FacetsResponse,
      );
    },
    async getLead(id) {
      return run(() => {
        const row = leadById.get(id);
        return row ? toInboxLead(row) : null;
      });
    },
    async attempts(id) {
      return run(() => attemptsOf.all(id));
    },
    async notes(id) {
      return run(() => notesOf.all(id));
    },
    async addNote(leadId, note) {
      return run(
        () => insertNote.run(note.id, note.author, note.at, note.text, leadId).changes > 0,
      );
    },
    async setStatus(id, status) {
      return run(() => setStatus.run(status, id).changes > 0);
    },
    async markSpam(id) {
      return run(() => spam(id));
    },
    async dashboard(since, top, spamSince) {
      return run(() => {
        const all = <T>(query: { text: string; values: (string | number)[] }) =>
          db.prepare<unknown[], T>(query.text).all(...query.values);
        const daily = (column: (typeof dashboardDimensions)[keyof typeof dashboardDimensions]) =>
          toDailyCounts(
            all<{ day: string; value: string | null; leads: number }>(
              dailyCountsQuery(column, since, placeholder),
            ),
          );
        return {
          byLocale: daily(dashboardDimensions.byLocale),
          bySector: daily(dashboardDimensions.bySector),
          bySource: daily(dashboardDimensions.bySource),
          landingPages: all<{ page: string; leads: number }>(
            landingPagesQuery(since, top, placeholder),
          ),
          campaigns: all<{ source: string | null; campaign: string | null; leads: number }>(
            campaignsQuery(since, top, placeholder),
          ),
          spamToCheck: all<{ day: string; leads: number }>(
            spamToCheckQuery(spamSince, placeholder),
          ),
        } satisfies DashboardCounts;
      });
    },
  };
}
