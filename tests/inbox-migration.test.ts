import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../server/storage/migrations";
import { openSqliteLeadStore } from "../server/storage/sqlite-lead-store";
import { tempWorkspace } from "./support/leads-env";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/**
 * A leads database from before the inbox (migrations 1–4) opens with its leads findable in
 * the inbox: status `new`, their source from the referrer, their Cyrillic names found in
 * any letter case (SQLite's lower() alone would not fold them).
 */
describe("migration 5 on an existing database", () => {
  it("gives old leads a status, a source and a search text that folds every script", async () => {
    const workspace = tempWorkspace();
    cleanups.push(workspace.remove);
    const path = `${workspace.dir}/old.db`;
    const old = new Database(path);
    old.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    for (const migration of migrations.filter((m) => m.version <= 4)) {
      old.exec(migration.sql);
      old
        .prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)")
        .run(migration.version, migration.name, new Date().toISOString());
    }
    const id = randomUUID();
    old
      .prepare(
        "INSERT INTO leads (id, created_at, form, locale, page, name, email, referrer) VALUES (?, ?, 'contact', 'ru', '/ru', 'Светлана Орлова', 'sveta@x.example', 'https://yandex.ru')",
      )
      .run(id, new Date().toISOString());
    old.close();

    const store = openSqliteLeadStore(path);
    cleanups.push(() => void store.close());
    const [found] = await store.inbox.listLeads({ q: "СВЕТЛАНА" }, null, 10);
    expect(found).toMatchObject({ id, status: "new", source: "yandex.ru" });
    expect(await store.inbox.listLeads({ source: "yandex.ru" }, null, 10)).toHaveLength(1);
  });
});
