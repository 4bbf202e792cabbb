import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { openLeadStore } from "../server/storage/open-lead-store";
import { oldDatabase } from "./support/old-database";
import { freshStore, storeKinds } from "./support/stores";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A leads database from before the inbox (migrations 1–4) opens with its leads findable in
 * the inbox: status `new`, their source from the referrer, their Cyrillic names found in
 * any letter case (SQLite's lower() alone would not fold them).
 */
describe.each(storeKinds)("migration 5 on an existing database (%s)", (kind) => {
  it("gives old leads a status, a source and a search text that folds every script", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(fresh.remove);
    const id = randomUUID();
    await oldDatabase(fresh.leads, 4, (old) =>
      old
        .insertInto("leads")
        .values({
          id,
          created_at: new Date().toISOString(),
          form: "contact",
          locale: "ru",
          page: "/ru",
          name: "Светлана Орлова",
          email: "sveta@x.example",
          referrer: "https://yandex.ru",
        })
        .execute(),
    );

    const store = await openLeadStore(fresh.leads);
    cleanups.push(() => store.close());
    const [found] = await store.inbox.listLeads({ q: "СВЕТЛАНА" }, null, 10);
    expect(found).toMatchObject({ id, status: "new", source: "yandex.ru" });
    expect(await store.inbox.listLeads({ source: "yandex.ru" }, null, 10)).toHaveLength(1);
  });
});

/**
 * Leads stored before the reply promise (migration 11, issue 31) get a due time computed at
 * migration, by the office calendar: Friday 17:30 office time is due on Monday 13:30.
 */
describe.each(storeKinds)("migration 11 on an existing database (%s)", (kind) => {
  it("gives each old lead its due time, no owner and no first response", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(fresh.remove);
    const id = randomUUID();
    await oldDatabase(fresh.leads, 10, (old) =>
      old
        .insertInto("leads")
        .values({
          id,
          created_at: new Date("2026-03-13T17:30:00+08:00").toISOString(),
          form: "contact",
          locale: "en",
          page: "/en",
          name: "Old Buyer",
          email: "old@buyer.example",
        })
        .execute(),
    );

    const store = await openLeadStore(fresh.leads);
    cleanups.push(() => store.close());
    expect(await store.inbox.getLead(id)).toMatchObject({
      dueAt: new Date("2026-03-16T13:30:00+08:00").toISOString(),
      owner: null,
      firstResponseAt: null,
    });
  });
});
