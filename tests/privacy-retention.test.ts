import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { retentionCutoffs } from "../server/privacy/retention";
import type { LeadStore } from "../server/storage/lead-store";
import type { Lead } from "../server/storage/lead";
import { openLeadStore } from "../server/storage/open-lead-store";
import { noAttribution, noRequestDetails } from "./support/lead-factory";
import { testConfig, waitFor } from "./support/leads-env";
import { freshStore, storeKinds } from "./support/stores";

/**
 * The privacy policy's "How long we keep it" (issue 16): leads 24 months, spam 30 days, the
 * sender's IP address 30 days, each with its delivery records, at start and once a day.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const day = 86_400_000;

function lead(ageMs: number, overrides: Partial<Lead> = {}): Lead {
  return {
    id: randomUUID(),
    createdAt: new Date(Date.now() - ageMs).toISOString(),
    form: "contact",
    locale: "en",
    page: "/en",
    name: "Jane Buyer",
    company: null,
    email: "jane@buyer.example",
    phone: null,
    category: null,
    program: null,
    ...noRequestDetails,
    message: "Ovens",
    spam: false,
    spamReason: null,
    withoutJavaScript: false,
    personalDataConsent: false,
    clientIp: "198.51.100.7",
    attribution: noAttribution,
    ...overrides,
  };
}

async function ids(store: LeadStore) {
  return (await store.listLeads()).map((row) => row.id);
}

describe("retention cut-offs", () => {
  it("are 24 calendar months for leads, 30 days for spam and IP addresses", () => {
    const cutoffs = retentionCutoffs(new Date("2026-03-31T12:00:00Z"));
    expect(cutoffs.leadsBefore.toISOString()).toBe("2024-03-31T12:00:00.000Z");
    expect(cutoffs.spamBefore.toISOString()).toBe("2026-03-01T12:00:00.000Z");
    expect(cutoffs.clientIpBefore.toISOString()).toBe("2026-03-01T12:00:00.000Z");
  });
});

describe.each(storeKinds)("retention on %s", (kind) => {
  async function setUp(intervalMs?: number) {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const store = await openLeadStore(fresh.leads);
    const config = testConfig(fresh.workspace, fresh.env);
    return { store, config, intervalMs };
  }

  it("at start, deletes leads past 24 months and spam past 30 days with their deliveries; clears IPs past 30 days", async () => {
    const { store, config } = await setUp();
    const old = lead(731 * day);
    const young = lead(700 * day);
    const oldSpam = lead(31 * day, { spam: true });
    const youngSpam = lead(29 * day, { spam: true });
    const recent = lead(1 * day);
    for (const row of [old, young, oldSpam, youngSpam, recent]) {
      await store.insertLead(row, row.spam ? [] : ["email"]);
    }
    const app = await buildApp(config, { store });
    cleanups.push(() => app.close());
    await app.ready();

    const reader = await openLeadStore(config.leads);
    cleanups.push(() => reader.close());
    expect(new Set(await ids(reader))).toEqual(new Set([young.id, youngSpam.id, recent.id]));
    expect(await reader.deliveries(old.id)).toEqual([]);
    expect(await reader.deliveries(young.id)).toHaveLength(1);
    const kept = await reader.listLeads();
    expect(kept.find((row) => row.id === young.id)?.clientIp).toBeNull();
    expect(kept.find((row) => row.id === recent.id)?.clientIp).toBe("198.51.100.7");
  });

  it("the daily job deletes a lead that has aged past 24 months while the server runs", async () => {
    const { store, config } = await setUp();
    const app = await buildApp(config, { store, retentionIntervalMs: 100 });
    cleanups.push(() => app.close());
    await app.ready();
    const aged = lead(731 * day);
    const agedSpam = lead(31 * day, { spam: true });
    await store.insertLead(aged, ["email"]);
    await store.insertLead(agedSpam, []);
    await waitFor(async () => (await store.countLeads()) === 0);
    expect(await store.deliveries(aged.id)).toEqual([]);
  });
});
