import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteLeadStore } from "../server/storage/sqlite-lead-store";
import { tempWorkspace } from "./support/leads-env";
import { oldSqliteDatabase } from "./support/old-database";

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
    const id = randomUUID();
    oldSqliteDatabase(path, 4, (old) =>
      old
        .prepare(
          "INSERT INTO leads (id, created_at, form, locale, page, name, email, referrer) VALUES (?, ?, 'contact', 'ru', '/ru', 'Светлана Орлова', 'sveta@x.example', 'https://yandex.ru')",
        )
        .run(id, new Date().toISOString()),
    );

    const store = openSqliteLeadStore(path);
    cleanups.push(() => void store.close());
    const [found] = await store.inbox.listLeads({ q: "СВЕТЛАНА" }, null, 10);
    expect(found).toMatchObject({ id, status: "new", source: "yandex.ru" });
    expect(await store.inbox.listLeads({ source: "yandex.ru" }, null, 10)).toHaveLength(1);
  });
});
