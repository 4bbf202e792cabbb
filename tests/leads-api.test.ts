import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { buildApp } from "../server/app";
import { randomUUID } from "node:crypto";
import { solveChallenge } from "altcha-lib/v1";
import { minFillMs } from "../lib/leads/schema";
import {
  solvedAltcha,
  startSmtpPeer,
  tempWorkspace,
  testConfig,
  validLead,
  waitFor,
} from "./support/leads-env";
import { openTestDb, type TestDb } from "./support/test-db";

// Both store projects run this file at once, each with its own mail peer.
const workspace = tempWorkspace();
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let db: TestDb;

const count = async (table = "leads") =>
  (await db.get(`SELECT COUNT(*) AS n FROM ${table}`))?.n as number;

/** Each test request comes from its own IP so the rate limit only bites where tested. */
let ipCounter = 1;
function post(payload: unknown, headers: Record<string, string> = {}, ip?: string) {
  return app.inject({
    method: "POST",
    url: "/api/leads",
    remoteAddress: ip ?? `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`,
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  const config = testConfig(workspace, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?plaintext=allow`,
    LEADS_TO: "sales@pearl.example",
    LEADS_FROM: "site@pearl.example",
  });
  app = await buildApp(config);
  await app.ready();
  db = await openTestDb(config.leads);
});

afterAll(async () => {
  await db.close();
  await app.close();
  await smtp.close();
  workspace.remove();
});

describe("POST /api/leads with bytes that are not UTF-8 (issue 28)", () => {
  /** `lead` as JSON, each `__` in it a lone Latin-1 é (0xE9) and a cut-off sequence (0xE2). */
  function withBadBytes(lead: Record<string, unknown>): Buffer {
    const bytes = Buffer.from(JSON.stringify(lead), "utf8");
    for (let at = bytes.indexOf("__"); at !== -1; at = bytes.indexOf("__", at)) {
      bytes[at] = 0xe9;
      bytes[at + 1] = 0xe2;
    }
    return bytes;
  }

  it.each([
    ["a field", { message: "caf__" }, { message: "invalid_characters" }],
    [
      "two fields, one in the attribution",
      { company: "Caf__ Ltd", attribution: { utmSource: "news__" } },
      { company: "invalid_characters", "attribution.utmSource": "invalid_characters" },
    ],
    ["a key, no field", { x__: "1" }, { _body: "invalid_characters" }],
  ])(
    "in %s: refused naming where the bytes are (invalid_characters), never stored with U+FFFD",
    async (_where, overrides, fields) => {
      const name = `Broken ${randomUUID()}`;
      const response = await app.inject({
        method: "POST",
        url: "/api/leads",
        remoteAddress: `10.7.0.${ipCounter++ % 250}`,
        headers: { "content-type": "application/json" },
        payload: withBadBytes(validLead("contact", { name, ...overrides })),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: "invalid_lead", fields });
      expect((await db.get("SELECT COUNT(*) AS n FROM leads WHERE name = ?", name))!.n).toBe(0);
    },
  );
});

describe("POST /api/leads with a valid lead", () => {
  it("answers 201 with the id of the committed row and e-mails every field to sales", async () => {
    const lead = validLead("contact");
    const response = await post(lead);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(Object.keys(response.json())).toEqual(["id"]);
    const row = (await db.get("SELECT * FROM leads WHERE id = ?", id)) as Record<string, unknown>;
    expect(row).toMatchObject({
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      category: "horeca",
      message: lead.message,
      locale: "en",
      page: "/en",
      spam: 0,
    });

    await waitFor(() => smtp.mails.some((m) => m.raw.includes(id)));
    const mail = smtp.mails.find((m) => m.raw.includes(id))!;
    expect(mail.to).toEqual(["sales@pearl.example"]);
    expect(mail.headers["reply-to"]).toContain("jane@buyer.example");
    expect(mail.headers["message-id"]).toBe(`<lead-${id}@pearl.example>`);
    expect(mail.headers.subject).toBe("New enquiry from Jane Buyer");
    for (const value of [
      lead.name,
      lead.company,
      lead.email,
      lead.phone,
      "HoReCa equipment and furniture",
      lead.message,
      "/en",
      id,
    ]) {
      expect(mail.text).toContain(value);
    }
  });

  it("stores and mails Arabic text intact", async () => {
    const lead = validLead("mission");
    const response = await post(lead);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    await waitFor(() => smtp.mails.some((m) => m.raw.includes(id)));
    const mail = smtp.mails.find((m) => m.raw.includes(id))!;
    for (const value of [lead.name, lead.company, lead.phone, lead.program, lead.message]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.headers.subject).toContain(lead.name as string);
  });
});

const long = (n: number) => "x".repeat(n);
const contact = (overrides: Record<string, unknown>) => validLead("contact", overrides);
const mission = (overrides: Record<string, unknown>) => validLead("mission", overrides);
const without = (lead: Record<string, unknown>, key: string) => {
  const copy = { ...lead };
  delete copy[key];
  return copy;
};

/** [what, body, expected status, expected field errors (subset)]. */
const badInputs: [string, unknown, number, Record<string, string>?][] = [
  ["missing name", without(contact({}), "name"), 422, { name: "required" }],
  ["empty name", contact({ name: "" }), 422, { name: "required" }],
  ["white-space name", contact({ name: "   \t " }), 422, { name: "invalid_characters" }],
  ["missing email", without(contact({}), "email"), 422, { email: "required" }],
  ["e-mail not an address", contact({ email: "jane at buyer" }), 422, { email: "invalid_email" }],
  ["e-mail without domain", contact({ email: "jane@" }), 422, { email: "invalid_email" }],
  ["empty message (contact)", contact({ message: "" }), 422, { message: "required" }],
  ["missing phone (mission)", without(mission({}), "phone"), 422, { phone: "required" }],
  ["phone with letters", mission({ phone: "+966 CALL ME" }), 422, { phone: "invalid_phone" }],
  ["phone with a slash", contact({ phone: "020/7946" }), 422, { phone: "invalid_phone" }],
  ["name over 200", contact({ name: long(201) }), 422, { name: "too_long" }],
  ["company over 200", contact({ company: long(201) }), 422, { company: "too_long" }],
  ["e-mail over 254", contact({ email: `${long(250)}@b.co` }), 422, { email: "too_long" }],
  ["phone over 40", contact({ phone: "1".repeat(41) }), 422, { phone: "too_long" }],
  ["program over 300", mission({ program: long(301) }), 422, { program: "too_long" }],
  ["10,000-character message", contact({ message: long(10_000) }), 422, { message: "too_long" }],
  ["unknown form", contact({ form: "newsletter" }), 422, { form: "invalid_option" }],
  ["missing form", without(contact({}), "form"), 422, { form: "required" }],
  ["unknown locale", contact({ locale: "de" }), 422, { locale: "invalid_option" }],
  ["unknown field", contact({ admin: true }), 422, { admin: "unknown_field" }],
  ["program on the contact form", contact({ program: "x" }), 422, { program: "unknown_field" }],
  ["unknown category", contact({ category: "weapons" }), 422, { category: "invalid_option" }],
  ["number as name", contact({ name: 42 }), 422, { name: "invalid_type" }],
  ["array as message", contact({ message: ["a", "b"] }), 422, { message: "invalid_type" }],
  ["nested object as email", contact({ email: { $ne: "" } }), 422, { email: "invalid_type" }],
  ["null phone", contact({ phone: null }), 422, { phone: "invalid_type" }],
  // Issue 15: the time trap is the server's; a client's own start time is no field.
  [
    "a client's startedAt",
    contact({ startedAt: Date.now() - 60_000 }),
    422,
    { startedAt: "unknown_field" },
  ],
  ["number as altcha", contact({ altcha: 12345 }), 422, { altcha: "invalid_type" }],
  [
    "unknown attribution field",
    contact({ attribution: { utmSource: "news", gclid: "x" } }),
    422,
    { "attribution.gclid": "unknown_field" },
  ],
  [
    "attribution value over 512",
    contact({ attribution: { utmCampaign: long(513) } }),
    422,
    { "attribution.utmCampaign": "too_long" },
  ],
  [
    "attribution as a string",
    contact({ attribution: "google" }),
    422,
    { attribution: "invalid_type" },
  ],
  [
    "control character in name",
    contact({ name: "Jane\u0000Buyer" }),
    422,
    { name: "invalid_characters" },
  ],
  [
    "escape sequence in company",
    contact({ company: "\u001b[31mACME" }),
    422,
    { company: "invalid_characters" },
  ],
  // Issue 16: a lone surrogate has no UTF-8 form and read back corrupted.
  [
    "lone high surrogate in name",
    contact({ name: "Jane \ud800" }),
    422,
    { name: "invalid_characters" },
  ],
  [
    "lone low surrogate in message",
    contact({ message: "a\udc00b" }),
    422,
    { message: "invalid_characters" },
  ],
  // Issue 16: a name of zero-width characters passed "required".
  ["zero-width name", contact({ name: "\u200b\u200c\u2060\ufeff" }), 422, { name: "required" }],
  ["Hangul-filler message", contact({ message: "\u3164 \u115f" }), 422, { message: "required" }],
  // Issue 28: names that look blank but passed "required", one per character.
  ...(
    [
      ["a lone combining acute accent", "\u0301"],
      ["combining marks only", "\u0301\u0308\u0327"],
      ["the blank Braille pattern", "\u2800\u2800"],
      ["the Hangul filler", "\u3164"],
      ["the Hangul choseong filler", "\u115f"],
      ["the Hangul jungseong filler", "\u1160"],
      ["the halfwidth Hangul filler", "\uffa0"],
    ] as const
  ).map(
    ([what, name]) =>
      [`a name of ${what}`, contact({ name }), 422, { name: "required" }] as [
        string,
        unknown,
        number,
        Record<string, string>,
      ],
  ),
  ["SQL injection in an unknown key", contact({ "name'); DROP TABLE leads;--": "x" }), 422],
  [
    "HTML injection in locale",
    contact({ locale: "<script>alert(1)</script>" }),
    422,
    { locale: "invalid_option" },
  ],
  ["JSON array body", [contact({})], 422, { _body: "invalid_type" }],
  ["JSON string body", '"hello"', 422, { _body: "invalid_type" }],
  ["malformed JSON", '{"form": "contact", "name": ', 400],
  ["empty body", "", 400],
  ["prototype pollution", '{"__proto__": {"spam": 1}, "form": "contact"}', 400],
];

describe("bad input gets a 4xx with field codes and stores nothing", () => {
  it(`has at least 25 cases (${badInputs.length})`, () => {
    expect(badInputs.length).toBeGreaterThanOrEqual(25);
  });

  for (const [what, body, status, fields] of badInputs) {
    it(`${what} → ${status}`, async () => {
      const before = await count();
      const response = await post(body);
      expect(response.statusCode).toBe(status);
      if (fields) expect(response.json().fields).toMatchObject(fields);
      expect(await count()).toBe(before);
      expect(await count("outbox")).toBeLessThanOrEqual(before);
    });
  }

  it("wrong content type → 415", async () => {
    const before = await count();
    const response = await post(JSON.stringify(contact({})), { "content-type": "text/plain" });
    expect(response.statusCode).toBe(415);
    // A lead with files is multipart (issue 30, leads-attachments.test.ts); a broken one is 400.
    const multipart = await post("--x\r\n", {
      "content-type": "multipart/form-data; boundary=x",
      accept: "application/json",
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json()).toEqual({ error: "malformed_multipart" });
    // A form post is a page-answered path of its own (issue 18, leads-form-post-api.test.ts);
    // this one names no origin, so it is refused.
    const form = await post("name=Jane", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it("a body over 32 KB → 413", async () => {
    const before = await count();
    const response = await post(contact({ message: long(40_000) }));
    expect(response.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  it("SQL and HTML in text fields are stored exactly as typed, not run", async () => {
    const name = "Robert'); DROP TABLE leads;--";
    const message = '<img src=x onerror="alert(1)"> <script>alert(1)</script>';
    const response = await post(contact({ name, message }));
    expect(response.statusCode).toBe(201);
    const row = await db.get("SELECT name, message FROM leads WHERE id = ?", response.json().id);
    expect(row).toEqual({ name, message });
  });
});

describe("spam traps", () => {
  it("a filled honeypot, no solution, a forged, expired or reused solution, or a lead sent within 3 s of its challenge is answered 201, stored flagged, never delivered", async () => {
    const reused = solvedAltcha();
    const first = await post(contact({ altcha: reused, name: "First Use" }));
    const spam = [
      await post(contact({ website: "http://spam.example", name: "Honeypot Bot" })),
      await post(without(contact({ name: "No Proof Bot" }), "altcha")),
      await post(contact({ altcha: "bm90IGEgcGF5bG9hZA==", name: "Garbage Bot" })),
      await post(contact({ altcha: solvedAltcha({ key: "x".repeat(40) }), name: "Forged Bot" })),
      await post(contact({ altcha: solvedAltcha({ expiresInMs: -1000 }), name: "Expired Bot" })),
      await post(contact({ altcha: solvedAltcha({ issuedAgoMs: 1000 }), name: "Fast Bot" })),
      await post(contact({ altcha: reused, name: "Replay Bot" })),
    ];
    expect(first.statusCode).toBe(201);
    const ids = spam.map((response) => {
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string }>().id;
    });
    for (const id of ids) {
      const row = (await db.get("SELECT spam FROM leads WHERE id = ?", id)) as { spam: number };
      expect(row.spam).toBe(1);
      expect(await db.get("SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ?", id)).toEqual({
        n: 0,
      });
    }
    // The first use of a solution is a lead; the leads sent after the spam are delivered, so
    // the worker has had its chance with the spam.
    await waitFor(() => smtp.mails.some((m) => m.raw.includes(first.json().id)));
    const real = await post(contact({}));
    await waitFor(() => smtp.mails.some((m) => m.raw.includes(real.json().id)));
    expect(smtp.mails.some((m) => ids.some((id) => m.raw.includes(id)))).toBe(false);
    expect(smtp.mails.some((m) => m.text.includes("Bot"))).toBe(false);
  });

  it("a script that solves the challenge with altcha-lib gets its lead stored as a lead, once", async () => {
    // The server's clock stands still while the script solves, so "too soon" does not depend
    // on how fast a loaded machine solves (it solved in over 3 s under CI load); then it moves
    // on past the time trap. Only Date is faked: timers, the SMTP worker and PostgreSQL run.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    const response = await app.inject({ method: "GET", url: "/api/leads/challenge" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge = response.json<{
      algorithm: string;
      challenge: string;
      maxnumber: number;
      salt: string;
      signature: string;
    }>();
    expect(Object.keys(challenge).sort()).toEqual([
      "algorithm",
      "challenge",
      "maxnumber",
      "salt",
      "signature",
    ]);
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    expect(solution).not.toBeNull();
    const altcha = Buffer.from(
      JSON.stringify({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution!.number,
        salt: challenge.salt,
        signature: challenge.signature,
      }),
    ).toString("base64");
    // The time trap counts from the challenge's issue time on the server.
    const tooSoon = await post(contact({ altcha, name: "Quick Script" }));
    expect(await spamOf(tooSoon.json().id)).toBe(1);
    const fresh = await app.inject({ method: "GET", url: "/api/leads/challenge" });
    const next = fresh.json<typeof challenge>();
    const solved = await solveChallenge(next.challenge, next.salt, next.algorithm, next.maxnumber)
      .promise;
    const payload = Buffer.from(
      JSON.stringify({ ...next, number: solved!.number, maxnumber: undefined }),
    ).toString("base64");
    vi.setSystemTime(Date.now() + minFillMs + 100);
    const lead = await post(contact({ altcha: payload, name: "Patient Script" }));
    expect(lead.statusCode).toBe(201);
    expect(await spamOf(lead.json().id)).toBe(0);
    const again = await post(contact({ altcha: payload, name: "Patient Script" }));
    expect(await spamOf(again.json().id)).toBe(1);
  }, 20_000);
});

const spamOf = async (id: string) =>
  ((await db.get("SELECT spam FROM leads WHERE id = ?", id)) as { spam: number }).spam;

describe("Idempotency-Key", () => {
  it("the same key and body twice: one lead, one e-mail, the first 201 and id again", async () => {
    const key = randomUUID();
    const lead = contact({ name: "Idempotent Jane" });
    const first = await post(lead, { "idempotency-key": `"${key}"` });
    // A retry after a lost answer may have had to solve a fresh challenge: still the same request.
    const second = await post(
      { ...lead, altcha: solvedAltcha() },
      { "idempotency-key": `"${key}"` },
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(
      await db.get("SELECT COUNT(*) AS n FROM leads WHERE name = ?", "Idempotent Jane"),
    ).toEqual({ n: 1 });
    await waitFor(() => smtp.mails.some((m) => m.raw.includes(first.json().id)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.text.includes("Idempotent Jane"))).toHaveLength(1);
  });

  it("the same key with another body: 422 with a clear error, nothing stored", async () => {
    const key = randomUUID();
    await post(contact({ name: "Key Owner" }), { "idempotency-key": key });
    const before = await count();
    const other = await post(contact({ name: "Someone Else" }), { "idempotency-key": key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe("idempotency_key_reused");
    expect(await count()).toBe(before);
  });

  it("a key that is not one: 400", async () => {
    const response = await post(contact({}), { "idempotency-key": '"has space"' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("invalid_idempotency_key");
  });

  it("ten requests with one key at the same moment store one lead and answer one id", async () => {
    const key = randomUUID();
    const lead = contact({ name: "Concurrent Jane" });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post({ ...lead, altcha: solvedAltcha() }, { "idempotency-key": key }, `10.9.9.${i + 1}`),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(
      await db.get("SELECT COUNT(*) AS n FROM leads WHERE name = ?", "Concurrent Jane"),
    ).toEqual({ n: 1 });
    expect(
      await db.get("SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ?", responses[0]!.json().id),
    ).toEqual({ n: 1 });
  });

  it("without the header two posts are two leads, as for API users before", async () => {
    const lead = contact({ name: "Keyless Jane" });
    await post(lead);
    await post({ ...lead, altcha: solvedAltcha() });
    expect(await db.get("SELECT COUNT(*) AS n FROM leads WHERE name = ?", "Keyless Jane")).toEqual({
      n: 2,
    });
  });
});

describe("attribution", () => {
  it("is stored with the lead and shown in the sales e-mail", async () => {
    const attribution = {
      landingPage: "/es/sectors/horeca?utm_campaign=spring-horeca",
      referrer: "https://www.google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring-horeca",
      utmTerm: "combi ovens",
      utmContent: "ad-2",
      clickId: "gclid:Cj0KCQ",
    };
    const response = await post(contact({ attribution, name: "Campaign Jane" }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(
      await db.get(
        "SELECT landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id FROM leads WHERE id = ?",
        id,
      ),
    ).toEqual({
      landing_page: attribution.landingPage,
      referrer: attribution.referrer,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-horeca",
      utm_term: "combi ovens",
      utm_content: "ad-2",
      click_id: "gclid:Cj0KCQ",
    });
    await waitFor(() => smtp.mails.some((m) => m.raw.includes(id)));
    const mail = smtp.mails.find((m) => m.raw.includes(id))!;
    expect(mail.text).toContain("Campaign: spring-horeca");
    expect(mail.text).toContain("Referrer: https://www.google.com");
    expect(mail.text).toContain("Ad click ID: gclid:Cj0KCQ");
  });
});

describe("rate limit", () => {
  it("answers the 11th request from one IP within 10 minutes with 429 and Retry-After", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 10; i++) {
      expect((await post(contact({}), {}, ip)).statusCode).toBe(201);
    }
    const eleventh = await post(contact({}), {}, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(500);
    expect(eleventh.json().error).toBe("rate_limited");
    // another address is not affected
    expect((await post(contact({}), {}, "192.0.2.78")).statusCode).toBe(201);
  });
});

describe("separate consent on the Russian pages, JSON API (issue 34)", () => {
  const named = async (name: string) =>
    db.get("SELECT personal_data_consent AS consent FROM leads WHERE name = ?", name);

  it("a Russian lead without consent: 422 naming the consent beside every other problem, nothing stored", async () => {
    const name = `Ирина ${randomUUID()}`;
    const response = await post(
      validLead("contact", { locale: "ru", page: "/ru", name, email: "not-an-address" }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      email: "invalid_email",
      consent: "consent_required",
    });
    expect(await named(name)).toBeUndefined();
  });

  it.each([false, true, "no", ""])("consent %j is no consent", async (consent) => {
    const name = `Ирина ${randomUUID()}`;
    const response = await post(validLead("mission", { locale: "ru", page: "/ru", name, consent }));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ consent: "consent_required" });
    expect(await named(name)).toBeUndefined();
  });

  it('a Russian lead with consent "yes": 201, the consent recorded with the lead', async () => {
    const name = `Ирина ${randomUUID()}`;
    const response = await post(
      validLead("contact", { locale: "ru", page: "/ru", name, consent: "yes" }),
    );
    expect(response.statusCode).toBe(201);
    expect(Number((await named(name))?.consent)).toBe(1);
  });

  it("other locales are unchanged: accepted without consent, recorded as none", async () => {
    for (const locale of ["en", "ar", "es"]) {
      const name = `Buyer ${randomUUID()}`;
      const response = await post(validLead("contact", { locale, page: `/${locale}`, name }));
      expect(response.statusCode, locale).toBe(201);
      expect(Number((await named(name))?.consent), locale).toBe(0);
    }
  });
});
