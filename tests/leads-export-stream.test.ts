import { afterEach, describe, expect, it } from "vitest";
import { csvChunks, jsonChunks, leadsToCsv, leadsToJson } from "../server/leads/export";
import type { Lead } from "../server/storage/lead";
import { openLeadStore } from "../server/storage/open-lead-store";
import { exportPageSize } from "../server/storage/sql-inbox-store";
import { inboxAppsClosedAfterEach, inboxClient } from "./support/inbox-env";
import { storedLead } from "./support/lead-factory";
import { leadsCli } from "./support/leads-cli";
import { freshStore, storeKinds } from "./support/stores";

/**
 * Issue 35 (item 8): the exports stream page by page, so one salesperson exporting
 * everything cannot fill the server's memory; what arrives is the whole export, valid.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const setUp = inboxAppsClosedAfterEach();

/** Two and a bit pages of leads, many sharing a second, so paging must order by id too. */
const leadCount = exportPageSize * 2 + 137;
function manyLeads(): Lead[] {
  const start = Date.parse("2026-06-01T00:00:00.000Z");
  return Array.from({ length: leadCount }, (_, i) =>
    storedLead({
      createdAt: new Date(start + Math.floor(i / 50) * 1000).toISOString(),
      name: `Buyer ${i}`,
      email: `buyer${i}@export.example`,
      message: i % 7 === 0 ? 'Line one\nline two, "quoted"' : null,
    }),
  );
}

async function* pagesOf(leads: Lead[], size: number) {
  for (let at = 0; at < leads.length; at += size) yield leads.slice(at, at + size);
}
async function text(chunks: AsyncIterable<string>) {
  let all = "";
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe("streamed exports", () => {
  it("are the same text as the whole-array exports, page by page, empty or not", async () => {
    const leads = manyLeads().slice(0, 23);
    for (const size of [1, 5, 23, 100]) {
      expect(await text(csvChunks(pagesOf(leads, size)))).toBe(leadsToCsv(leads));
      expect(await text(jsonChunks(pagesOf(leads, size)))).toBe(leadsToJson(leads));
    }
    expect(await text(csvChunks(pagesOf([], 5)))).toBe(leadsToCsv([]));
    expect(await text(jsonChunks(pagesOf([], 5)))).toBe(leadsToJson([]));
  });

  for (const kind of storeKinds) {
    it(
      `give every lead once, newest first, as valid CSV and JSON, from the inbox (${kind})`,
      {
        timeout: 120_000,
      },
      async () => {
        const inbox = await setUp(kind);
        const leads = manyLeads();
        for (const lead of leads) await inbox.store.insertLead(lead, []);
        const client = inboxClient(inbox.app);
        expect((await client.signIn()).statusCode).toBe(204);

        const json = await client.request("GET", "/api/inbox/export.json");
        expect(json.statusCode).toBe(200);
        // Streamed: no length known when the answer starts.
        expect(json.headers["content-length"]).toBeUndefined();
        const rows = json.json<{ id: string; name: string; createdAt: string }[]>();
        expect(rows).toHaveLength(leadCount);
        expect(new Set(rows.map((row) => row.id))).toEqual(new Set(leads.map((lead) => lead.id)));
        const order = rows.map((row) => `${row.createdAt} ${row.id}`);
        expect(order).toEqual([...order].sort().reverse());

        const csv = await client.request("GET", "/api/inbox/export.csv?q=buyer");
        expect(csv.statusCode).toBe(200);
        const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
        // Header, one line per lead (quoted line breaks inside cells), and the final CRLF.
        expect(lines.at(-1)).toBe("");
        const ids = csv.body.match(/^[0-9a-f-]{36}(?=,)/gm) ?? [];
        expect(ids).toHaveLength(leadCount);
        expect(new Set(ids).size).toBe(leadCount);
      },
    );
  }

  it(
    "give every lead once, oldest first, from the CLI's export",
    { timeout: 120_000 },
    async () => {
      const fresh = await freshStore("sqlite");
      cleanups.push(() => fresh.remove());
      const store = await openLeadStore(fresh.leads);
      const leads = manyLeads();
      for (const lead of leads) await store.insertLead(lead, []);
      await store.close();

      const json = leadsCli(fresh.env, ["export", "--format", "json"]);
      expect(json.status, json.stderr).toBe(0);
      const rows = JSON.parse(json.stdout) as { id: string; createdAt: string }[];
      expect(rows.map((row) => row.id)).toEqual(
        [...leads]
          .sort((a, b) => `${a.createdAt} ${a.id}`.localeCompare(`${b.createdAt} ${b.id}`))
          .map((lead) => lead.id),
      );
      const csv = leadsCli(fresh.env, ["export", "--format", "csv"]);
      expect(csv.status, csv.stderr).toBe(0);
      expect(csv.stdout.match(/^[0-9a-f-]{36}(?=,)/gm)).toHaveLength(leadCount);
    },
  );
});
