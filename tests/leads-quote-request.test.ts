import { createServer } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { leadsToCsv, leadsToJson } from "../server/leads/export";
import { storedLead } from "./support/lead-factory";
import { startSmtpPeer, tempWorkspace, testConfig, validLead, waitFor } from "./support/leads-env";
import { openTestDb, testStore, type TestDb } from "./support/test-db";

// Both store projects run this file at once, each with its own mail and webhook peers.
const hookPort = testStore === "postgres" ? 3252 : 3251;
const workspace = tempWorkspace();
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let db: TestDb;
const hooks: { lead: Record<string, unknown> }[] = [];
const hook = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  request.on("end", () => {
    hooks.push(JSON.parse(body) as { lead: Record<string, unknown> });
    response.writeHead(204).end();
  });
});

let ip = 1;
function post(payload: unknown) {
  return app.inject({
    method: "POST",
    url: "/api/leads",
    remoteAddress: `10.30.0.${ip++}`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  await new Promise<void>((resolve) => hook.listen(hookPort, "127.0.0.1", resolve));
  const config = testConfig(workspace, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?plaintext=allow`,
    LEADS_TO: "sales@pearl.example",
    LEADS_FROM: "site@pearl.example",
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: "quote-secret",
  });
  app = await buildApp(config);
  await app.ready();
  db = await openTestDb(config.leads);
});

afterAll(async () => {
  await db.close();
  await app.close();
  await smtp.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
  workspace.remove();
});

const quote = {
  items: [
    { product: "Combi oven, 10 trays", quantity: "1 200", unit: "pieces" },
    { product: "", quantity: "", unit: "" },
    { product: "Stainless worktable", quantity: "2,5", unit: "tonnes" },
  ],
  destinationCountry: "AE",
  incoterm: "CIF",
  targetPrice: "12500.50",
  targetCurrency: "USD",
  neededBy: "2027-03-31",
};

describe("a structured quote request (issue 30)", () => {
  it("is stored, e-mailed and sent to the webhook with its lines, country, terms, price and date", async () => {
    const response = await post(validLead("contact", quote));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const row = (await db.get("SELECT * FROM leads WHERE id = ?", id)) as Record<string, unknown>;
    // The blank line is dropped; "1 200" and "2,5" are read as the numbers people mean.
    expect(JSON.parse(String(row.items))).toEqual([
      { product: "Combi oven, 10 trays", quantity: 1200, unit: "pieces" },
      { product: "Stainless worktable", quantity: 2.5, unit: "tonnes" },
    ]);
    expect(row).toMatchObject({
      destination_country: "AE",
      incoterm: "CIF",
      target_price: "12500.5",
      target_currency: "USD",
      needed_by: "2027-03-31",
      travellers: null,
      cities: null,
    });

    await waitFor(() => smtp.mails.some((m) => m.raw.includes(id)));
    const mail = smtp.mails.find((m) => m.raw.includes(id))!;
    for (const line of [
      "1. Combi oven, 10 trays — 1,200 pieces",
      "2. Stainless worktable — 2.5 tonnes",
      "Destination country: United Arab Emirates (AE)",
      "Delivery terms: CIF",
      "Target price: 12500.5 USD",
      "Needed by: 2027-03-31",
    ]) {
      expect(mail.text).toContain(line);
    }
    // A mission's rows are not the quote's business.
    expect(mail.text).not.toContain("Travellers");

    await waitFor(() => hooks.some((h) => h.lead.id === id));
    expect(hooks.find((h) => h.lead.id === id)!.lead).toMatchObject({
      items: [
        { product: "Combi oven, 10 trays", quantity: 1200, unit: "pieces" },
        { product: "Stainless worktable", quantity: 2.5, unit: "tonnes" },
      ],
      destinationCountry: "AE",
      incoterm: "CIF",
      targetPrice: "12500.5",
      targetCurrency: "USD",
      neededBy: "2027-03-31",
    });
  });

  it("a mission request keeps its travellers, month and cities, named in the e-mail's language", async () => {
    const response = await post(
      validLead("mission", {
        travellers: "12",
        travelPeriod: "أكتوبر، معرض كانتون",
        cities: ["guangzhou", "shenzhen", "guangzhou"],
      }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const row = (await db.get("SELECT * FROM leads WHERE id = ?", id)) as Record<string, unknown>;
    expect(Number(row.travellers)).toBe(12);
    expect(row.travel_period).toBe("أكتوبر، معرض كانتون");
    expect(JSON.parse(String(row.cities))).toEqual(["guangzhou", "shenzhen"]);
    await waitFor(() => smtp.mails.some((m) => m.raw.includes(id)));
    const mail = smtp.mails.find((m) => m.raw.includes(id))!;
    expect(mail.text).toContain("Travellers: 12");
    expect(mail.text).toContain("Cities of interest: Guangzhou, Shenzhen");
    await waitFor(() => hooks.some((h) => h.lead.id === id));
    expect(hooks.find((h) => h.lead.id === id)!.lead).toMatchObject({
      travellers: 12,
      cities: ["guangzhou", "shenzhen"],
      items: [],
    });
  });

  it.each([
    [
      "a quantity without a product",
      { items: [{ quantity: "5" }] },
      { "items.0.product": "required" },
    ],
    [
      "a quantity that is no number",
      {
        items: [
          { product: "Oven", quantity: "five" },
          { product: "Hood", quantity: "-2" },
        ],
      },
      { "items.0.quantity": "invalid_number", "items.1.quantity": "invalid_number" },
    ],
    [
      "eleven lines",
      { items: Array.from({ length: 11 }, (_, i) => ({ product: `Part ${i}` })) },
      { items: "too_many" },
    ],
    [
      "an unknown unit",
      { items: [{ product: "Oven", unit: "bushels" }] },
      { "items.0.unit": "invalid_option" },
    ],
    [
      "a country code that is none",
      { destinationCountry: "XX" },
      { destinationCountry: "invalid_option" },
    ],
    ["a rule that is no Incoterm", { incoterm: "FAQ" }, { incoterm: "invalid_option" }],
    ["a price without its currency", { targetPrice: "100" }, { targetCurrency: "required" }],
    [
      "a currency we do not list",
      { targetPrice: "100", targetCurrency: "XYZ" },
      { targetCurrency: "invalid_option" },
    ],
    ["a date that does not exist", { neededBy: "2027-02-30" }, { neededBy: "invalid_date" }],
  ])("%s is refused (422) naming the field, nothing stored", async (_case, fields, errors) => {
    const before = (await db.get("SELECT COUNT(*) AS n FROM leads"))?.n;
    const response = await post(validLead("contact", fields));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual(errors);
    expect((await db.get("SELECT COUNT(*) AS n FROM leads"))?.n).toBe(before);
  });

  it.each([
    ["no travellers", { travellers: "0" }, { travellers: "invalid_number" }],
    [
      "a city the missions do not visit",
      { cities: ["guangzhou", "atlantis"] },
      { cities: "invalid_option" },
    ],
    ["a contact form's field", { incoterm: "FOB" }, { incoterm: "unknown_field" }],
  ])("a mission request with %s is refused naming the field", async (_case, fields, errors) => {
    const response = await post(validLead("mission", fields));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual(errors);
  });
});

describe("the exports of a structured request", () => {
  const lead = storedLead({
    items: [
      { product: '=HYPERLINK("http://evil")', quantity: 3, unit: "sets" },
      { product: "Hood" },
    ],
    destinationCountry: "SA",
    incoterm: "not_sure",
    targetPrice: "900",
    targetCurrency: "EUR",
    neededBy: "2027-01-15",
    travelPeriod: "+cmd|' /C calc'!A0",
  });

  it("CSV gives each field a column, lines as readable text, neutralised like every cell", () => {
    const [header, row] = leadsToCsv([lead]).replace("\uFEFF", "").split("\r\n");
    const columns = header!.split(",");
    for (const name of [
      "items",
      "destinationCountry",
      "incoterm",
      "targetPrice",
      "targetCurrency",
      "neededBy",
      "travellers",
      "travelPeriod",
      "cities",
    ]) {
      expect(columns).toContain(name);
    }
    expect(row).toContain(`"'=HYPERLINK(""http://evil"") (3 sets); Hood"`);
    expect(row).toContain(`'+cmd|' /C calc'!A0`);
    expect(row).toContain(",SA,not_sure,900,EUR,2027-01-15,");
  });

  it("JSON keeps the lines and lists as data", () => {
    const [exported] = JSON.parse(leadsToJson([lead])) as Record<string, unknown>[];
    expect(exported!.items).toEqual([
      { product: '=HYPERLINK("http://evil")', quantity: 3, unit: "sets" },
      { product: "Hood" },
    ]);
    expect(exported!.cities).toEqual([]);
    expect(exported!.travellers).toBeNull();
  });
});

