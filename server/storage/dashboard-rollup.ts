import { nextTurn } from "./next-turn";
import { TZDate } from "@date-fns/tz";
import { startOfISOWeek } from "date-fns";
import { sql, type Kysely } from "kysely";
import { curableSpamReasons } from "../../lib/leads/spam-reasons";
import type { StoreDatabase } from "./database";
import type { DashboardCounts, DailyCount, PromiseCounts } from "./inbox-store";
import type { Database } from "./schema";

/**
 * The dashboard's daily roll-up (issue 31's quality bar, issue 35 item 8): per UTC day of
 * arrival, the non-spam leads counted per locale, sector, source, landing page and
 * campaign, their first responses in 10-minute buckets, and the promise's figures per
 * sector; so a dashboard reads some thousand sums instead of every lead of 26 weeks.
 * Triggers on `leads` (migration 15) mark the day of every row inserted, changed in a
 * column the dashboard reads, or deleted (erasure, purge) as stale; the next dashboard
 * recounts those days, one short transaction each, before it reads.
 */

/** Business time per bucket of the first-response histogram: 10 minutes, in ms. */
export const responseBucketMs = 600_000;

/** The Monday (YYYY-MM-DD) starting the ISO week of UTC day `day`. */
function weekOf(day: string): string {
  return startOfISOWeek(new TZDate(`${day}T00:00:00Z`, "UTC"))
    .toISOString()
    .slice(0, 10);
}

/** The UTC day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The breakdowns a day is counted by, and the expression each groups on. */
const dimensions = {
  locale: sql.raw("locale"),
  sector: sql.raw("category"),
  source: sql.raw("source"),
  page: sql.raw("COALESCE(landing_page, page)"),
} as const;

/**
 * Lets the event loop turn between two statements of a day's recount: each reads the
 * day's leads (some milliseconds at 100,000 leads), together they would hold it 30 ms.
 * Other queries wait for the transaction (one connection), other requests do not.
 */
const between = nextTurn;

/** Marks deleted a statement: well under PostgreSQL's 65,535 bound parameters. */
const marksPerStatement = 5000;

/**
 * Counts `day` (YYYY-MM-DD, UTC) again from its leads, in one transaction that first
 * deletes the stale marks `ids` seen of it (so a concurrent recount of the same day finds
 * them gone and leaves it; a mark made since stays for the next). Resolves false when
 * another recount took them first.
 */
async function recountDay(
  database: StoreDatabase,
  day: string,
  ids: readonly number[],
): Promise<boolean> {
  const week = weekOf(day);
  const after = nextDay(day);
  return database.transaction(async (trx) => {
    let taken = 0n;
    for (let start = 0; start < ids.length; start += marksPerStatement) {
      const { numDeletedRows } = await trx
        .deleteFrom("dashboard_stale_days")
        .where("id", "in", ids.slice(start, start + marksPerStatement))
        .executeTakeFirst();
      taken += numDeletedRows;
    }
    if (taken === 0n) return false;
    for (const table of [
      "dashboard_days",
      "dashboard_response_days",
      "dashboard_promise_days",
    ] as const) {
      await trx.deleteFrom(table).where("day", "=", day).execute();
    }
    // The day's non-spam leads: `leads_inbox_list` (spam, created_at, id) reads them.
    const ofDay = sql`FROM leads WHERE spam = 0 AND created_at >= ${day} AND created_at < ${after}`;
    for (const [dimension, column] of Object.entries(dimensions)) {
      await between();
      await sql`INSERT INTO dashboard_days (day, week, dimension, value, detail, leads)
        SELECT ${day}, ${week}, ${dimension}, ${column}, NULL, COUNT(*) ${ofDay} GROUP BY ${column}`.execute(
        trx,
      );
    }
    await between();
    await sql`INSERT INTO dashboard_days (day, week, dimension, value, detail, leads)
      SELECT ${day}, ${week}, 'campaign', source, utm_campaign, COUNT(*) ${ofDay}
      AND (source IS NOT NULL OR utm_campaign IS NOT NULL) GROUP BY source, utm_campaign`.execute(
      trx,
    );
    // A literal: a bound number is REAL to SQLite, and its division would keep the fraction.
    const bucket = sql`first_response_ms / ${sql.lit(responseBucketMs)}`;
    await between();
    await sql`INSERT INTO dashboard_response_days (day, week, bucket, leads)
      SELECT ${day}, ${week}, ${bucket}, COUNT(*) ${ofDay}
      AND first_response_ms IS NOT NULL GROUP BY ${bucket}`.execute(trx);
    await between();
    await sql`INSERT INTO dashboard_promise_days (day, week, sector, answered, kept, awaiting, awaiting_due_max)
      SELECT ${day}, ${week}, category,
        SUM(CASE WHEN first_response_at IS NOT NULL THEN 1 ELSE 0 END),
        SUM(CASE WHEN first_response_at <= due_at THEN 1 ELSE 0 END),
        SUM(CASE WHEN first_response_at IS NULL AND status = 'new' AND due_at IS NOT NULL THEN 1 ELSE 0 END),
        MAX(CASE WHEN first_response_at IS NULL AND status = 'new' THEN due_at END)
      ${ofDay} GROUP BY category`.execute(trx);
    return true;
  });
}

