import { nextTurn } from "./next-turn";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { FacetsResponse, LeadFilter, LeadStatus, SpamReasonFilter } from "../../lib/inbox/api";
import type { LeadForm } from "../../lib/leads/schema";
import { curableSpamReasons } from "../../lib/leads/spam-reasons";
import { isInboxLanguage } from "../../lib/inbox/languages";
import type { StoreDatabase } from "./database";
import { foldForSearch } from "./derived-columns";
import { businessTimeBetween, dueAt, type OfficeCalendar } from "../inbox/business-time";
import { rollupCounts } from "./dashboard-rollup";
import type {
  DashboardCounts,
  InboxLead,
  InboxStore,
  InboxUser,
  ListCursor,
  ListOptions,
} from "./inbox-store";
import { toLead, type LeadRow } from "./lead-row";
import type { Database } from "./schema";

type Leads = ExpressionBuilder<Database, "leads">;

/** The ISO time at which UTC day `day` (YYYY-MM-DD) starts, `offsetDays` later. */
function dayStart(day: string, offsetDays = 0): string {
  const start = new Date(`${day}T00:00:00.000Z`);
  start.setUTCDate(start.getUTCDate() + offsetDays);
  return start.toISOString();
}

/** `text` with LIKE's wildcards and escape character taken literally (ESCAPE '\'). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * `spam_reason`'s condition for the `reason` filter: that reason, or for `check` any reason
 * a real buyer can trip over (issue 28).
 */
function reasonCondition(eb: Leads, reason: SpamReasonFilter) {
  return reason === "check"
    ? eb("spam_reason", "in", curableSpamReasons)
    : eb("spam_reason", "=", reason);
}

/**
 * The conditions of `filter`: without a status, every lead but spam (but spam alone when a
 * `reason` is asked for: only spam has one); `spam`, only spam; a workflow step, the non-spam
 * leads at it. `to` includes its whole day.
 */
function matches(eb: Leads, filter: LeadFilter, now: Date) {
  const where = [];
  if (filter.status === "spam" || (!filter.status && filter.reason)) where.push(eb("spam", "=", 1));
  else {
    where.push(eb("spam", "=", 0));
    if (filter.status) where.push(eb("status", "=", filter.status));
  }
  if (filter.reason) where.push(reasonCondition(eb, filter.reason));
  if (filter.owner === "unassigned") where.push(eb("owner", "is", null));
  else if (filter.owner) where.push(eb("owner", "=", filter.owner));
  if (filter.reply) {
    // The leads awaiting a reply: the condition of the `leads_awaiting_reply` index.
    where.push(eb("first_response_at", "is", null), eb("spam", "=", 0), eb("status", "=", "new"));
    if (filter.reply === "overdue") where.push(eb("due_at", "<", now.toISOString()));
  }
  if (filter.form) where.push(eb("form", "=", filter.form as LeadForm));
  if (filter.locale) where.push(eb("locale", "=", filter.locale));
  if (filter.sector) where.push(eb("category", "=", filter.sector));
  if (filter.source) where.push(eb("source", "=", filter.source));
  if (filter.campaign) where.push(eb("utm_campaign", "=", filter.campaign));
  if (filter.from) where.push(eb("created_at", ">=", dayStart(filter.from)));
  if (filter.to) where.push(eb("created_at", "<", dayStart(filter.to, 1)));
  if (filter.q) {
    const pattern = `%${likeLiteral(foldForSearch(filter.q))}%`;
    where.push(sql<boolean>`search_text LIKE ${pattern} ESCAPE '\\'`);
  }
  return eb.and(where);
}

/** The leads matching `filter`, newest first (keyset order: `created_at`, then `id`). */
function newestMatching(db: Kysely<Database>, filter: LeadFilter, now: Date) {
  return db
    .selectFrom("leads")
    .selectAll()
    .where((eb) => matches(eb, filter, now))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}

