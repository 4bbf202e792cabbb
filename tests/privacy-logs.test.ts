import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { redactedUrl } from "../server/logger";
import { inboxAppsClosedAfterEach, inboxClient, testUser } from "./support/inbox-env";
import { storedLead } from "./support/lead-factory";
import { startSmtpPeer, tempWorkspace, testConfig, validLead, waitFor } from "./support/leads-env";
import { storeKinds } from "./support/stores";

/**
 * The privacy policy's promise on logs (issue 16): they carry lead ids, never a name,
 * company, e-mail, phone, program or message, and no IP address.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("the server's logs", () => {
  it("name a lead by its id through submission and delivery, with no personal data or IP", async () => {
    const workspace = tempWorkspace();
    cleanups.push(() => workspace.remove());
    const smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    const hook = createServer((_request, response) => response.writeHead(500).end());
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => hook.close(resolve)));

    const stream = new PassThrough();
    let text = "";
    stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
    const app: FastifyInstance = await buildApp(
      testConfig(workspace, {
        LOG_LEVEL: "debug",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?plaintext=allow`,
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
        LEADS_WEBHOOK_SECRET: "secret",
      }),
      { logStream: stream },
    );
    cleanups.push(() => app.close());
    await app.ready();

    const lead = validLead("mission", { name: "Layla Haddad", company: "Haddad Hotels" });
    const send = (payload: unknown, remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/leads",
        remoteAddress,
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.61" },
        payload: JSON.stringify(payload),
      });
    const stored = await send(lead, "203.0.113.77");
    expect(stored.statusCode).toBe(201);
    const { id } = stored.json<{ id: string }>();
    expect((await send({ ...lead, phone: "not a phone" }, "203.0.113.78")).statusCode).toBe(422);
    expect((await send({ ...lead, website: "spam" }, "203.0.113.79")).statusCode).toBe(201);
    await waitFor(
      () => text.includes('"lead delivered"') && text.includes('"lead delivery failed"'),
    );

    const lines = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === "lead stored")).toMatchObject({ leadId: id });
    expect(lines.find((line) => line.msg === "lead delivered")).toMatchObject({ leadId: id });
    for (const personal of [
      lead.name,
      lead.company,
      lead.email,
      lead.phone,
      lead.program,
      lead.message,
      "203.0.113.7",
      "198.51.100.61",
      "127.0.0.1",
    ]) {
      expect(text).not.toContain(personal);
    }
  });

  it("keep a query's UTM tags and redact every other parameter, on pages, the API and unknown paths (issue 28)", async () => {
    const workspace = tempWorkspace();
    cleanups.push(() => workspace.remove());
    const stream = new PassThrough();
    let text = "";
    stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
    const app: FastifyInstance = await buildApp(testConfig(workspace, { LOG_LEVEL: "debug" }), {
      logStream: stream,
    });
    cleanups.push(() => app.close());
    await app.ready();
    const email = "jane.buyer@hotel.example";
    const query = `?email=${encodeURIComponent(email)}&utm_source=newsletter&q=jane+buyer&${encodeURIComponent(email)}`;
    // A page, an unknown path, a trailing-slash redirect, a path Fastify cannot decode, APIs.
    for (const url of [
      "/",
      "/no-such-page",
      "/en/",
      "/%ZZ",
      "/api/leads/challenge",
      "/api/inbox/leads",
    ]) {
      await app.inject({ url: `${url}${query}` });
    }
    await app.inject({
      method: "POST",
      url: `/api/leads${query}`,
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    for (const personal of [email, encodeURIComponent(email), "jane", "hotel.example"]) {
      expect(text).not.toContain(personal);
    }
    const urls = text
      .split("\n")
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url)
      .filter(Boolean);
    // Every request line, each query reduced alike ("/%ZZ" is answered 400 before any).
    const paths = ["/", "/no-such-page", "/en/", "/api/leads/challenge", "/api/inbox/leads"];
    expect(new Set(urls)).toEqual(
      new Set(
        [...paths, "/api/leads"].map(
          (path) => `${path}?[redacted]&utm_source=newsletter&[redacted]&[redacted]`,
        ),
      ),
    );
  });
});

describe("redactedUrl (issue 28: the one rule for a URL in a log)", () => {
  it("keeps the path and the five UTM tags as they came, and nothing else of the query", () => {
    expect(redactedUrl("/en/horeca")).toBe("/en/horeca");
    expect(redactedUrl("/en?")).toBe("/en?");
    expect(
      redactedUrl(
        "/en?utm_source=mail&utm_medium=e&utm_campaign=c&utm_term=t&utm_content=x&utm_id=9",
      ),
    ).toBe("/en?utm_source=mail&utm_medium=e&utm_campaign=c&utm_term=t&utm_content=x&[redacted]");
  });

  it("redacts a parameter's name with its value: a bare parameter can be the address", () => {
    expect(redactedUrl("/api/inbox/leads?q=jane&jane%40buyer.example&page=2")).toBe(
      "/api/inbox/leads?[redacted]&[redacted]&[redacted]",
    );
    expect(redactedUrl("/?UTM_SOURCE=jane%40buyer.example&utm_source")).toBe(
      "/?[redacted]&utm_source",
    );
  });
});

/**
 * Issue 35 (item 3): what a salesperson types reaches no log. The inbox's search and export
 * carry a lead's address in their query; a failed sign-in logs what was typed as the account
 * only when it is one.
 */
describe("the inbox's logs", () => {
  const setUp = inboxAppsClosedAfterEach();

  for (const kind of storeKinds) {
    it(`hold no lead's address after a search, an export and a failed sign-in (${kind})`, async () => {
      const stream = new PassThrough();
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
      const inbox = await setUp(kind, { LOG_LEVEL: "debug" }, { logStream: stream });
      const email = "layla.haddad@hotel.example";
      await inbox.store.insertLead(storedLead({ name: "Layla Haddad", email }), []);

      const sales = inboxClient(inbox.app);
      expect((await sales.signIn()).statusCode).toBe(204);
      const query = `q=${encodeURIComponent(email)}`;
      const found = await sales.request("GET", `/api/inbox/leads?${query}`);
      expect(found.json<{ leads: { name: string }[] }>().leads.map((l) => l.name)).toEqual([
        "Layla Haddad",
      ]);
      expect((await sales.request("GET", `/api/inbox/export.csv?${query}`)).body).toContain(email);
      expect((await sales.request("GET", `/api/inbox/export.json?${query}`)).body).toContain(email);
      // The lead's address typed as the account, and the account's with the address as password.
      expect((await inboxClient(inbox.app).signIn(email, "whatever it was")).statusCode).toBe(401);
      expect((await inboxClient(inbox.app).signIn(testUser.email, email)).statusCode).toBe(401);

      for (const typed of [email, encodeURIComponent(email), "layla", "hotel.example"]) {
        expect(text).not.toContain(typed);
      }
      const audit = text
        .split("\n")
        .filter(Boolean)
        .map(
          (line) =>
            (JSON.parse(line) as { inboxAudit?: { event: string; user: string } }).inboxAudit,
        )
        .filter((entry) => entry?.event === "sign-in failed");
      // A staff account is named; anything else typed is not.
      expect(audit.map((entry) => entry!.user)).toEqual(["[redacted]", testUser.email]);
      expect(text).toContain('"url":"/api/inbox/leads?[redacted]"');
      expect(text).toContain('"url":"/api/inbox/export.csv?[redacted]"');
    });
  }
});
