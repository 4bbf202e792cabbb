import { leadsCli } from "./support/leads-cli";
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { csvCell } from "../server/leads/export";
import { startSmtpPeer, testConfig, validLead, waitFor } from "./support/leads-env";
import { freshStore, storeKinds } from "./support/stores";

/**
 * What the sales team sees of issue 15 through its tools: one lead per Idempotency-Key in
 * the export, attribution in the CSV, the e-mail and the webhook, spam listed and moved
 * back, and the visitor's confirmation e-mail — on every store.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function cli(env: Record<string, string>, ...args: string[]) {
  return leadsCli(env, args);
}

/** A webhook receiver on a free port, keeping each body it is sent. */
async function webhookReceiver() {
  const bodies: Record<string, unknown>[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      bodies.push(JSON.parse(raw) as Record<string, unknown>);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** CSV text as rows of cells (RFC 4180 quoting; enough for the export). */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, "");
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

// Each test runs the CLI (a tsx start of seconds) several times; a loaded machine needs the margin.
describe.each(storeKinds)("sales tools on %s", { timeout: 90_000 }, (kind) => {
  async function server(env: Record<string, string> = {}) {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const app: FastifyInstance = await buildApp(
      testConfig(fresh.workspace, { ...fresh.env, LEADS_RATE_LIMIT: "0", ...env }),
    );
    await app.ready();
    cleanups.push(() => app.close());
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: "/api/leads",
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify(body),
      });
    return { fresh, app, post };
  }

  it("two POSTs with one Idempotency-Key and the same body are one lead in the export", async () => {
    const { fresh, post } = await server();
    const key = randomUUID();
    const lead = validLead("contact", { name: "Once Only" });
    expect((await post(lead, { "idempotency-key": key })).statusCode).toBe(201);
    expect((await post(lead, { "idempotency-key": key })).statusCode).toBe(201);
    const run = cli(fresh.env, "export", "--format", "csv");
    expect(run.status).toBe(0);
    const rows = parseCsv(run.stdout);
    expect(rows.filter((row) => row.includes("Once Only"))).toHaveLength(1);
  });

  it("attribution reaches the CSV's utm_… columns, defused, and the webhook payload", async () => {
    const hook = await webhookReceiver();
    cleanups.push(() => hook.close());
    const { fresh, post } = await server({
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: "webhook-secret",
    });
    const attribution = {
      landingPage: "/ru/sectors/medical?utm_campaign=medtech-2027",
      referrer: "https://yandex.ru",
      utmSource: "yandex",
      utmMedium: "cpc",
      utmCampaign: "medtech-2027",
      // Anyone can put a formula into a link's parameters.
      utmTerm: '=HYPERLINK("http://evil.example","click")',
      utmContent: "+cmd|' /C calc'!A0",
      clickId: "yclid:123",
    };
    const response = await post(validLead("mission", { attribution }));
    const { id } = response.json<{ id: string }>();
    const rows = parseCsv(cli(fresh.env, "export", "--format", "csv").stdout);
    const header = rows[0]!;
    expect(header.slice(-8)).toEqual([
      "landing_page",
      "referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "click_id",
    ]);
    const row = rows.find((cells) => cells[0] === id)!;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("utm_campaign")).toBe("medtech-2027");
    expect(cell("landing_page")).toBe(attribution.landingPage);
    expect(cell("utm_term")).toBe(`'${attribution.utmTerm}`);
    expect(cell("utm_content")).toBe(`'${attribution.utmContent}`);
    expect(csvCell(attribution.utmTerm).startsWith(`"'=`)).toBe(true);

    await waitFor(() => hook.bodies.some((body) => body.id === id));
    const delivered = hook.bodies.find((body) => body.id === id)!;
    expect((delivered.lead as { attribution: unknown }).attribution).toEqual(attribution);
  });

  it("list --spam lists spam with its id and reason; not-spam ID moves it back and delivers it", async () => {
    const smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    const { fresh, post } = await server({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?plaintext=allow`,
    });
    const real = await post(validLead("contact", { name: "Real Buyer" }));
    const spam = await post(validLead("contact", { name: "Wrongly Flagged", altcha: undefined }));
    const spamId = spam.json<{ id: string }>().id;
    await waitFor(() => smtp.mails.some((m) => m.raw.includes(real.json().id)));

    const listed = cli(fresh.env, "list", "--spam");
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain("Wrongly Flagged");
    expect(listed.stdout).toContain(spamId);
    expect(listed.stdout).toContain("spam: proof_missing");
    expect(listed.stdout).not.toContain("Real Buyer");
    expect(listed.stdout).toContain("1 spam leads");
    // The peer has the mail before the worker records the SMTP reply: wait for the record.
    await waitFor(() => cli(fresh.env, "list").stdout.includes("email: delivered"), 30_000);

    const moved = cli(
      { ...fresh.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?plaintext=allow` },
      "not-spam",
      spamId,
    );
    expect(moved.status).toBe(0);
    expect(moved.stdout).toContain(`Lead ${spamId}`);
    // The running server's outbox worker delivers it.
    await waitFor(() => smtp.mails.some((m) => m.raw.includes(spamId)));
    expect(cli(fresh.env, "list", "--spam").stdout).not.toContain("Wrongly Flagged");
    expect(cli(fresh.env, "not-spam", spamId).status).toBe(1);
  });

  it("LEADS_AUTOREPLY=1 confirms to the visitor in the page's language, with only their name, once a day per address", async () => {
    const smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    const { post } = await server({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?plaintext=allow`,
      LEADS_TO: "sales@pearl.example",
      LEADS_AUTOREPLY: "1",
    });
    const message = "Buy cheap pills at http://spam.example";
    const first = await post(
      validLead("contact", {
        locale: "ru",
        page: "/ru",
        // The Russian pages ask for separate consent (issue 34).
        consent: "yes",
        name: "Ирина",
        email: "Irina@Buyer.example",
        company: "Spam Co http://spam.example",
        message,
      }),
    );
    const toIrina = (m: { to: string[] }) =>
      m.to.some((to) => to.toLowerCase() === "irina@buyer.example");
    await waitFor(() => smtp.mails.some(toIrina));
    const reply = smtp.mails.find(toIrina)!;
    expect(reply.headers.subject).toContain("Мы получили Вашу заявку");
    expect(reply.text).toContain("Здравствуйте, Ирина!");
    expect(reply.text).not.toContain("spam.example");
    expect(reply.text).not.toContain(first.json().id);
    expect(reply.headers["auto-submitted"]).toBe("auto-replied");

    // A second lead from the same address (any case) the same day: sales hears, the visitor does not.
    const second = await post(
      validLead("contact", {
        locale: "ru",
        page: "/ru",
        consent: "yes",
        email: "irina@buyer.example",
      }),
    );
    await waitFor(() => smtp.mails.some((m) => m.raw.includes(second.json().id)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const replies = smtp.mails.filter((m) => !m.to.includes("sales@pearl.example"));
    expect(replies).toHaveLength(1);
  });
});
