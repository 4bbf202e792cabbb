import { afterEach, describe, expect, it } from "vitest";
import { leadStatuses } from "../lib/inbox/api";
import { dashboardSince, spamCheckSince } from "../server/inbox/dashboard";
import { recountEverything } from "../server/storage/dashboard-rollup-schema";
import { openPostgresDatabase, openSqliteDatabase } from "../server/storage/database";
import type { Lead } from "../server/storage/lead";
import { openLeadStore } from "../server/storage/open-lead-store";
import { storedLead } from "./support/lead-factory";
import { freshStore, storeKinds } from "./support/stores";

/**
 * The dashboard's daily roll-up (issue 31's quality bar, issue 35 item 8) kept up to date:
 * after leads arrive, change status, get their first reply, turn spam and back, are erased
 * and purged, the dashboard read from the roll-up equals the one counted again from every
 * lead — on every store.
 */
const now = new Date("2026-06-10T06:00:00.000Z");
const day = 86_400_000;
const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

const sectors = ["horeca", "electronics", "villas", null];
const locales = ["en", "ar", "ru", "es"];

/** Forty leads over the last eight weeks (some today, so still due), varied in every breakdown. */
function leads(): Lead[] {
  return Array.from({ length: 40 }, (_, index) =>
    storedLead({
      createdAt: new Date(
        now.getTime() - ((index * 37) % 56) * day - index * 3_600_000,
      ).toISOString(),
      name: `Buyer ${index}`,
      email: `buyer${index % 13}@buyer.example`,
      locale: locales[index % 4],
      page: `/${locales[index % 4]}`,
      category: sectors[index % 4]!,
      spam: index % 11 === 0,
      spamReason: index % 11 === 0 ? "proof_invalid" : null,
      attribution: {
        landingPage: index % 3 === 0 ? `/${locales[index % 4]}/horeca` : null,
        utmSource: index % 5 === 0 ? null : ["google", "bing"][index % 2],
        utmCampaign: index % 4 === 0 ? "hotels-gulf" : null,
      },
    }),
  );
}

describe.each(storeKinds)("the dashboard's roll-up on %s", { timeout: 120_000 }, (kind) => {
  it("equals a count from scratch after inserts, status changes, replies, spam, erasure and purge", async () => {
    const place = await freshStore(kind);
    cleanUps.push(() => place.remove());
    const store = await openLeadStore(place.leads);
    cleanUps.push(() => store.close());
    // A second connection, as another server or the CLI would have.
    const other = place.leads.databaseUrl
      ? await openPostgresDatabase(place.leads.databaseUrl, 5000)
      : await openSqliteDatabase(place.leads.dbPath, 5000);
    cleanUps.push(() => other.close());
    const dashboard = (at = now) =>
      store.inbox.dashboard(dashboardSince(at), 20, spamCheckSince(at), at);
    /** The dashboard from the roll-up, then counted again from every lead: both the same. */
    const checked = async (at = now) => {
      const kept = await dashboard(at);
      await recountEverything(other.db);
      const fromScratch = await dashboard(at);
      expect(sorted(kept)).toEqual(sorted(fromScratch));
      // The overdue count, from the roll-up too, is every open lead past due, of any age.
      const open = await other.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("first_response_at", "is", null)
        .where("spam", "=", 0)
        .where("status", "=", "new")
        .where("due_at", "<", at.toISOString())
        .executeTakeFirstOrThrow();
      expect(kept.promise.overdueCount).toBe(Number(open.n));
      return kept;
    };

    const all = leads();
    for (const lead of all) await store.insertLead(lead, []);
    const first = await checked();
    expect(total(first)).toBe(all.filter((lead) => !lead.spam).length);
    expect(first.promise.overdueCount).toBeGreaterThan(0);

    // Statuses and first replies: answered in the histogram, kept and decided per sector.
    const open = all.filter((lead) => !lead.spam);
    for (const [index, lead] of open.entries()) {
      if (index % 3 === 0) {
        await store.inbox.setStatus(lead.id, leadStatuses[index % leadStatuses.length]!);
      }
      if (index % 2 === 0) {
        await store.inbox.recordFirstResponse(
          lead.id,
          new Date(new Date(lead.createdAt).getTime() + (index % 5) * 7_200_000),
        );
      }
    }
    const answered = await checked();
    expect(answered.promise.responseBuckets.reduce((sum, row) => sum + row.leads, 0)).toBe(
      Math.ceil(open.length / 2),
    );

    // Spam one way and back; the other connection changes a lead too (as the CLI would).
    await store.inbox.markSpam(open[1]!.id);
    await store.markNotSpam(all[0]!.id, []);
    await other.db
      .updateTable("leads")
      .set({ category: "villas" })
      .where("id", "=", open[5]!.id)
      .execute();
    const moved = await checked();
    expect(total(moved)).toBe(total(answered) + 1 - 1);

    // Erasure of one address (several leads), then a purge of the oldest weeks.
    const erased = await store.eraseByEmail("buyer3@buyer.example");
    expect(erased.leads).toBeGreaterThan(1);
    const afterErasure = await checked();
    expect(total(afterErasure)).toBeLessThan(total(moved));
    const purged = await store.purge({
      leadsBefore: new Date(now.getTime() - 21 * day),
      spamBefore: new Date(now.getTime() - 21 * day),
      clientIpBefore: new Date(now.getTime() - 21 * day),
    });
    expect(purged.leads).toBeGreaterThan(0);
    const afterPurge = await checked();
    expect(total(afterPurge)).toBeLessThan(total(afterErasure));

    // Three days on: leads that were still due are decided now, with no change to any row.
    const later = await checked(new Date(now.getTime() + 3 * day));
    const decided = (counts: typeof later) =>
      counts.promise.kept.reduce((sum, row) => sum + row.decided, 0);
    expect(decided(later)).toBeGreaterThan(decided(afterPurge));
  });
});

type Counts = Awaited<ReturnType<Awaited<ReturnType<typeof openLeadStore>>["inbox"]["dashboard"]>>;

/** Every lead the weekly locale counts hold. */
function total(counts: Counts): number {
  return counts.byLocale.reduce((sum, row) => sum + row.leads, 0);
}

/** `counts` with its unordered lists in one order (the rankings keep theirs). */
function sorted(counts: Counts) {
  const order = <T>(rows: T[]) =>
    [...rows].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  return {
    ...counts,
    byLocale: order(counts.byLocale),
    bySector: order(counts.bySector),
    bySource: order(counts.bySource),
    spamToCheck: order(counts.spamToCheck),
    promise: {
      ...counts.promise,
      responseBuckets: order(counts.promise.responseBuckets),
      kept: order(counts.promise.kept),
    },
  };
}
