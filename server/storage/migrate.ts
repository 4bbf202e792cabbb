import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { migrations, statementsOf, type Engine, type SchemaMigration } from "./migrations";
import type { Database } from "./schema";

/** The name Kysely's migrator records for `migration`: its version first, so names sort in order. */
function migrationName(migration: SchemaMigration): string {
  return String(migration.version).padStart(4, "0");
}

/**
 * `migration` as a Kysely migration. Where the migrator does not wrap migrations in a
 * transaction (SQLite: Kysely does not count its DDL as transactional), each runs in its
 * own, so a failure leaves the database as it was before it.
 */
function kyselyMigration(migration: SchemaMigration, engine: Engine): Migration {
  const apply = async (db: Kysely<Database>) => {
    for (const statement of statementsOf(migration.sql)) await sql.raw(statement).execute(db);
    await migration.after?.(db, engine);
  };
  return {
    async up(db) {
      const typed = db as Kysely<Database>;
      if (typed.getExecutor().adapter.supportsTransactionalDdl) await apply(typed);
      else await typed.transaction().execute(apply);
    },
  };
}

function provider(engine: Engine): MigrationProvider {
  return {
    async getMigrations() {
      return Object.fromEntries(
        migrations.map((migration) => [
          migrationName(migration),
          kyselyMigration(migration, engine),
        ]),
      );
    },
  };
}

/** Any fixed key: serialises the servers migrating one PostgreSQL database at once. */
const migrationLockKey = 741_852_963;

/**
 * Whether the table `name` exists. Not Kysely's `introspection.getTables()`: on PostgreSQL
 * its column query casts each table's name back to a table (`pg_get_serial_sequence`), which
 * throws "relation … does not exist" when another server drops one of them meanwhile.
 */
async function hasTable(db: Kysely<Database>, engine: Engine, name: string): Promise<boolean> {
  const found =
    engine === "postgres"
      ? await sql`SELECT 1 WHERE to_regclass(${name}) IS NOT NULL`.execute(db)
      : await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${name}`.execute(db);
  return found.rows.length > 0;
}

/**
 * Moves the record of applied migrations that releases before issue 36 kept
 * (`schema_migrations`, by version) into Kysely's (`kysely_migration`, by name, created as
 * Kysely creates it), so those databases migrate in place; a no-op on a database without it.
 */
async function adoptOldRecord(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (!(await hasTable(db, engine, "schema_migrations"))) return;
  await db.transaction().execute(async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS kysely_migration (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`.execute(
      trx,
    );
    // Another process may have adopted it while this one waited for SQLite's write lock.
    if (!(await hasTable(trx, engine, "schema_migrations"))) return;
    const old = await sql<{
      version: number;
      applied_at: string;
    }>`SELECT version, applied_at FROM schema_migrations`.execute(trx);
    for (const row of old.rows) {
      const migration = migrations.find((each) => each.version === Number(row.version));
      if (!migration) throw new Error(`schema_migrations lists an unknown version ${row.version}`);
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${migrationName(migration)}, ${row.applied_at}) ON CONFLICT (name) DO NOTHING`.execute(
        trx,
      );
    }
    await sql`DROP TABLE schema_migrations`.execute(trx);
  });
}

/**
 * Brings `db` to the latest schema with Kysely's migrator, after adopting the record of
 * older releases. Servers sharing PostgreSQL take turns under a session advisory lock held
 * from the first catalog read to the last migration (Kysely's migrator reads the catalog
 * before taking its own lock, and that read throws when another server's migration drops a
 * table or column meanwhile); rejects when another holds it for an hour. Rejects, naming
 * the migration, when one fails; nothing of it stays.
 */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine === "sqlite") return migrate(db, engine);
  await db.connection().execute(async (connection) => {
    // As Kysely's own migration lock: given up after an hour, should its holder hang.
    await sql`WITH wait AS (SELECT set_config('lock_timeout', '3600000', true)) SELECT pg_advisory_lock(${migrationLockKey}) FROM wait`.execute(
      connection,
    );
    try {
      await migrate(connection, engine);
    } finally {
      // A lost connection has released the lock already; its error is not the one to report.
      await sql`SELECT pg_advisory_unlock(${migrationLockKey})`.execute(connection).catch(() => {});
    }
  });
}

/** `migrateToLatest`'s work, on one connection when PostgreSQL's lock is held. */
async function migrate(db: Kysely<Database>, engine: Engine): Promise<void> {
  await adoptOldRecord(db, engine);
  const { error, results } = await new Migrator({
    db,
    provider: provider(engine),
  }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(
      `leads database migration ${failed ?? "(before any ran)"} failed: ${String(error)}`,
      {
        cause: error,
      },
    );
  }
}
