import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { DashboardResponse, LeadDetail, LeadsPage } from "../lib/inbox/api";
import { inboxApp, inboxClient } from "./support/inbox-env";
import { storedLead } from "./support/lead-factory";
import { validLead } from "./support/leads-env";
import { storeKinds } from "./support/stores";

/**
 * Issue 28, item 3: spam the team can see. A lead the form's automatic checks stored as spam
 * is listed in the inbox's spam view with its reason, and the dashboard counts per day the
 * spam a real buyer can trip over, so a wrong verdict is seen within a day; the honeypot and
 * the team's own marks are listed but not counted — on every store.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const dayMs = 86_400_000;

let address = 1;
/** A visitor's form sent through the leads API from an address of its own; returns its id. */
async function send(app: FastifyInstance, body: Record<string, unknown>): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/leads",
    remoteAddress: `198.51.100.${address++}`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function setUp(kind: "sqlite" | "postgres") {
  const inbox = await inboxApp(kind);
  cleanups.push(() => inbox.close());
  const client = inboxClient(inbox.app);
  expect((await client.signIn()).statusCode).toBe(204);
  const get = client.getJson;
  /** The list for `query` as [name, spam reason] pairs, newest first. */
  const listed = async (query: string) =>
    (await get<LeadsPage>(`/api/inbox/leads?${query}`)).leads.map((lead) => [
      lead.name,
      lead.spamReason,
    ]);
  const spamToCheck = async () =>
    (await get<DashboardResponse>("/api/inbox/dashboard")).spamToCheck;
  return { ...inbox, client, get, listed, spamToCheck };
}

describe.each(storeKinds)("spam reasons in the inbox on %s", { timeout: 90_000 }, (kind) => {
  it("lists each spam lead with its reason and counts today only the ones a buyer can trip over", async () => {
    const { app, client, get, listed, spamToCheck } = await setUp(kind);
    // A buyer whose browser sent no proof of work, a bot that filled the honeypot, and a
    // real lead the team then marks as spam.
    const unproven = await send(
      app,
      validLead("contact", { name: "Nadia Unproven", altcha: undefined }),
    );
    await send(app, validLead("contact", { name: "Honey Bot", website: "https://spam.example" }));
    const marked = await send(app, validLead("contact", { name: "Mark Later" }));
    expect(await spamToCheck().then((days) => days.at(-1)!.count)).toBe(1);

    const patched = await client.request("PATCH", `/api/inbox/leads/${marked}`, {
      status: "spam",
    });
    expect(patched.json<LeadDetail>()).toMatchObject({ spam: true, spamReason: "marked" });

    expect(await listed("status=spam")).toEqual([
      ["Mark Later", "marked"],
      ["Honey Bot", "honeypot"],
      ["Nadia Unproven", "proof_missing"],
    ]);
    // Leads have no reason; the list without a status has no spam.
    expect(await listed("")).toEqual([]);
    const detail = await get<LeadDetail>(`/api/inbox/leads/${unproven}`);
    expect(detail).toMatchObject({ spam: true, spamReason: "proof_missing", deliveries: [] });

    // Neither the honeypot nor the team's own mark is counted: one to check today.
    const days = await spamToCheck();
    expect(days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 1 });
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(1);

    // The dashboard's link: the spam to check of a day, nothing else.
    const today = days.at(-1)!.day;
    expect(await listed(`status=spam&reason=check&from=${today}&to=${today}`)).toEqual([
      ["Nadia Unproven", "proof_missing"],
    ]);
    expect(await listed("reason=honeypot")).toEqual([["Honey Bot", "honeypot"]]);
    // Only spam has a reason: a workflow step with one matches nothing.
    expect(await listed("status=new&reason=check")).toEqual([]);
    const refused = await client.request("GET", "/api/inbox/leads?reason=bot");
    expect(refused.statusCode).toBe(400);

    // Taken out of spam with a workflow step (forwarded), the buyer is no longer to check.
    const rescued = await client.request("PATCH", `/api/inbox/leads/${unproven}`, {
      status: "new",
    });
    expect(rescued.json<LeadDetail>()).toMatchObject({ spam: false, spamReason: null });
    expect(await listed("")).toEqual([["Nadia Unproven", null]]);
    expect((await spamToCheck()).at(-1)!.count).toBe(0);
  });

  it("counts the last 14 days of spam to check per UTC day, oldest first, empty days as 0", async () => {
    const { store, spamToCheck } = await setUp(kind);
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs).toISOString();
    const spam = (daysAgo: number, spamReason: LeadDetail["spamReason"]) =>
      store.insertLead(storedLead({ createdAt: at(daysAgo), spam: true, spamReason }), []);
    await spam(3, "too_fast");
    await spam(3, "proof_invalid");
    await spam(3, "honeypot");
    await spam(5, "daily_cap");
    await spam(5, "proof_reused");
    await spam(13, "too_fast");
    // Before the 14 days, and spam stored before reasons were kept: not counted.
    await spam(14, "proof_missing");
    await spam(1, null);
    await store.insertLead(storedLead({ createdAt: at(1) }), []);

    const days = await spamToCheck();
    expect(days).toHaveLength(14);
    expect(days.at(-1)!.day).toBe(at(0).slice(0, 10));
    for (const [index, day] of days.entries()) {
      expect(day.day).toBe(at(13 - index).slice(0, 10));
    }
    const counted = Object.fromEntries(
      days.filter((day) => day.count > 0).map((day) => [day.day, day.count]),
    );
    expect(counted).toEqual({
      [at(13).slice(0, 10)]: 1,
      [at(5).slice(0, 10)]: 2,
      [at(3).slice(0, 10)]: 2,
    });
  });
});