/** The leads matching `filter`, soonest due first (keyset order: `due_at`, then `id`). */
function soonestDueMatching(db: Kysely<Database>, filter: LeadFilter, now: Date) {
  return db
    .selectFrom("leads")
    .selectAll()
    .where((eb) => matches(eb, filter, now))
    .orderBy("due_at", "asc")
    .orderBy("id", "asc");
}

/** The `InboxLead` a row stores. */
function toInboxLead(row: LeadRow): InboxLead {
  return {
    ...toLead(row),
    status: row.status as LeadStatus,
    source: row.source,
    dueAt: row.due_at,
    owner: row.owner,
    firstResponseAt: row.first_response_at,
    firstResponseMs: row.first_response_ms === null ? null : Number(row.first_response_ms),
  };
}

/** The facet menus' columns, by the name the API gives them. */
const facetColumns = {
  forms: "form",
  locales: "locale",
  sectors: "category",
  sources: "source",
  campaigns: "utm_campaign",
} as const;

/**
 * The leads inbox's storage (issue 20) on `database`, the lead store's: accounts, sessions,
 * and the inbox's reads and writes of leads, every query written once (issue 36).
 */
/**
 * Leads per page of an export: each page is one short query (other requests run between
 * them), and memory holds one page, however large the export (issue 35, item 8). On
 * SQLite a page is read and written out on the event loop: 100 leads take 2-4 ms of CPU,
 * 500 took 12-20 ms, too long a wait for other requests on a shared, loaded machine.
 */
export const exportPageSize = 100;

/**
 * Waits for the event loop's next turn between two pages of an export: better-sqlite3 is
 * synchronous, so without it a whole export would run as one chain of promise callbacks
 * and every other request, pages included, would wait for its end.
 */
export const betweenPages = nextTurn;