/**
 * Recounts every stale day, oldest first, letting the event loop turn between two days so
 * other requests wait for one day's recount at most (better-sqlite3 runs on the main
 * thread). Resolves the number of days recounted here.
 */
export async function recountStaleDays(database: StoreDatabase): Promise<number> {
  const marks = await database.run((db) =>
    db.selectFrom("dashboard_stale_days").select(["id", "day"]).execute(),
  );
  const days = new Map<string, number[]>();
  for (const mark of marks) {
    const ids = days.get(mark.day) ?? [];
    ids.push(Number(mark.id));
    days.set(mark.day, ids);
  }
  let recounted = 0;
  for (const [day, ids] of [...days].sort(([x], [y]) => x.localeCompare(y))) {
    if (await recountDay(database, day, ids)) recounted += 1;
    await nextTurn();
  }
  return recounted;
}

/**
 * The dashboard's figures (see `InboxStore.dashboard`) from the roll-up, recounting stale
 * days first. The breakdowns and histograms come per week (`day` is its Monday), which the
 * dashboard adds up the same as days. `since` must be a UTC midnight (whole days).
 * @throws RangeError when `since` is not.
 */
export async function rollupCounts(
  database: StoreDatabase,
  since: Date,
  top: number,
  spamSince: Date,
  now: Date,
): Promise<DashboardCounts> {
  const first = since.toISOString();
  if (!first.endsWith("T00:00:00.000Z")) {
    throw new RangeError(`dashboard: since must be a UTC midnight, got ${first}`);
  }
  const sinceDay = first.slice(0, 10);
  await recountStaleDays(database);
  // One query a turn of the event loop: each is short, together they would not be.
  const read = async <T>(work: (db: Kysely<Database>) => Promise<T>) => {
    await nextTurn();
    return database.run(work);
  };
  const recent = (db: Kysely<Database>, dimension: string) =>
    db
      .selectFrom("dashboard_days")
      .where("dimension", "=", dimension)
      .where("week", ">=", sinceDay);
  const weekly = (dimension: keyof typeof dimensions) =>
    read((db) =>
      recent(db, dimension)
        .select(["week", "value", (eb) => eb.fn.sum<number>("leads").as("leads")])
        .groupBy(["week", "value"])
        .execute(),
    ).then((rows) =>
      rows.map((row): DailyCount => ({
        day: row.week,
        value: row.value,
        leads: Number(row.leads),
      })),
    );
  const byLocale = await weekly("locale");
  const bySector = await weekly("sector");
  const bySource = await weekly("source");
  const landingPages = await read((db) =>
    recent(db, "page")
      .select([sql<string>`value`.as("page"), (eb) => eb.fn.sum<number>("leads").as("leads")])
      .groupBy("value")
      .orderBy("leads", "desc")
      .orderBy("page")
      .limit(top)
      .execute(),
  );
  const campaigns = await read((db) =>
    recent(db, "campaign")
      .select([
        sql<string | null>`value`.as("source"),
        sql<string | null>`detail`.as("campaign"),
        (eb) => eb.fn.sum<number>("leads").as("leads"),
      ])
      .groupBy(["value", "detail"])
      .orderBy("leads", "desc")
      .orderBy(sql`COALESCE(value, '')`)
      .orderBy(sql`COALESCE(detail, '')`)
      .limit(top)
      .execute(),
  );
  // Spam is not in the roll-up: an index reads only recent spam (`leads_spam_reason` of migration 6).
  const spamToCheck = await read((db) =>
    db
      .selectFrom("leads")
      .select([createdDay.as("day"), (eb) => eb.fn.countAll().as("leads")])
      .where("spam", "=", 1)
      .where("spam_reason", "in", curableSpamReasons)
      .where("created_at", ">=", spamSince.toISOString())
      .groupBy(createdDay)
      .execute(),
  );
  return {
    byLocale,
    bySector,
    bySource,
    landingPages: landingPages.map((row) => ({ page: row.page, leads: Number(row.leads) })),
    campaigns: campaigns.map((row) => ({
      source: row.source,
      campaign: row.campaign,
      leads: Number(row.leads),
    })),
    spamToCheck: spamToCheck.map((row) => ({ day: row.day, leads: Number(row.leads) })),
    promise: await promiseCounts(read, sinceDay, top, now),
  };
}

