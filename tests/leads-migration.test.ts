import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { migrations } from "../server/storage/migrations";
import { openSqliteLeadStore } from "../server/storage/sqlite-lead-store";
import { tempWorkspace } from "./support/leads-env";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A leads database written before issue 15 (migrations 1 and 2) opens and keeps its leads. */
describe("migration 3 on an existing database", () => {
  it("adds the key, attribution, challenge and autoreply columns and tables; old leads read as unattributed", async () => {
    const workspace = tempWorkspace();
    cleanups.push(workspace.remove);
    const path = `${workspace.dir}/old.db`;
    const old = new Database(path);
    old.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    for (const migration of migrations.filter((m) => m.version <= 2)) {
      old.exec(migration.sql);
      old
        .prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)")
        .run(migration.version, migration.name, new Date().toISOString());
    }
    const id = randomUUID();
    old
      .prepare(
        "INSERT INTO leads (id, created_at, form, locale, page, name, email) VALUES (?, ?, 'contact', 'en', '/en', 'Old Lead', 'old@x.example')",
      )
      .run(id, new Date().toISOString());
    old.close();

    const store = openSqliteLeadStore(path);
    const [lead] = await store.listLeads();
    expect(lead).toMatchObject({ id, name: "Old Lead", attribution: { utmCampaign: null } });
    const reused = await store.insertLead({ ...lead!, id: randomUUID(), name: "New Lead" }, [], {
      idempotency: { key: "k-1", fingerprint: "f", since: new Date(0) },
    });
    expect(reused.kind).toBe("stored");
    const again = await store.insertLead({ ...lead!, id: randomUUID() }, [], {
      idempotency: { key: "k-1", fingerprint: "f", since: new Date(0) },
    });
    expect(again).toEqual({ kind: "replayed", id: (reused as { lead: { id: string } }).lead.id });
    await store.close();
  });
});