export function sqlInboxStore(database: StoreDatabase, calendar: OfficeCalendar): InboxStore {
  const { run, transaction } = database;

  /**
   * Up to `limit` leads matching `filter`, newest first or soonest due first, after `cursor`
   * (keyset paging).
   */
  async function leadsPage(
    filter: LeadFilter,
    cursor: ListCursor | null,
    limit: number,
    options: ListOptions = {},
  ) {
    const now = options.now ?? new Date();
    const rows = await run((db) =>
      options.sort === "due"
        ? soonestDueMatching(db, filter, now)
            .$if(cursor !== null, (query) =>
              query.where((eb) =>
                eb(eb.refTuple("due_at", "id"), ">", eb.tuple(cursor!.key, cursor!.id)),
              ),
            )
            .limit(limit)
            .execute()
        : newestMatching(db, filter, now)
            .$if(cursor !== null, (query) =>
              query.where((eb) =>
                eb(eb.refTuple("created_at", "id"), "<", eb.tuple(cursor!.key, cursor!.id)),
              ),
            )
            .limit(limit)
            .execute(),
    );
    return rows.map(toInboxLead);
  }

  return {
    async addUser(email, passwordHash, now, language = null) {
      const result = await run((db) =>
        db
          .insertInto("inbox_users")
          .values({ email, password_hash: passwordHash, created_at: now.toISOString(), language })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .executeTakeFirst(),
      );
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
    async removeUser(email) {
      return transaction(async (trx) => {
        await trx.deleteFrom("inbox_sessions").where("user_email", "=", email).execute();
        await trx.deleteFrom("inbox_sign_in_failures").where("email", "=", email).execute();
        const { numDeletedRows } = await trx
          .deleteFrom("inbox_users")
          .where("email", "=", email)
          .executeTakeFirst();
        return numDeletedRows > 0n;
      });
    },
    async listUsers() {
      const rows = await run((db) =>
        db.selectFrom("inbox_users").selectAll().orderBy("email").execute(),
      );
      return rows.map(toUser);
    },
    async findUser(email) {
      const row = await run((db) =>
        db.selectFrom("inbox_users").selectAll().where("email", "=", email).executeTakeFirst(),
      );
      return row ? toUser(row) : null;
    },
    async setPassword(email, passwordHash) {
      return transaction(async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable("inbox_users")
          .set({ password_hash: passwordHash })
          .where("email", "=", email)
          .executeTakeFirst();
        await trx.deleteFrom("inbox_sessions").where("user_email", "=", email).execute();
        return numUpdatedRows > 0n;
      });
    },
    async setLanguage(email, language) {
      const { numUpdatedRows } = await run((db) =>
        db
          .updateTable("inbox_users")
          .set({ language })
          .where("email", "=", email)
          .executeTakeFirst(),
      );
      return numUpdatedRows > 0n;
    },
    async setTotpSecret(email, secret) {
      const { numUpdatedRows } = await run((db) =>
        db
          .updateTable("inbox_users")
          .set({ totp_secret: secret, totp_last_step: null })
          .where("email", "=", email)
          .executeTakeFirst(),
      );
      return numUpdatedRows > 0n;
    },
    async acceptTotpStep(email, step) {
      // One statement: of two requests with the same code, one updates the row.
      const { numUpdatedRows } = await run((db) =>
        db
          .updateTable("inbox_users")
          .set({ totp_last_step: step })
          .where("email", "=", email)
          .where("totp_secret", "is not", null)
          .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
          .executeTakeFirst(),
      );
      return numUpdatedRows > 0n;
    },
    async recordSignInFailure(email, address, now, rule) {
      const at = now.toISOString();
      const forgetBefore = new Date(now.getTime() - rule.forgetMs).toISOString();
      // One statement counts: concurrent failures each count (the row's lock serialises them).
      const { failures } = await run((db) =>
        db
          .insertInto("inbox_sign_in_failures")
          .values({ email, address, failures: 1, last_failed_at: at, blocked_until: null })
          .onConflict((conflict) =>
            conflict.columns(["email", "address"]).doUpdateSet({
              failures: sql<number>`CASE WHEN inbox_sign_in_failures.last_failed_at >= ${forgetBefore} THEN inbox_sign_in_failures.failures + 1 ELSE 1 END`,
              last_failed_at: at,
            }),
          )
          .returning("failures")
          .executeTakeFirstOrThrow(),
      );
      const over = failures - rule.freeFailures;
      if (over < 0) return { failures, blockedUntil: null };
      const blockMs = Math.min(rule.maxBlockMs, rule.firstBlockMs * 2 ** Math.min(over, 30));
      const blockedUntil = new Date(now.getTime() + blockMs).toISOString();
      await run((db) =>
        db
          .updateTable("inbox_sign_in_failures")
          .set({ blocked_until: blockedUntil })
          .where("email", "=", email)
          .where("address", "=", address)
          .execute(),
      );
      return { failures, blockedUntil };
    },
    async signInFailures(email, address) {
      const row = await run((db) =>
        db
          .selectFrom("inbox_sign_in_failures")
          .select(["failures", "blocked_until"])
          .where("email", "=", email)
          .where("address", "=", address)
          .executeTakeFirst(),
      );
      return { failures: row?.failures ?? 0, blockedUntil: row?.blocked_until ?? null };
    },
    async recentSignInFailures(email, since) {
      const row = await run((db) =>
        db
          .selectFrom("inbox_sign_in_failures")
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("failures"), eb.lit(0)).as("total"))
          .where("email", "=", email)
          .where("last_failed_at", ">=", since.toISOString())
          .executeTakeFirst(),
      );
      return Number(row?.total ?? 0);
    },
    async blockedAddresses(now) {
      const rows = await run((db) =>
        db
          .selectFrom("inbox_sign_in_failures")
          .select((eb) => ["email", eb.fn.countAll<number>().as("addresses")])
          .where("blocked_until", ">", now.toISOString())
          .groupBy("email")
          .execute(),
      );
      return new Map(rows.map((row) => [row.email, Number(row.addresses)]));
    },
    async clearSignInFailures(email, address) {
      const { numDeletedRows } = await run((db) =>
        db
          .deleteFrom("inbox_sign_in_failures")
          .where("email", "=", email)
          .$if(address !== undefined, (query) => query.where("address", "=", address!))
          .executeTakeFirst(),
      );
      return Number(numDeletedRows);
    },
    async purgeSignInFailures(before) {
      const { numDeletedRows } = await run((db) =>
        db
          .deleteFrom("inbox_sign_in_failures")
          .where("last_failed_at", "<", before.toISOString())
          .executeTakeFirst(),
      );
      return Number(numDeletedRows);
    },
    async getSession(id, now) {
      const row = await run((db) =>
        db
          .selectFrom("inbox_sessions")
          .select("data")
          .where("id", "=", id)
          .where("expires_at", ">", now.toISOString())
          .executeTakeFirst(),
      );
      return row?.data ?? null;
    },
    async setSession(id, data, user, expiresAt) {
      const row = { id, data, user_email: user, expires_at: expiresAt.toISOString() };
      await run((db) =>
        db
          .insertInto("inbox_sessions")
          .values(row)
          .onConflict((conflict) =>
            conflict
              .column("id")
              .doUpdateSet({ data, user_email: user, expires_at: row.expires_at }),
          )
          .execute(),
      );
    },
    async destroySession(id) {
      await run((db) => db.deleteFrom("inbox_sessions").where("id", "=", id).execute());
    },
    async purgeSessions(now) {
      const { numDeletedRows } = await run((db) =>
        db
          .deleteFrom("inbox_sessions")
          .where("expires_at", "<=", now.toISOString())
          .executeTakeFirst(),
      );
      return Number(numDeletedRows);
    },
    listLeads: leadsPage,
    async *exportLeads(filter, now = new Date()) {
      let cursor: ListCursor | null = null;
      for (;;) {
        const page = await leadsPage(filter, cursor, exportPageSize, { now });
        if (page.length > 0) yield page;
        await betweenPages();
        const last = page.at(-1);
        if (page.length < exportPageSize || !last) return;
        cursor = { key: last.createdAt, id: last.id };
      }
    },
    async facets() {
      return run(async (db) => {
        const menus: Record<string, string[]> = {};
        for (const [name, column] of Object.entries(facetColumns)) {
          const rows = await db
            .selectFrom("leads")
            .select(sql<string>`${sql.ref(column)}`.as("value"))
            .distinct()
            .where(column, "is not", null)
            .orderBy("value")
            .execute();
          menus[name] = rows.map((row) => row.value);
        }
        return menus as FacetsResponse;
      });
    },
    async getLead(id) {
      const row = await run((db) =>
        db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst(),
      );
      return row ? toInboxLead(row) : null;
    },
    async attempts(id) {
      return run((db) =>
        db
          .selectFrom("delivery_attempts")
          .select(["channel", "at", "result", "error"])
          .where("lead_id", "=", id)
          .orderBy("at")
          .orderBy("channel")
          .execute(),
      );
    },
    async notes(id) {
      return run((db) =>
        db
          .selectFrom("lead_notes")
          .select(["id", "author", "at", "text", "reply"])
          .where("lead_id", "=", id)
          .orderBy("at")
          .orderBy("id")
          .execute(),
      ).then((rows) => rows.map((row) => ({ ...row, reply: Number(row.reply) === 1 })));
    },
    async addNote(leadId, note) {
      const result = await run((db) =>
        db
          .insertInto("lead_notes")
          .columns(["id", "lead_id", "author", "at", "text", "reply"])
          .expression((eb) =>
            eb
              .selectFrom("leads")
              .select([
                eb.val(note.id).as("note_id"),
                "id",
                eb.val(note.author).as("author"),
                eb.val(note.at).as("at"),
                eb.val(note.text).as("text"),
                eb.val(note.reply ? 1 : 0).as("reply"),
              ])
              .where("id", "=", leadId),
          )
          .executeTakeFirst(),
      );
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
    async setStatus(id, status) {
      const { numUpdatedRows } = await run((db) =>
        db
          .updateTable("leads")
          .set({ status })
          .where("id", "=", id)
          .where("spam", "=", 0)
          .executeTakeFirst(),
      );
      return numUpdatedRows > 0n;
    },
    async assign(id, owner) {
      const { numUpdatedRows } = await run((db) =>
        db
          .updateTable("leads")
          .set({ owner })
          .where("id", "=", id)
          .$if(owner !== null, (query) =>
            query.where((eb) =>
              eb.exists(eb.selectFrom("inbox_users").select("email").where("email", "=", owner!)),
            ),
          )
          .executeTakeFirst(),
      );
      return numUpdatedRows > 0n;
    },
    async recomputeDueTimes(since) {
      const rows = await run((db) =>
        db
          .selectFrom("leads")
          .select(["id", "created_at", "due_at"])
          .where("created_at", ">=", since.toISOString())
          .execute(),
      );
      let updated = 0;
      for (const row of rows) {
        const due = dueAt(new Date(row.created_at), calendar).toISOString();
        if (due === row.due_at) continue;
        await run((db) =>
          db.updateTable("leads").set({ due_at: due }).where("id", "=", row.id).execute(),
        );
        updated += 1;
      }
      return updated;
    },
    async recordFirstResponse(id, at) {
      const lead = await run((db) =>
        db
          .selectFrom("leads")
          .select("created_at")
          .where("id", "=", id)
          .where("first_response_at", "is", null)
          .executeTakeFirst(),
      );
      if (!lead) return false;
      const businessMs = Math.max(0, businessTimeBetween(new Date(lead.created_at), at, calendar));
      // The condition again: of two concurrent first responses, one is recorded.
      const { numUpdatedRows } = await run((db) =>
        db
          .updateTable("leads")
          .set({ first_response_at: at.toISOString(), first_response_ms: businessMs })
          .where("id", "=", id)
          .where("first_response_at", "is", null)
          .executeTakeFirst(),
      );
      return numUpdatedRows > 0n;
    },
    async markSpam(id) {
      return transaction(async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable("leads")
          .set({ spam: 1, spam_reason: "marked" })
          .where("id", "=", id)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) return false;
        await trx
          .deleteFrom("outbox")
          .where("lead_id", "=", id)
          .where("delivered_at", "is", null)
          .execute();
        return true;
      });
    },
    dashboard: sharedDashboard(database),
  };
}

