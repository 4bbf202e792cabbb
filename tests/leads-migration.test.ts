import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteLeadStore } from "../server/storage/sqlite-lead-store";
import { tempWorkspace } from "./support/leads-env";
import { oldSqliteDatabase } from "./support/old-database";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A leads database written before issue 15 (migrations 1 and 2) opens and keeps its leads. */
describe("migration 3 on an existing database", () => {
  it("adds the key, attribution, challenge and autoreply columns and tables; old leads read as unattributed", async () => {
    const workspace = tempWorkspace();
    cleanups.push(workspace.remove);
    const path = `${workspace.dir}/old.db`;
    const id = randomUUID();
    oldSqliteDatabase(path, 2, (old) =>
      old
        .prepare(
          "INSERT INTO leads (id, created_at, form, locale, page, name, email) VALUES (?, ?, 'contact', 'en', '/en', 'Old Lead', 'old@x.example')",
        )
        .run(id, new Date().toISOString()),
    );

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
