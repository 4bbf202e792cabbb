import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { loadEntry } from "../lib/content/load.server";
import { stripFallbackDeep } from "../lib/content/fallback";
import { tempWorkspace, testConfig } from "./support/leads-env";
import { openTestDb, type TestDb } from "./support/test-db";

/**
 * The lead form's plain HTML post to `POST /api/leads` (issue 18), over HTTP, on the store
 * under test (SQLite, or PostgreSQL in the leads-postgres project): the visitor gets pages,
 * never JSON, and no field's value ever travels in a URL.
 */
const workspace = tempWorkspace();
let app: FastifyInstance;
let db: TestDb;
const host = "127.0.0.1:3000";
const site = `http://${host}`;
const ui = (locale: string) => stripFallbackDeep(loadEntry("ui", locale as "en", "site").data);

let ipCounter = 1;
function formPost(
  fields: Record<string, string>,
  { headers = {}, ip }: { headers?: Record<string, string | undefined>; ip?: string } = {},
) {
  const merged: Record<string, string> = {
    host,
    origin: site,
    "content-type": "application/x-www-form-urlencoded",
  };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return app.inject({
    method: "POST",
    url: "/api/leads",
    remoteAddress: ip ?? `10.9.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`,
    headers: merged,
    payload: new URLSearchParams(fields).toString(),
  });
}

const contact = (overrides: Record<string, string> = {}) => ({
  form: "contact",
  locale: "en",
  page: "/en/horeca",
  name: `Nora ${crypto.randomUUID()}`,
  company: "Hotel Nile",
  email: "nora@hotel.example",
  phone: "+20 100 000 0000",
  category: "horeca",
  message: "120 chairs & 30 tables",
  website: "",
  ...overrides,
});

const leadsNamed = async (name: string) =>
  (await db.get("SELECT COUNT(*) AS n FROM leads WHERE name = ?", name))?.n as number;

beforeAll(async () => {
  // A stand-in thank-you page with a <main>, as the build writes one per locale.
  for (const locale of ["en", "ar", "ru"]) {
    mkdirSync(join(workspace.siteDir, locale, "thank-you"), { recursive: true });
    writeFileSync(
      join(workspace.siteDir, locale, "thank-you", "index.html"),
      `<!DOCTYPE html><html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"/><title>Thanks</title><style>main{color:#111}</style><script type="module" src="/assets/entry.js"></script></head><body><header>site header</header><main id="main"><h1>Thanks</h1><a href="/${locale}" data-return-link="">back</a></main><footer>site footer</footer></body></html>`,
    );
  }
  const config = testConfig(workspace, { LEADS_RATE_LIMIT: "3", LEADS_RATE_WINDOW_SECONDS: "60" });
  app = await buildApp(config);
  await app.ready();
  db = await openTestDb(config.leads);
});

afterAll(async () => {
  await db.close();
  await app.close();
  workspace.remove();
});