/** How far apart two requests' clocks may be to share one dashboard read: 1 s. */
const shareDashboardWithinMs = 1000;

/**
 * `InboxStore.dashboard` on `database`, shared: a request asking for the same figures
 * while another's are being read, or within a second of a read when no lead has changed
 * since (no stale day marked: every change to what the dashboard counts marks one), gets
 * that read; so eight salespeople opening the dashboard at once, or one reloading it, cost
 * one pass over the roll-up, not one each on SQLite's one thread (issue 35 item 8).
 */
function sharedDashboard(database: StoreDatabase): InboxStore["dashboard"] {
  let last: { key: string; at: number; done: boolean; counts: Promise<DashboardCounts> } | null =
    null;
  const unchanged = async () =>
    (await database.run((db) =>
      db.selectFrom("dashboard_stale_days").select("id").limit(1).executeTakeFirst(),
    )) === undefined;
  return async (since, top, spamSince, now = new Date()) => {
    const key = `${since.toISOString()} ${top} ${spamSince.toISOString()}`;
    const shared = last;
    if (
      shared?.key === key &&
      Math.abs(now.getTime() - shared.at) < shareDashboardWithinMs &&
      (!shared.done || (await unchanged()))
    ) {
      return shared.counts;
    }
    const current = {
      key,
      at: now.getTime(),
      done: false,
      counts: rollupCounts(database, since, top, spamSince, now),
    };
    last = current;
    current.counts.then(
      () => {
        current.done = true;
      },
      () => {
        if (last === current) last = null;
      },
    );
    return current.counts;
  };
}

/** The `InboxUser` an `inbox_users` row stores. */
function toUser(row: {
  email: string;
  password_hash: string;
  created_at: string;
  totp_secret: string | null;
  totp_last_step: number | null;
  language: string | null;
}): InboxUser {
  return {
    email: row.email,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    // A tag this release does not know (a later release's, or a hand edit) reads as "not chosen".
    language: isInboxLanguage(row.language) ? row.language : null,
  };
}
