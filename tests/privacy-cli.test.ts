import { leadsCli } from "./support/leads-cli";
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { noAttribution, noRequestDetails } from "./support/lead-factory";
import type { Lead } from "../server/storage/lead";
import { openLeadStore } from "../server/storage/open-lead-store";
import { openTestDb } from "./support/test-db";
import { freshStore, storeKinds } from "./support/stores";

/**
 * The privacy policy's promises a person can call on (issue 16), through the CLI the team
 * runs: `show` (access), `erase` (erasure), `purge` (retention on demand).
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function lead(email: string, ageDays = 1, overrides: Partial<Lead> = {}): Lead {
  return {
    id: randomUUID(),
    createdAt: new Date(Date.now() - ageDays * 86_400_000).toISOString(),
    form: "mission",
    locale: "ru",
    page: "/ru/business-missions",
    name: "Ирина Петрова",
    company: "ООО Север",
    email,
    phone: "+7 495 123-45-67",
    category: null,
    program: "Кантонская ярмарка",
    ...noRequestDetails,
    message: "Группа из пяти человек",
    spam: false,
    spamReason: null,
    withoutJavaScript: false,
    personalDataConsent: false,
    clientIp: "192.0.2.44",
    attribution: noAttribution,
    ...overrides,
  };
}

function cli(env: Record<string, string>, ...args: string[]) {
  return leadsCli(env, args);
}

/** Each case starts the CLI as its own process (tsx compiles it), seconds apiece on a busy machine. */
const cliCase = { timeout: 60_000 };

describe.each(storeKinds)("leads CLI on %s", cliCase, (kind) => {
  async function seeded() {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const store = await openLeadStore(fresh.leads);
    const hers = [
      lead("irina@sever.example", 1, {
        travellers: 6,
        travelPeriod: "сентябрь",
        cities: ["beijing", "shanghai"],
      }),
      lead("Irina@Sever.example", 3),
    ];
    const other = lead("oleg@yug.example");
    const at = (minutes: number) => new Date(Date.now() - 3_600_000 + minutes * 60_000);
    await store.insertLead(hers[0]!, ["email", "webhook"], { autoreply: { since: at(-1440) } });
    for (const row of [hers[1]!, other]) await store.insertLead(row, ["email", "webhook"]);
    await store.markDelivered(hers[0]!.id, "email", at(1));
    await store.markFailed(hers[0]!.id, "webhook", "HTTP 502", at(30), at(2));
    await store.markDelivered(other.id, "email", at(3));
    await store.inbox.setStatus(hers[0]!.id, "contacted");
    const note = (text: string, minutes: number) => ({
      id: randomUUID(),
      author: "sales@pearl.example",
      at: at(minutes).toISOString(),
      text,
      reply: false,
    });
    await store.inbox.addNote(hers[0]!.id, note("Called her back", 4));
    await store.inbox.addNote(other.id, note("Oleg's own note", 5));
    await store.close();
    return { fresh, hers, other };
  }

  it("show --email prints every lead and delivery record of the address as JSON, any case", async () => {
    const { fresh, hers, other } = await seeded();
    const run = cli(fresh.env, "show", "--email", "IRINA@sever.example");
    expect(run.status).toBe(0);
    const shown = JSON.parse(run.stdout);
    expect(shown.leads.map((row: Lead) => row.id).sort()).toEqual(hers.map((h) => h.id).sort());
    expect(shown.leads[0]).toMatchObject({ name: "Ирина Петрова", phone: "+7 495 123-45-67" });
    // The structured request (issue 30) is part of what is shown.
    expect(shown.leads.find((row: Lead) => row.id === hers[0]!.id)).toMatchObject({
      travellers: 6,
      travelPeriod: "сентябрь",
      cities: ["beijing", "shanghai"],
    });
    expect(shown.deliveries).toHaveLength(5); // email and webhook of each, her autoreply
    expect(shown.deliveries[0]).toHaveProperty("channel");
    expect(run.stdout).not.toContain(other.id);
    // Issue 35 (item 2): the inbox's records of her too.
    expect(shown.statuses).toEqual(
      expect.arrayContaining([
        { leadId: hers[0]!.id, status: "contacted" },
        { leadId: hers[1]!.id, status: "new" },
      ]),
    );
    expect(shown.notes).toMatchObject([
      { leadId: hers[0]!.id, author: "sales@pearl.example", text: "Called her back" },
    ]);
    expect(shown.deliveryAttempts).toMatchObject([
      { leadId: hers[0]!.id, channel: "email", result: "delivered", error: null },
      { leadId: hers[0]!.id, channel: "webhook", result: "failed", error: "HTTP 502" },
    ]);
    expect(shown.autoreply).toEqual({ sentAt: expect.any(String) });
    expect(run.stdout).not.toContain("Oleg's own note");
  });

  it("erase --email deletes the address's leads and delivery records, prints the counts, leaves no copy", async () => {
    const { fresh, hers, other } = await seeded();
    const run = cli(fresh.env, "erase", "--email", "irina@sever.example");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Erased 2 leads and 5 delivery records of irina@sever.example");
    const db = await openTestDb(fresh.leads);
    cleanups.push(() => db.close());
    expect(
      (await db.get("SELECT COUNT(*) AS n FROM leads WHERE lower(email) LIKE ?", "%irina%"))?.n,
    ).toBe(0);
    for (const row of hers) {
      expect((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ?", row.id))?.n).toBe(
        0,
      );
    }
    expect((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ?", other.id))?.n).toBe(
      2,
    );
    expect(JSON.parse(cli(fresh.env, "show", "--email", "irina@sever.example").stdout)).toEqual({
      email: "irina@sever.example",
      leads: [],
      statuses: [],
      deliveries: [],
      deliveryAttempts: [],
      notes: [],
      autoreply: null,
      files: [],
    });
  });

  it("purge deletes what retention says is due and prints what it removed", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const store = await openLeadStore(fresh.leads);
    await store.insertLead(lead("old@x.example", 800), ["email"]);
    await store.insertLead(lead("spam@x.example", 40, { spam: true }), []);
    await store.insertLead(lead("new@x.example", 2), ["email"]);
    await store.close();
    const run = cli(fresh.env, "purge");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      "Removed 1 leads older than 24 months, 1 spam older than 30 days, 1 delivery records",
    );
    const reader = await openLeadStore(fresh.leads);
    cleanups.push(() => reader.close());
    expect((await reader.listLeads()).map((row) => row.email)).toEqual(["new@x.example"]);
  });
});

describe("leads CLI arguments", cliCase, () => {
  it("show and erase need a real e-mail address, and say so", () => {
    for (const args of [["show"], ["erase", "--email", "not-an-address"]]) {
      const run = cli({ LEADS_DB: "/nonexistent/never-opened.db" }, ...args);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/--email/);
    }
  });
});