describe("a structured request posted without JavaScript (issue 30)", () => {
  const host = "127.0.0.1:3000";
  function formPost(fields: [string, string][]) {
    return app.inject({
      method: "POST",
      url: "/api/leads",
      remoteAddress: `10.31.0.${ip++}`,
      headers: {
        host,
        origin: `http://${host}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(fields).toString(),
    });
  }
  const person: [string, string][] = [
    ["name", "Ana Compradora"],
    ["email", "ana@compras.example"],
    ["phone", "+34 600 000 000"],
    ["website", ""],
  ];

  it("lands on the thank-you page with the lines, country, terms, price and date stored", async () => {
    const response = await formPost([
      ["form", "contact"],
      ["locale", "es"],
      ["page", "/es"],
      ...person,
      ["items.0.product", "Horno mixto"],
      ["items.0.quantity", "40"],
      ["items.0.unit", "pieces"],
      ["items.1.product", ""],
      ["items.1.quantity", ""],
      ["items.1.unit", ""],
      ["items.2.product", "Campana extractora"],
      ["items.2.quantity", ""],
      ["items.2.unit", ""],
      ["destinationCountry", "MX"],
      ["incoterm", "DAP"],
      ["targetPrice", "25 000"],
      ["targetCurrency", "EUR"],
      ["neededBy", "2027-06-01"],
      ["message", "Para un hotel en Cancún."],
    ]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/es\/gracias\b|^\/es\//);
    const row = (await db.get("SELECT * FROM leads WHERE email = ?", "ana@compras.example")) as
      Record<string, unknown> | undefined;
    expect(JSON.parse(String(row!.items))).toEqual([
      { product: "Horno mixto", quantity: 40, unit: "pieces" },
      { product: "Campana extractora" },
    ]);
    expect(row).toMatchObject({
      destination_country: "MX",
      incoterm: "DAP",
      target_price: "25000",
      target_currency: "EUR",
      needed_by: "2027-06-01",
      without_javascript: 1,
    });
  });

  it("a mission request keeps each ticked city", async () => {
    const response = await formPost([
      ["form", "mission"],
      ["locale", "ru"],
      ["page", "/ru/business-missions"],
      ...person.map(([name, value]): [string, string] =>
        name === "email" ? [name, "delegacion@compras.example"] : [name, value],
      ),
      ["consent", "yes"],
      ["travellers", "8"],
      ["travelPeriod", "апрель"],
      ["cities", "shanghai"],
      ["cities", "hangzhou"],
    ]);
    expect(response.statusCode).toBe(303);
    const row = (await db.get(
      "SELECT * FROM leads WHERE email = ?",
      "delegacion@compras.example",
    )) as Record<string, unknown>;
    expect(Number(row.travellers)).toBe(8);
    expect(JSON.parse(String(row.cities))).toEqual(["shanghai", "hangzhou"]);
  });

  it("a bad quantity comes back (422) in the visitor's language, naming the line's field, values kept", async () => {
    const response = await formPost([
      ["form", "contact"],
      ["locale", "es"],
      ["page", "/es"],
      ...person,
      ["items.0.product", "Horno mixto"],
      ["items.0.quantity", "cuarenta"],
      ["items.0.unit", "pieces"],
      ["message", "Hola"],
    ]);
    expect(response.statusCode).toBe(422);
    const html = response.body;
    // The summary names the line's field and links to it; the form shows the error under it.
    expect(html).toContain('href="#contact-items-0-quantity"');
    expect(html).toContain("Qué necesita, Artículo 1, Cantidad");
    expect(html).toContain("Escriba un número mayor que cero");
    expect(html).toMatch(
      /id="contact-items-0-quantity"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-items-0-quantity"/,
    );
    expect(html).toContain('value="cuarenta"');
    // The destination countries are named in Spanish.
    expect(html).toContain(">Emiratos Árabes Unidos</option>");
  });
});
