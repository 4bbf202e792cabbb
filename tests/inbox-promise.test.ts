import { describe, expect, it } from "vitest";
import type { DashboardResponse, LeadDetail, LeadsPage, Note } from "../lib/inbox/api";
import { hashPassword } from "../server/inbox/passwords";
import { openLeadStore } from "../server/storage/open-lead-store";
import { inboxAppsClosedAfterEach, inboxClient, testUser } from "./support/inbox-env";
import { contentCopy } from "./support/content-copy";
import { storedLead } from "./support/lead-factory";
import { leadsCli } from "./support/leads-cli";
import { storeKinds } from "./support/stores";

/**
 * The one-business-day promise in the inbox's API (issue 31, items 2–4): each lead's due
 * time in office time, overdue once it passes (the clock moves), owners, and the first
 * response recorded once — on every store.
 */
const setUpInbox = inboxAppsClosedAfterEach();
const hour = 3_600_000;
/** Friday 13 March 2026, 17:30 in Guangzhou. */
const fridayEvening = new Date("2026-03-13T17:30:00+08:00");
const colleague = { email: "li.wei@pearl.example", password: "another long passphrase" };

async function setUp(kind: "sqlite" | "postgres") {
  const inbox = await setUpInbox(kind, {}, { clockStart: fridayEvening });
  await inbox.store.inbox.addUser(
    colleague.email,
    await hashPassword(colleague.password),
    new Date(),
  );
  const friday = storedLead({ createdAt: fridayEvening.toISOString(), name: "Friday Buyer" });
  const monday = storedLead({
    createdAt: new Date("2026-03-16T10:00:00+08:00").toISOString(),
    name: "Monday Buyer",
    email: "monday@buyer.example",
  });
  for (const lead of [friday, monday]) await inbox.store.insertLead(lead, []);
  const client = inboxClient(inbox.app);
  expect((await client.signIn()).statusCode).toBe(204);
  const get = client.getJson;
  const names = async (query: string) =>
    (await get<LeadsPage>(`/api/inbox/leads?${query}`)).leads.map((lead) => lead.name);
  const patch = (id: string, body: unknown) =>
    client.request("PATCH", `/api/inbox/leads/${id}`, body);
  return { ...inbox, friday, monday, client, get, names, patch };
}

