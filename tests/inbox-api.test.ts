import { afterEach, describe, expect, it } from "vitest";
import type {
  DashboardResponse,
  FacetsResponse,
  LeadDetail,
  LeadsPage,
  Note,
} from "../lib/inbox/api";
import { recordFields, recordOf } from "../lib/leads/lead-record";
import { exportColumns } from "../server/leads/export";
import { openErasureLog } from "../server/privacy/erasure-log";
import type { Lead } from "../server/storage/lead";
import { inboxApp, inboxClient, testUser } from "./support/inbox-env";
import { storedLead } from "./support/lead-factory";
import { waitFor } from "./support/leads-env";
import { storeKinds } from "./support/stores";

/**
 * What the sales team does through the inbox's API (issue 20, items 3 and 4): find leads
 * by filter and search, page through them, open one with its attribution, delivery log and
 * notes, move it through the workflow and in and out of spam, export the filter, erase a
 * person, read the dashboard — on every store.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const day = 86_400_000;
const ago = (days: number, hours = 0) =>
  new Date(Date.now() - days * day - hours * 3_600_000).toISOString();

/** A small realistic inbox: six leads over three weeks, one of them spam. */
function seedLeads(): Lead[] {
  return [
    storedLead({
      createdAt: ago(20),
      name: "Иван Петров",
      company: "ООО Рога",
      email: "ivan@roga.example",
      locale: "ru",
      page: "/ru/electronics",
      category: "electronics",
      phone: "+7 495 123-45-67",
      attribution: { utmSource: "yandex", utmCampaign: "spring-ru", landingPage: "/ru" },
    }),
    storedLead({
      createdAt: ago(10),
      name: "Layla Haddad",
      company: "Haddad Hotels",
      email: "layla@haddad.example",
      locale: "ar",
      page: "/ar/horeca",
      message: "Need 200 hotel beds",
      attribution: {
        utmSource: "google",
        utmCampaign: "hotels-gulf",
        landingPage: "/ar/horeca",
        clickId: "gclid-123",
      },
    }),
    storedLead({
      createdAt: ago(9),
      name: "Omar Said",
      company: "Said Resorts",
      email: "omar@said.example",
      locale: "ar",
      page: "/ar/horeca",
      attribution: { utmSource: "google", utmCampaign: "hotels-gulf", landingPage: "/ar/horeca" },
    }),
    storedLead({
      createdAt: ago(5),
      form: "mission",
      name: "Carmen Ruiz",
      company: null,
      email: "carmen@ruiz.example",
      locale: "es",
      page: "/es/business-missions",
      category: null,
      program: "canton-fair",
      message: '=HYPERLINK("http://evil.example","click")',
      attribution: { referrer: "https://www.linkedin.com", landingPage: "/es/business-missions" },
    }),
    storedLead({
      createdAt: ago(1),
      name: "Peter Smith",
      email: "PETER@smith.example",
      category: "villas",
      attribution: { utmSource: "google", utmCampaign: "villas-uk" },
    }),
    storedLead({
      createdAt: ago(0, 2),
      name: "Spam Bot",
      email: "bot@spam.example",
      spam: true,
      category: "horeca",
      attribution: { utmSource: "google", utmCampaign: "hotels-gulf" },
    }),
  ];
}

async function setUp(kind: "sqlite" | "postgres", env: Record<string, string> = {}) {
  const inbox = await inboxApp(kind, env);
  cleanups.push(() => inbox.close());
  const leads = seedLeads();
  for (const lead of leads) await inbox.store.insertLead(lead, []);
  const client = inboxClient(inbox.app);
  expect((await client.signIn()).statusCode).toBe(204);
  const get = client.getJson;
  const names = async (query: string) =>
    (await get<LeadsPage>(`/api/inbox/leads?${query}`)).leads.map((lead) => lead.name);
  return { ...inbox, leads, client, get, names };
}

