import { setImmediate } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { DashboardResponse } from "../lib/inbox/api";
import { dueAt } from "../server/inbox/business-time";
import { loadOfficeCalendar } from "../server/inbox/office-calendar";
import { openSqliteDatabase } from "../server/storage/database";
import { leadRow } from "../server/storage/lead-row";
import { exportPageSize } from "../server/storage/sql-inbox-store";
import { inboxAppsClosedAfterEach, inboxClient, type InboxApp } from "./support/inbox-env";
import { storedLead } from "./support/lead-factory";

/**
 * Issue 31's quality bar and issue 35 item 8: one salesperson's dashboard or export does
 * not stall the server. better-sqlite3 runs on the event loop, so the work is done in short
 * steps with turns between them: while a dashboard counts 26 weeks of leads afresh, or an
 * export reads thousands, the server keeps answering others (here `/readyz`, which reads
 * the store too). Ordering, not a time bound: the figures are in `npm run bench:inbox` and
 * `npm run bench:export-load`.
 */
const setUp = inboxAppsClosedAfterEach();
const calendar = loadOfficeCalendar();
const dayMs = 86_400_000;
const leadCount = exportPageSize * 30;

/** `leadCount` leads spread over the last 26 weeks, stored in one go from a second connection. */
async function seedLeads(inbox: InboxApp) {
  const other = await openSqliteDatabase(inbox.config.leads.dbPath, 5000);
  try {
    const now = inbox.clock.now().getTime();
    const rows = Array.from({ length: leadCount }, (_, index) => {
      const created = new Date(now - ((index * 7919) % (182 * dayMs)));
      const lead = storedLead({
        createdAt: created.toISOString(),
        name: `Buyer ${index}`,
        email: `buyer${index}@stall.example`,
        locale: ["en", "ar", "ru", "es"][index % 4],
      });
      return leadRow(lead, undefined, dueAt(created, calendar));
    });
    for (let at = 0; at < rows.length; at += 500) {
      await other.db
        .insertInto("leads")
        .values(rows.slice(at, at + 500))
        .execute();
    }
  } finally {
    await other.close();
  }
}

/**
 * How many `/readyz` requests, one after another, were answered while `work` ran; and
 * `work`'s result. Every one of them must have been ready.
 */
async function answeredMeanwhile<T>(inbox: InboxApp, work: Promise<T>) {
  let done = false;
  const result = work.finally(() => {
    done = true;
  });
  let answered = 0;
  while (!done) {
    // A request arrives from the network, in a later turn of the event loop.
    await setImmediate();
    const ready = await inbox.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    if (!done) answered += 1;
  }
  return { answered, result: await result };
}

describe("one salesperson cannot stall the server (SQLite)", { timeout: 180_000 }, () => {
  it("answers other requests while a dashboard counts every day afresh, and while an export runs", async () => {
    const inbox = await setUp("sqlite");
    await seedLeads(inbox);
    const client = inboxClient(inbox.app);
    expect((await client.signIn()).statusCode).toBe(204);

    // Every day of 26 weeks was just marked stale: this dashboard recounts all of them.
    const dashboard = await answeredMeanwhile(inbox, client.request("GET", "/api/inbox/dashboard"));
    expect(dashboard.result.statusCode).toBe(200);
    const weeks = dashboard.result.json<DashboardResponse>().weeks;
    expect(weeks.reduce((sum, week) => sum + week.total, 0)).toBe(leadCount);
    // A dashboard counted in one stretch would let one request in at most (before it began).
    expect(dashboard.answered).toBeGreaterThan(10);

    const exported = await answeredMeanwhile(inbox, client.request("GET", "/api/inbox/export.csv"));
    expect(exported.result.statusCode).toBe(200);
    // The header row, then one row per lead (no line breaks in these leads' fields).
    expect(exported.result.body.trimEnd().split("\r\n")).toHaveLength(leadCount + 1);
    expect(exported.answered).toBeGreaterThan(10);
  });
});