describe.each(storeKinds)("the reply promise on %s", { timeout: 90_000 }, (kind) => {
  it("a lead of Friday 17:30 is due on Monday 13:30 office time, then overdue once the clock passes it", async () => {
    const { get, names, clock, client, friday } = await setUp(kind);
    const before = await get<LeadDetail>(`/api/inbox/leads/${friday.id}`);
    expect(before.dueAt).toBe("2026-03-16T13:30:00+08:00");
    expect(before.promise?.state).toBe("due");
    // Nine office hours left, less the moments the test has taken.
    expect(before.promise!.businessMs).toBeGreaterThan(9 * hour - 60_000);
    expect(await names("reply=overdue")).toEqual([]);

    // Monday 14:30: an hour past due.
    clock.advance(new Date("2026-03-16T14:30:00+08:00").getTime() - fridayEvening.getTime());
    await client.signIn(); // the session of Friday has expired
    const after = await get<LeadDetail>(`/api/inbox/leads/${friday.id}`);
    expect(after.promise?.state).toBe("overdue");
    expect(after.promise!.businessMs).toBeGreaterThanOrEqual(hour);
    expect(after.promise!.businessMs).toBeLessThan(hour + 60_000);
    expect(await names("reply=overdue")).toEqual(["Friday Buyer"]);
    expect(await names("reply=waiting&sort=due")).toEqual(["Friday Buyer", "Monday Buyer"]);
    const listed = await get<LeadsPage>("/api/inbox/leads?sort=due");
    expect(listed.leads.map((lead) => lead.dueAt)).toEqual([
      "2026-03-16T13:30:00+08:00",
      "2026-03-17T10:00:00+08:00",
    ]);
  });

  it("pages through the soonest-due order with its cursor, every lead once", async () => {
    const { get } = await setUp(kind);
    const first = await get<LeadsPage>("/api/inbox/leads?sort=due&limit=1");
    expect(first.leads.map((lead) => lead.name)).toEqual(["Friday Buyer"]);
    const second = await get<LeadsPage>(
      `/api/inbox/leads?sort=due&limit=1&cursor=${first.nextCursor}`,
    );
    expect(second.leads.map((lead) => lead.name)).toEqual(["Monday Buyer"]);
    expect(second.nextCursor).toBeNull();
  });

  it("assigns a lead to an inbox user, filters mine and unassigned, and refuses a stranger", async () => {
    const { patch, names, friday, monday } = await setUp(kind);
    const assigned = await patch(friday.id, { owner: testUser.email });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<LeadDetail>().owner).toBe(testUser.email);
    expect(await names("owner=mine")).toEqual(["Friday Buyer"]);
    expect(await names("owner=unassigned")).toEqual(["Monday Buyer"]);
    expect((await patch(monday.id, { owner: colleague.email })).statusCode).toBe(200);
    expect(await names(`owner=${encodeURIComponent(colleague.email)}`)).toEqual(["Monday Buyer"]);
    const stranger = await patch(monday.id, { owner: "nobody@pearl.example" });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ issues: [{ path: "owner" }] });
    expect((await patch(friday.id, { owner: null })).json<LeadDetail>().owner).toBeNull();
    expect(await names("owner=unassigned")).toEqual(["Friday Buyer"]);
    expect((await patch(friday.id, {})).statusCode).toBe(400);
  });

  it("records the first response once: marked contacted, or a note marked as a reply", async () => {
    const { patch, get, client, clock, friday, monday } = await setUp(kind);
    // Monday 10:00: four and a half hours of office time after Friday 17:30.
    clock.advance(new Date("2026-03-16T10:00:00+08:00").getTime() - fridayEvening.getTime());
    await client.signIn(); // the session of Friday has expired
    const contacted = (await patch(friday.id, { status: "contacted" })).json<LeadDetail>();
    expect(contacted.promise?.state).toBe("answered");
    expect(contacted.promise!.businessMs).toBeGreaterThanOrEqual(5.5 * hour);
    expect(contacted.promise!.businessMs).toBeLessThan(5.5 * hour + 60_000);
    const firstAt = contacted.firstResponseAt;
    clock.advance(2 * hour);
    await client.signIn();
    await patch(friday.id, { status: "qualified" });
    await patch(friday.id, { status: "contacted" });
    expect((await get<LeadDetail>(`/api/inbox/leads/${friday.id}`)).firstResponseAt).toBe(firstAt);

    const plain = await client.request("POST", `/api/inbox/leads/${monday.id}/notes`, {
      text: "Called, no answer",
    });
    expect(plain.json<Note>().reply).toBe(false);
    expect((await get<LeadDetail>(`/api/inbox/leads/${monday.id}`)).firstResponseAt).toBeNull();
    const reply = await client.request("POST", `/api/inbox/leads/${monday.id}/notes`, {
      text: "Sent the catalogue by e-mail",
      reply: true,
    });
    expect(reply.statusCode).toBe(201);
    const answered = await get<LeadDetail>(`/api/inbox/leads/${monday.id}`);
    expect(answered.firstResponseAt).toBe(reply.json<Note>().at);
    expect(answered.promise?.state).toBe("answered");
    expect(answered.notes.map((note) => note.reply)).toEqual([false, true]);
  });

  it("npm run leads -- assign ID EMAIL assigns, none unassigns, a stranger or unknown lead fails; due --since recomputes due times", async () => {
    const { config, friday, get } = await setUp(kind);
    const env: Record<string, string> =
      kind === "postgres"
        ? { DATABASE_URL: config.leads.databaseUrl! }
        : { LEADS_DB: config.leads.dbPath };
    const assigned = leadsCli(env, ["assign", friday.id, colleague.email.toUpperCase()]);
    expect(assigned.status, assigned.stderr).toBe(0);
    expect(assigned.stdout).toContain(`assigned to ${colleague.email}`);
    expect((await get<LeadDetail>(`/api/inbox/leads/${friday.id}`)).owner).toBe(colleague.email);
    expect(leadsCli(env, ["assign", friday.id, "stranger@pearl.example"]).status).toBe(1);
    expect(leadsCli(env, ["assign", "no-such-lead", colleague.email]).status).toBe(1);
    expect(leadsCli(env, ["assign", friday.id]).status).toBe(2);
    expect(leadsCli(env, ["assign", friday.id, "none"]).status).toBe(0);
    // The owners close Saturday 14 March after the fact: due times change only on request.
    const content = contentCopy();
    try {
      content.edit("holidays.yaml", (holidays) =>
        holidays.closed.push({ name: "Office move", from: "2026-03-14", to: "2026-03-14" }),
      );
      const cliEnv = { ...env, CONTENT_DIR: content.dir };
      expect(leadsCli(cliEnv, ["due"]).status).toBe(2);
      const recomputed = leadsCli(cliEnv, ["due", "--since", "2026-03-01"]);
      expect(recomputed.status, recomputed.stderr).toBe(0);
      // Friday's lead changes; Monday's, after the closed Saturday, does not.
      expect(recomputed.stdout).toContain(": 1 changed");
    } finally {
      content.remove();
    }
    expect((await get<LeadDetail>(`/api/inbox/leads/${friday.id}`)).dueAt).toBe(
      "2026-03-16T17:30:00+08:00",
    );
    const store = await openLeadStore(config.leads);
    expect((await store.inbox.getLead(friday.id))?.owner).toBeNull();
    await store.close();
  });

  it("the dashboard gives each week's median and 90th-percentile answer time, the share kept per week and sector, and the open overdue leads", async () => {
    const { patch, get, client, clock, friday, monday } = await setUp(kind);
    // Monday 10:00: Friday's lead answered after five and a half office hours, in time.
    clock.advance(new Date("2026-03-16T10:00:00+08:00").getTime() - fridayEvening.getTime());
    await client.signIn();
    await patch(friday.id, { status: "contacted" });
    // Tuesday 12:00: Monday's lead, due at 10:00, is still open.
    clock.advance(26 * hour);
    await client.signIn();
    const { promise } = await get<DashboardResponse>("/api/inbox/dashboard");
    const week = (day: string) => promise.weeks.find((each) => each.week === day)!;
    // Friday's lead counts in the week of Monday 9 March, Monday's in that of the 16th.
    expect(week("2026-03-09")).toMatchObject({
      answered: 1,
      // One answer, 5 h 30 min and a moment: read to the 10 minutes above.
      medianMs: 5.5 * hour + 10 * 60_000,
      p90Ms: 5.5 * hour + 10 * 60_000,
      decided: 1,
      kept: 1,
    });
    expect(week("2026-03-16")).toMatchObject({
      answered: 0,
      medianMs: null,
      decided: 1,
      kept: 0,
    });
    expect(promise.bySector).toEqual([{ sector: "horeca", decided: 2, kept: 1 }]);
    expect(promise.overdueCount).toBe(1);
    expect(promise.overdue).toEqual([
      {
        id: monday.id,
        name: "Monday Buyer",
        company: monday.company,
        sector: "horeca",
        dueAt: "2026-03-17T10:00:00+08:00",
        owner: null,
      },
    ]);
  });
});