describe.each(storeKinds)("inbox API on %s", { timeout: 90_000 }, (kind) => {
  it("lists leads newest first, spam apart, and filters by each field and by search", async () => {
    const { names, get } = await setUp(kind);
    expect(await names("")).toEqual([
      "Peter Smith",
      "Carmen Ruiz",
      "Omar Said",
      "Layla Haddad",
      "Иван Петров",
    ]);
    expect(await names("status=spam")).toEqual(["Spam Bot"]);
    expect(await names("sector=horeca&campaign=hotels-gulf")).toEqual([
      "Omar Said",
      "Layla Haddad",
    ]);
    expect(await names("locale=ru")).toEqual(["Иван Петров"]);
    expect(await names("form=mission")).toEqual(["Carmen Ruiz"]);
    expect(await names("source=www.linkedin.com")).toEqual(["Carmen Ruiz"]);
    expect(await names("source=google")).toEqual(["Peter Smith", "Omar Said", "Layla Haddad"]);
    expect(await names("status=new&source=yandex")).toEqual(["Иван Петров"]);
    expect(await names("status=contacted")).toEqual([]);
    const from = ago(10).slice(0, 10);
    const to = ago(5).slice(0, 10);
    expect(await names(`from=${from}&to=${to}`)).toEqual([
      "Carmen Ruiz",
      "Omar Said",
      "Layla Haddad",
    ]);
    // Search: name, company, e-mail and message, any letter case, any script.
    expect(await names("q=иван")).toEqual(["Иван Петров"]);
    expect(await names("q=РОГА")).toEqual(["Иван Петров"]);
    expect(await names("q=peter%40SMITH")).toEqual(["Peter Smith"]);
    expect(await names("q=hotel%20beds")).toEqual(["Layla Haddad"]);
    expect(await names("q=resorts&sector=horeca")).toEqual(["Omar Said"]);
    expect(await names("q=100%25")).toEqual([]);
    const summary = (await get<LeadsPage>("/api/inbox/leads?q=layla")).leads[0];
    expect(summary).toMatchObject({
      status: "new",
      spam: false,
      form: "contact",
      locale: "ar",
      sector: "horeca",
      email: "layla@haddad.example",
      country: "GB",
      source: "google",
      campaign: "hotels-gulf",
      withoutJavaScript: false,
    });
  });

  it("pages with an opaque cursor through every lead exactly once", async () => {
    const { get, client } = await setUp(kind);
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: LeadsPage = await get<LeadsPage>(
        `/api/inbox/leads?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.leads.length).toBeLessThanOrEqual(2);
      seen.push(...page.leads.map((lead) => lead.name));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([
      "Peter Smith",
      "Carmen Ruiz",
      "Omar Said",
      "Layla Haddad",
      "Иван Петров",
    ]);
    for (const query of [
      "limit=0",
      "limit=101",
      "status=archived",
      "from=yesterday",
      "cursor=xyz",
    ]) {
      const response = await client.request("GET", `/api/inbox/leads?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error).toBe("invalid_request");
    }
  });

  it("offers the values present in the store for the filter menus", async () => {
    const { get } = await setUp(kind);
    expect(await get<FacetsResponse>("/api/inbox/facets")).toEqual({
      forms: ["contact", "mission"],
      locales: ["ar", "en", "es", "ru"],
      sectors: ["electronics", "horeca", "villas"],
      sources: ["google", "www.linkedin.com", "yandex"],
      campaigns: ["hotels-gulf", "spring-ru", "villas-uk"],
    });
  });

  it("shows a lead with every field, attribution, each delivery attempt and notes; 404 for none", async () => {
    const { get, client, store, leads } = await setUp(kind);
    const layla = leads[1]!;
    await store.markFailed(
      layla.id,
      "webhook",
      "HTTP 502",
      new Date(),
      new Date(Date.now() - 60_000),
    );
    await store.markDelivered(layla.id, "webhook", new Date());
    const note = await client.request("POST", `/api/inbox/leads/${layla.id}/notes`, {
      text: "  Called, wants a quote by Friday.  ",
    });
    expect(note.statusCode).toBe(201);
    expect(note.json<Note>()).toMatchObject({
      author: testUser.email,
      text: "Called, wants a quote by Friday.",
    });
    const detail = await get<LeadDetail>(`/api/inbox/leads/${layla.id}`);
    expect(detail).toMatchObject({
      id: layla.id,
      name: "Layla Haddad",
      page: "/ar/horeca",
      phone: "+44 20 7946 0000",
      message: "Need 200 hotel beds",
      attribution: {
        landingPage: "/ar/horeca",
        utmSource: "google",
        utmCampaign: "hotels-gulf",
        clickId: "gclid-123",
        referrer: null,
      },
    });
    // Every field the lead record declares reaches the inbox, as stored (issue 36).
    expect(Object.keys(detail)).toEqual(expect.arrayContaining([...recordFields]));
    expect(detail).toMatchObject(recordOf((await store.inbox.getLead(layla.id))!));
    expect(detail.deliveries).toEqual([
      { channel: "webhook", at: expect.any(String), result: "failed", error: "HTTP 502" },
      { channel: "webhook", at: expect.any(String), result: "delivered", error: null },
    ]);
    expect(detail.notes.map((n) => [n.author, n.text])).toEqual([
      [testUser.email, "Called, wants a quote by Friday."],
    ]);
    const missing = await client.request("GET", "/api/inbox/leads/no-such-lead");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "not_found" });
    const noEndpoint = await client.request("GET", "/api/inbox/no-such-endpoint");
    expect(noEndpoint.statusCode).toBe(404);
    expect(noEndpoint.json()).toEqual({ error: "not_found" });
    for (const text of ["", "   ", "x".repeat(5001)]) {
      const refused = await client.request("POST", `/api/inbox/leads/${layla.id}/notes`, { text });
      expect(refused.statusCode).toBe(400);
    }
    const nowhere = await client.request("POST", "/api/inbox/leads/no-such-lead/notes", {
      text: "lost",
    });
    expect(nowhere.statusCode).toBe(404);
  });

  it("moves a lead through the workflow, into spam, and out of spam with its delivery queued", async () => {
    const receiver = "http://127.0.0.1:9/unreachable";
    const { client, get, names, store, leads } = await setUp(kind, {
      LEADS_WEBHOOK_URL: receiver,
      LEADS_WEBHOOK_SECRET: "webhook-secret",
    });
    const peter = leads[4]!;
    const patch = (id: string, status: string) =>
      client.request("PATCH", `/api/inbox/leads/${id}`, { status });
    const contacted = await patch(peter.id, "contacted");
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json<LeadDetail>().status).toBe("contacted");
    expect(await names("status=contacted")).toEqual(["Peter Smith"]);
    expect((await patch(peter.id, "spam")).json<LeadDetail>().spam).toBe(true);
    expect(await names("status=spam")).toEqual(["Spam Bot", "Peter Smith"]);
    expect(await names("")).not.toContain("Peter Smith");

    const bot = leads[5]!;
    const rescued = await patch(bot.id, "qualified");
    expect(rescued.json<LeadDetail>()).toMatchObject({ spam: false, status: "qualified" });
    expect((await store.deliveries(bot.id)).map((d) => d.channel)).toEqual(["webhook"]);
    // The worker tries it: the attempt shows in the lead's delivery log.
    await waitFor(
      async () => (await get<LeadDetail>(`/api/inbox/leads/${bot.id}`)).deliveries.length > 0,
    );
    expect((await get<LeadDetail>(`/api/inbox/leads/${bot.id}`)).deliveries[0]).toMatchObject({
      channel: "webhook",
      result: "failed",
    });
    expect((await patch(bot.id, "archived")).statusCode).toBe(400);
    expect((await patch("no-such-lead", "won")).statusCode).toBe(404);
  });

  it("exports the whole filter as CSV with the export's columns, neutralised, and as JSON", async () => {
    const { client, store } = await setUp(kind);
    // More than a page of leads in the filter: the export is not one page.
    for (let i = 0; i < 120; i++) {
      await store.insertLead(
        storedLead({
          name: `Bulk ${i}`,
          email: `bulk${i}@mission.example`,
          form: "mission",
          category: null,
        }),
        [],
      );
    }
    const csv = await client.request("GET", "/api/inbox/export.csv?form=mission");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(exportColumns.map((column) => column.name).join(","));
    expect(lines).toHaveLength(1 + 121);
    const carmen = lines.find((line) => line.includes("Carmen Ruiz"))!;
    expect(carmen).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const json = await client.request("GET", "/api/inbox/export.json?form=mission&q=carmen");
    expect(json.headers["content-disposition"]).toMatch(/filename="leads-.*\.json"/);
    const rows = json.json<Record<string, unknown>[]>();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Carmen Ruiz", referrer: "https://www.linkedin.com" });
    expect((await client.request("GET", "/api/inbox/export.csv?to=someday")).statusCode).toBe(400);
  });

  it("erases the person of a lead, every lead of their address in any case, notes included", async () => {
    const { client, store, leads, config } = await setUp(kind);
    const peter = leads[4]!;
    const again = storedLead({ name: "Peter Smith", email: "peter@SMITH.example" });
    await store.insertLead(again, []);
    await client.request("POST", `/api/inbox/leads/${again.id}/notes`, { text: "Second enquiry" });
    const erased = await client.request("POST", `/api/inbox/leads/${peter.id}/erase`, {});
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({
      erased: { leads: 2, deliveries: 0, notes: 1, attachments: 0 },
    });
    for (const id of [peter.id, again.id]) {
      expect((await client.request("GET", `/api/inbox/leads/${id}`)).statusCode).toBe(404);
    }
    expect((await store.findByEmail("peter@smith.example")).leads).toEqual([]);
    expect(
      (await client.request("POST", `/api/inbox/leads/${peter.id}/erase`, {})).statusCode,
    ).toBe(404);
    // Logged outside the database, so a restored backup cannot bring Peter back (issue 32).
    const log = openErasureLog(config.backup.erasureLog);
    expect((await log.read()).people).toEqual(new Set([await log.keyOf("Peter@Smith.example")]));
  });

  it("counts 26 weeks by locale, sector and source without spam, and ranks pages and campaigns", async () => {
    const { get, leads } = await setUp(kind);
    const dashboard = await get<DashboardResponse>("/api/inbox/dashboard");
    expect(dashboard.weeks).toHaveLength(26);
    for (const week of dashboard.weeks) {
      expect(new Date(`${week.week}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    const total = dashboard.weeks.reduce((sum, week) => sum + week.total, 0);
    expect(total).toBe(leads.filter((lead) => !lead.spam).length);
    expect(dashboard.weeks.slice(0, 20).every((week) => week.total === 0)).toBe(true);
    const sum = (key: "byLocale" | "bySector" | "bySource") =>
      dashboard.weeks.reduce<Record<string, number>>((all, week) => {
        for (const [name, n] of Object.entries(week[key])) all[name] = (all[name] ?? 0) + n;
        return all;
      }, {});
    expect(sum("byLocale")).toEqual({ ru: 1, ar: 2, es: 1, en: 1 });
    expect(sum("bySector")).toEqual({ electronics: 1, horeca: 2, "(none)": 1, villas: 1 });
    expect(sum("bySource")).toEqual({ yandex: 1, google: 3, "www.linkedin.com": 1 });
    expect(dashboard.landingPages[0]).toEqual({ page: "/ar/horeca", leads: 2 });
    expect(dashboard.campaigns[0]).toEqual({ source: "google", campaign: "hotels-gulf", leads: 2 });
    expect(dashboard.campaigns).toHaveLength(4);
  });
});
