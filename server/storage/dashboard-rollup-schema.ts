import { sql, type Kysely } from "kysely";
import type { Engine } from "./engine";
import type { Database } from "./schema";

/**
 * The dashboard roll-up's stale-day marks (migration 15; the roll-up itself and its
 * recount are dashboard-rollup.ts): the triggers on `leads` that make them, and the mark
 * of every day for a count from scratch.
 */

/** The `leads` columns the roll-up reads: a change to another one leaves its day as it was. */
const countedColumns =
  "created_at, spam, locale, category, source, landing_page, page, utm_campaign, status, due_at, first_response_at, first_response_ms";

/**
 * Creates `dashboard_stale_days` and the triggers that mark in it the days of changed
 * leads (migration 15), and marks every day with leads stale so the first dashboard fills
 * the roll-up. SQLite keeps one mark a day (one writer at a time: a recount never misses a
 * write). PostgreSQL keeps one mark per change, never a shared row to lock (concurrent
 * inserts of one day would queue on it): a mark commits with its change, so a recount that
 * takes only the marks it saw leaves the mark of a change it could not see yet.
 */
export async function createDashboardRollup(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine === "sqlite") {
    await sql`CREATE TABLE dashboard_stale_days (id INTEGER PRIMARY KEY, day TEXT NOT NULL UNIQUE)`.execute(
      db,
    );
    const mark = (row: "NEW" | "OLD") =>
      `INSERT OR IGNORE INTO dashboard_stale_days (day) VALUES (substr(${row}.created_at, 1, 10));`;
    await sql
      .raw(`CREATE TRIGGER leads_dashboard_insert AFTER INSERT ON leads BEGIN ${mark("NEW")} END`)
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER leads_dashboard_update AFTER UPDATE OF ${countedColumns} ON leads BEGIN ${mark("OLD")} ${mark("NEW")} END`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER leads_dashboard_delete AFTER DELETE ON leads BEGIN ${mark("OLD")} END`)
      .execute(db);
  } else {
    await sql`CREATE TABLE dashboard_stale_days (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, day TEXT NOT NULL)`.execute(
      db,
    );
    const mark = (row: "NEW" | "OLD") =>
      `INSERT INTO dashboard_stale_days (day) VALUES (substr(${row}.created_at, 1, 10));`;
    await sql
      .raw(
        `CREATE FUNCTION leads_dashboard_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN ${mark("OLD")} END IF;
  IF TG_OP <> 'DELETE' THEN ${mark("NEW")} END IF;
  RETURN NULL;
END
$$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER leads_dashboard_stale AFTER INSERT OR DELETE OR UPDATE OF ${countedColumns} ON leads FOR EACH ROW EXECUTE FUNCTION leads_dashboard_stale()`,
      )
      .execute(db);
  }
  await recountEverything(db);
}

/**
 * Empties the roll-up and marks every day that has leads stale: the next dashboard counts
 * it all again from the leads (migration 15's first fill; tests compare it with the
 * roll-up kept up to date).
 */
export async function recountEverything(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("dashboard_days").execute();
  await db.deleteFrom("dashboard_response_days").execute();
  await db.deleteFrom("dashboard_promise_days").execute();
  await db.deleteFrom("dashboard_stale_days").execute();
  await sql`INSERT INTO dashboard_stale_days (day) SELECT DISTINCT substr(created_at, 1, 10) FROM leads`.execute(
    db,
  );
}