describe("a lead form posted without JavaScript", () => {
  it("is stored once, marked, and answered 303 See Other to the thank-you page with no field in the URL", async () => {
    const lead = contact();
    const response = await formPost(lead);
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toBe("/en/thank-you?from=%2Fen%2Fhoreca");
    for (const value of [lead.name, lead.email, lead.message, "Nile"]) {
      expect(location).not.toContain(encodeURIComponent(value));
    }
    const row = await db.get("SELECT * FROM leads WHERE name = ?", lead.name);
    expect(row).toMatchObject({
      email: "nora@hotel.example",
      category: "horeca",
      message: "120 chairs & 30 tables",
      page: "/en/horeca",
      locale: "en",
    });
    expect(Boolean(row!.spam)).toBe(false);
    expect(Boolean(row!.without_javascript)).toBe(true);
  });

  it("the thank-you page it lands on links back to the page the form was on", async () => {
    const response = await app.inject({ url: "/en/thank-you?from=%2Fen%2Fhoreca" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<a href="/en/horeca" data-return-link="">');
    // Anything but a page of the site in that language leaves the link at the language home.
    for (const from of ["https://evil.example/", "//evil.example", "/ar/horeca", '/en"><b>']) {
      const other = await app.inject({ url: `/en/thank-you?from=${encodeURIComponent(from)}` });
      expect(other.body, from).toContain('<a href="/en" data-return-link="">');
    }
  });

  it("posted twice within 10 minutes is stored once; both posts land on the thank-you page", async () => {
    const lead = contact();
    const first = await formPost(lead);
    const second = await formPost(lead);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(await leadsNamed(lead.name)).toBe(1);
  });

  it("with the honeypot filled is answered like a lead and stored as spam", async () => {
    const lead = contact({ website: "http://spam.example" });
    const response = await formPost(lead);
    expect(response.statusCode).toBe(303);
    const row = await db.get("SELECT spam FROM leads WHERE name = ?", lead.name);
    expect(Boolean(row!.spam)).toBe(true);
  });

  it("a mission request lands on the thank-you page of its language", async () => {
    const response = await formPost({
      form: "mission",
      locale: "ar",
      page: "/ar/business-missions",
      name: "سارة",
      email: "sara@example.com",
      phone: "+971 50 000 0000",
      program: "",
      message: "",
      website: "",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/ar/thank-you?from=%2Far%2Fbusiness-missions");
  });
});

describe("an invalid form post", () => {
  it("answers 422 with a page in the form's language naming each field's problem by its label, the values kept and escaped", async () => {
    const lead = contact({
      name: "",
      email: "not-an-e-mail",
      message: 'Hello <script>alert("x")</script> & "quotes"',
      category: "villas",
    });
    const response = await formPost(lead);
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const copy = ui("en");
    const html = response.body;
    expect(html).toContain(copy.formPost.heading);
    expect(html).toContain(`>${copy.contactForm.name}</a>: ${copy.leadForm.errors.required}`);
    expect(html).toContain(`>${copy.contactForm.email}</a>: ${copy.leadForm.errors.invalid_email}`);
    // Every typed value is back in its field, escaped; nothing typed runs.
    expect(html).toContain('value="not-an-e-mail"');
    expect(html).toContain(
      "Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;",
    );
    expect(html).not.toContain("<script>alert");
    expect(html).toMatch(/<option value="villas" selected="">/);
    // Each field in error is marked and described by its message, as the island marks it.
    expect(html).toMatch(
      /<input id="contact-email" required="" aria-invalid="true" aria-describedby="contact-email-error"/,
    );
    expect(html).toContain(
      `<p id="contact-email-error" class="mt-1.5 text-sm font-medium text-accent-strong">${copy.leadForm.errors.invalid_email}</p>`,
    );
    expect(html).not.toMatch(/id="contact-company"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="Hotel Nile"');
    // The site's frame, without its scripts; the page is not stored and not a lead.
    expect(html).toContain("<header>site header</header>");
    expect(html).not.toMatch(/<script/i);
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    expect(await leadsNamed("")).toBe(0);
  });

  it("a value with broken percent-encoding or an encoded lone surrogate is named in the 422 page, never stored as its escapes", async () => {
    const copy = ui("en");
    for (const [field, broken] of [
      ["company", "%E0%A4%A"],
      ["company", "%ZZ"],
      ["message", "%ED%A0%80"],
      ["message", "caf%E9"],
    ] as const) {
      const lead = contact();
      const payload = new URLSearchParams(lead)
        .toString()
        .replace(
          `${field}=${encodeURIComponent(lead[field]).replaceAll("%20", "+")}`,
          `${field}=${broken}`,
        );
      expect(payload).toContain(broken);
      const response = await app.inject({
        method: "POST",
        url: "/api/leads",
        remoteAddress: `10.8.0.${ipCounter++ % 250}`,
        headers: { host, origin: site, "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
      expect(response.statusCode).toBe(422);
      const label = field === "company" ? copy.contactForm.company : copy.contactForm.message;
      expect(response.body).toContain(`>${label}</a>: ${copy.leadForm.errors.invalid_characters}`);
      // The other values come back as typed; the broken one is not echoed.
      expect(response.body).toContain(`value="${lead.email}"`);
      expect(response.body).not.toContain(broken);
      expect(await leadsNamed(lead.name)).toBe(0);
    }
  });

  it("in Arabic comes right to left, in Arabic", async () => {
    const response = await formPost(
      contact({ locale: "ar", page: "/ar", email: "", name: "نورة" }),
    );
    expect(response.statusCode).toBe(422);
    const copy = ui("ar");
    expect(response.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(response.body).toContain(copy.formPost.heading);
    expect(response.body).toContain(
      `>${copy.contactForm.email}</a>: ${copy.leadForm.errors.required}`,
    );
    expect(response.body).toContain('value="نورة"');
  });
});

describe("a form post from elsewhere", () => {
  it("with a foreign Origin is refused with 403 and a page in its language; nothing is stored", async () => {
    const lead = contact({ locale: "ru", page: "/ru" });
    const response = await formPost(lead, { headers: { origin: "https://evil.example" } });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(ui("ru").formPost.refused);
    expect(await leadsNamed(lead.name)).toBe(0);
  });

  it("without Origin is judged by its Referer", async () => {
    const ok = contact();
    const fromSite = await formPost(ok, {
      headers: { origin: undefined, referer: `${site}/en/horeca` },
    });
    expect(fromSite.statusCode).toBe(303);
    const bad = contact();
    const foreign = await formPost(bad, {
      headers: { origin: undefined, referer: "https://evil.example/en" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await leadsNamed(bad.name)).toBe(0);
  });

  it("with neither Origin nor Referer is refused", async () => {
    const lead = contact();
    const response = await formPost(lead, { headers: { origin: undefined } });
    expect(response.statusCode).toBe(403);
    expect(await leadsNamed(lead.name)).toBe(0);
  });
});

describe("the rate limit", () => {
  it("applies to form posts as to JSON: past it, 429 with a page saying so", async () => {
    const ip = "10.99.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await formPost(contact(), { ip })).statusCode);
    expect(statuses).toEqual([303, 303, 303, 429]);
    const limited = await formPost(contact({ locale: "es", page: "/es" }), {
      ip,
      headers: { referer: `${site}/es/horeca` },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.body).toContain(ui("es").leadForm.failed.rateLimited);
  });
});

describe("the Russian form's separate consent, without JavaScript (issue 34)", () => {
  const russian = (overrides: Record<string, string> = {}) =>
    contact({ locale: "ru", page: "/ru/horeca", message: "120 стульев", ...overrides });

  it("without the ticked box: 422, the Russian message on the box and in the summary, nothing stored, every value kept", async () => {
    const lead = russian({ name: `Ирина ${crypto.randomUUID()}` });
    const response = await formPost(lead, { headers: { referer: `${site}/ru/horeca` } });
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const copy = ui("ru").leadForm;
    const body = response.body;
    // The summary links the box; the box carries the message and is left unticked.
    expect(body).toContain('href="#contact-consent"');
    expect(body.split(copy.errors.consent_required).length - 1).toBe(2);
    const box = /<input[^>]*id="contact-consent"[^>]*>/.exec(body)?.[0] ?? "";
    expect(box).toContain('type="checkbox"');
    expect(box).toContain('aria-invalid="true"');
    expect(box).not.toContain("checked");
    expect(body).toContain('href="/ru/consent"');
    expect(body).toContain(lead.name);
    expect(await leadsNamed(lead.name)).toBe(0);
  });

  it("a box posted with another value is no consent", async () => {
    const lead = russian({ consent: "on" });
    const response = await formPost(lead);
    expect(response.statusCode).toBe(422);
    expect(await leadsNamed(lead.name)).toBe(0);
  });

  it("with the ticked box: stored with its consent recorded, 303 to the Russian thank-you page", async () => {
    const lead = russian({ consent: "yes" });
    const response = await formPost(lead);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/ru\/thank-you\?/);
    const row = await db.get(
      "SELECT personal_data_consent AS consent FROM leads WHERE name = ?",
      lead.name,
    );
    expect(Number(row?.consent)).toBe(1);
  });

  it("other locales keep sending without a box, recorded as no separate consent", async () => {
    for (const locale of ["en", "ar", "es"]) {
      const lead = contact({ locale, page: `/${locale}` });
      const response = await formPost(lead);
      expect(response.statusCode, locale).toBe(303);
      const row = await db.get(
        "SELECT personal_data_consent AS consent FROM leads WHERE name = ?",
        lead.name,
      );
      expect(Number(row?.consent), locale).toBe(0);
    }
  });
});
