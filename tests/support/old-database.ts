import Database from "better-sqlite3";
import { migrations } from "../../server/storage/migrations";

/**
 * Writes a SQLite leads database at `path` as a release that knew migrations 1 to
 * `version` left it (recorded in `schema_migrations` as the store records them), runs
 * `fill` on it, and closes it: the starting point of a test that a later migration keeps
 * the leads already stored.
 */
export function oldSqliteDatabase(
  path: string,
  version: number,
  fill: (db: Database.Database) => void,
): void {
  const db = new Database(path);
  db.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  for (const migration of migrations.filter((m) => m.version <= version)) {
    db.exec(migration.sql);
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(
      migration.version,
      migration.name,
      new Date().toISOString(),
    );
  }
  fill(db);
  db.close();
}
