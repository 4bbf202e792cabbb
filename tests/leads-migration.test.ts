import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { openLeadStore } from "../server/storage/open-lead-store";
import { oldDatabase } from "./support/old-database";
import { freshStore, storeKinds } from "./support/stores";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A store of `kind` for one test, removed after it. */
async function storeOf(kind: (typeof storeKinds)[number]) {
  const store = await freshStore(kind);
  cleanups.push(store.remove);
  return store.leads;
}

/** A `leads` row as an older release wrote it: the columns of migration 1, and `columns`. */
function oldLead(columns: Record<string, unknown>) {
  return {
    created_at: new Date().toISOString(),
    form: "contact",
    locale: "en",
    page: "/en",
    ...columns,
  };
}

describe.each(storeKinds)("databases of older releases, migrated in place (%s)", (kind) => {
  it("one written before issue 15 (migrations 1 and 2) keeps its leads, read as unattributed; keys work", async () => {
    const config = await storeOf(kind);
    const id = randomUUID();
    await oldDatabase(config, 2, (old) =>
      old
        .insertInto("leads")
        .values(oldLead({ id, name: "Old Lead", email: "old@x.example" }))
        .execute(),
    );

    const store = await openLeadStore(config);
    cleanups.push(() => store.close());
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
  });

  it("one of the last release before Kysely (migration 6) opens, again and again, with its spam reasons and shared key", async () => {
    const config = await storeOf(kind);
    const id = randomUUID();
    await oldDatabase(config, 6, async (old) => {
      await old
        .insertInto("leads")
        .values(
          oldLead({
            id,
            name: "Spam Lead",
            email: "s@x.example",
            spam: 1,
            spam_reason: "too_fast",
          }),
        )
        .execute();
      await old
        .insertInto("server_keys")
        .values({ name: "altcha", value: "kept-key", created_at: new Date().toISOString() })
        .execute();
    });

    for (let open = 0; open < 2; open++) {
      const store = await openLeadStore(config);
      expect(await store.sharedKey("altcha", () => "new-key")).toBe("kept-key");
      expect(await store.listLeads({ spam: true })).toMatchObject([{ id, spamReason: "too_fast" }]);
      await store.close();
    }
  });
});

/**
 * Servers sharing a PostgreSQL start together; the migrator's lock lets one migrate. (On
 * SQLite, servers sharing the file are processes, serialised by the file's lock.)
 */
describe.skipIf(!storeKinds.includes("postgres"))(
  "several servers starting on an older database",
  () => {
    it("all open it at once, one of them migrating, none failing", async () => {
      const config = await storeOf("postgres");
      const id = randomUUID();
      await oldDatabase(config, 4, (old) =>
        old
          .insertInto("leads")
          .values(oldLead({ id, name: "Олег", email: "o@x.example" }))
          .execute(),
      );

      // Every open settles before the test asserts, so none is still migrating when the
      // database is dropped after it.
      const opened = await Promise.allSettled([1, 2, 3].map(() => openLeadStore(config)));
      for (const result of opened) {
        if (result.status === "fulfilled") cleanups.push(() => result.value.close());
      }
      for (const result of opened) {
        if (result.status === "rejected") throw result.reason;
        expect(await result.value.inbox.listLeads({ q: "олег" }, null, 10)).toMatchObject([{ id }]);
      }
    });
  },
);
