import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrations, statementsOf } from "../../server/storage/migrations";

/**
 * Writes the leads database of `store` (`LEADS_DB`, or `DATABASE_URL` when set) as a release
 * that knew migrations 1 to `version` left it: their SQL, recorded in `schema_migrations` as
 * releases before issue 36 recorded them. Then `fill` writes rows through a Kysely of that
 * database (the old tables, untyped), and it is closed: the starting point of a test that
 * today's store migrates it in place and keeps its leads.
 */
export async function oldDatabase(
  store: { dbPath: string; databaseUrl: string | null },
  version: number,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the old schema, untyped
  fill: (db: Kysely<any>) => Promise<unknown>,
): Promise<void> {
  if (!store.databaseUrl) mkdirSync(dirname(store.dbPath), { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely<any>({
    dialect: store.databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: store.databaseUrl, max: 1 }) })
      : new SqliteDialect({ database: new SQLite(store.dbPath) }),
  });
  try {
    await sql`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`.execute(
      db,
    );
    for (const migration of migrations.filter((each) => each.version <= version)) {
      for (const statement of statementsOf(migration.sql)) await sql.raw(statement).execute(db);
      await db
        .insertInto("schema_migrations")
        .values({
          version: migration.version,
          name: migration.name,
          applied_at: new Date().toISOString(),
        })
        .execute();
    }
    await fill(db);
  } finally {
    await db.destroy();
  }
}