/** The UTC day (YYYY-MM-DD) of `created_at`. */
const createdDay = sql<string>`substr(created_at, 1, 10)`;

/**
 * The reply promise's figures since `sinceDay` (issue 31) from the roll-up. A lead still
 * awaiting its first reply counts as decided once its due time has passed: a day and
 * sector whose awaiting leads are all past due count them from the roll-up; the few whose
 * latest due time is still ahead (the last days) count theirs from the leads.
 */
async function promiseCounts(
  read: <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>,
  sinceDay: string,
  top: number,
  now: Date,
): Promise<PromiseCounts> {
  const at = now.toISOString();
  const responseBuckets = await read((db) =>
    db
      .selectFrom("dashboard_response_days")
      .select(["week", "bucket", (eb) => eb.fn.sum<number>("leads").as("leads")])
      .where("week", ">=", sinceDay)
      .groupBy(["week", "bucket"])
      .execute(),
  );
  const kept = await read((db) =>
    db
      .selectFrom("dashboard_promise_days")
      .select([
        "week",
        "sector",
        sql<number>`SUM(answered) + SUM(CASE WHEN awaiting_due_max < ${at} THEN awaiting ELSE 0 END)`.as(
          "decided",
        ),
        (eb) => eb.fn.sum<number>("kept").as("kept"),
      ])
      .where("week", ">=", sinceDay)
      .groupBy(["week", "sector"])
      .execute(),
  );
  // Days of any age (the overdue count covers every open lead) with a lead still in time.
  const pending = await read((db) =>
    db
      .selectFrom("dashboard_promise_days")
      .select(["day", "sector"])
      .where("awaiting", ">", 0)
      .where("awaiting_due_max", ">=", at)
      .execute(),
  );
  const pastDue = pending.length === 0 ? [] : await pastDueOf(read, pending, at);
  // The open leads past due, counted from the roll-up as the promise's: counting them from
  // the leads read tens of thousands of index entries in one synchronous step (70 ms at
  // 100,000 leads, over the 50 ms bound of issue 31).
  const settled = await read((db) =>
    db
      .selectFrom("dashboard_promise_days")
      .select((eb) => eb.fn.sum<number>("awaiting").as("n"))
      .where("awaiting_due_max", "<", at)
      .executeTakeFirst(),
  );
  const overdueCount = Number(settled?.n ?? 0) + pastDue.reduce((sum, row) => sum + row.decided, 0);
  // The first of them: the `leads_awaiting_reply` index (migration 11) reads them.
  const overdue = await read((db) =>
    db
      .selectFrom("leads")
      .where("first_response_at", "is", null)
      .where("spam", "=", 0)
      .where("status", "=", "new")
      .where("due_at", "<", at)
      .select(["id", "name", "company", "category", "due_at", "owner"])
      .orderBy("due_at")
      .orderBy("id")
      .limit(top)
      .execute(),
  );
  return {
    responseBuckets: responseBuckets.map((row) => ({
      day: row.week,
      bucket: Number(row.bucket),
      leads: Number(row.leads),
    })),
    kept: [
      ...kept.map((row) => ({
        day: row.week,
        sector: row.sector,
        decided: Number(row.decided),
        kept: Number(row.kept),
      })),
      ...pastDue.filter((row) => row.day >= sinceDay),
    ].filter((row) => row.decided > 0),
    overdueCount,
    overdue: overdue.map((row) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      sector: row.category,
      dueAt: row.due_at!,
      owner: row.owner,
    })),
  };
}

/**
 * The leads awaiting a reply and past due at `at` (ISO) of the `pending` days and sectors,
 * counted from the leads, as promise rows (decided, none kept).
 */
async function pastDueOf(
  read: <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>,
  pending: { day: string; sector: string | null }[],
  at: string,
): Promise<PromiseCounts["kept"]> {
  const key = (day: string, sector: string | null) =>
    `${day}\u0000${sector ?? ""}\u0000${sector === null}`;
  const wanted = new Set(pending.map((row) => key(row.day, row.sector)));
  const days = pending.map((row) => row.day).sort();
  const rows = await read((db) =>
    db
      .selectFrom("leads")
      .select([createdDay.as("day"), "category", (eb) => eb.fn.countAll().as("leads")])
      .where("spam", "=", 0)
      .where("created_at", ">=", days[0]!)
      .where("created_at", "<", nextDay(days.at(-1)!))
      .where("first_response_at", "is", null)
      .where("status", "=", "new")
      .where("due_at", "<", at)
      .groupBy([createdDay, "category"])
      .execute(),
  );
  return rows
    .filter((row) => wanted.has(key(row.day, row.category)))
    .map((row) => ({ day: row.day, sector: row.category, decided: Number(row.leads), kept: 0 }));
}
