import { mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { csvCell } from "../server/leads/export";
import { smtpTransportOptions } from "../server/leads/lead-email";
import { signature, verifySignature, webhookBody } from "../server/leads/webhook";
import type { Lead } from "../server/storage/lead";
import { startSmtpPeer, tempWorkspace, testConfig, validLead, waitFor } from "./support/leads-env";
import { openTestDb } from "./support/test-db";
import { fixtureSite } from "./site-fixture";

/** The smaller findings of issue 16, one test each. */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("CSV formula neutralising", () => {
  it("also catches a formula behind spaces, zero-width characters, or in fullwidth form", () => {
    for (const cell of [
      " =1+1",
      "\u200b=HYPERLINK(1)",
      "\ufeff@SUM(A1)",
      "＝1+1",
      "  ＋1",
      "\u00a0-1",
    ]) {
      expect(csvCell(cell)).toMatch(/^"?'/);
    }
    expect(csvCell("Jane Buyer")).toBe("Jane Buyer");
    expect(csvCell(" a = b")).toBe(" a = b");
  });
});

describe("webhook signatures", () => {
  const body = webhookBody({ id: "lead-1", clientIp: "203.0.113.9" } as Lead);
  const now = 1_800_000_000;

  it("cover a timestamp: a delivery replayed over five minutes later is rejected", () => {
    const header = signature(body, "secret", now);
    expect(verifySignature(header, body, "secret", { nowSeconds: now + 299 })).toBe(true);
    expect(verifySignature(header, body, "secret", { nowSeconds: now + 301 })).toBe(false);
    // Moving the timestamp forward breaks the signature.
    const moved = header.replace(`t=${now}`, `t=${now + 600}`);
    expect(verifySignature(moved, body, "secret", { nowSeconds: now + 600 })).toBe(false);
    expect(
      verifySignature(header, body.replace("lead-1", "lead-2"), "secret", { nowSeconds: now }),
    ).toBe(false);
  });

  it("carry no IP address in the payload", () => {
    expect(body).not.toContain("203.0.113.9");
    expect(JSON.parse(body)).toMatchObject({ type: "lead", id: "lead-1" });
  });
});

describe("SMTP without TLS", () => {
  it("is required unless SMTP_URL says ?plaintext=allow", () => {
    expect(smtpTransportOptions("smtp://u:p@mail.example.com:587")).toEqual({
      url: "smtp://u:p@mail.example.com:587",
      requireTLS: true,
    });
    expect(smtpTransportOptions("smtp://mail.example.com:25?plaintext=allow")).toEqual({
      url: "smtp://mail.example.com:25",
      requireTLS: false,
    });
    expect(() => smtpTransportOptions("smtp://mail.example.com?plaintext=yes")).toThrow(
      /plaintext/,
    );
  });

  it("a mail server offering no STARTTLS gets no lead (and no credentials)", async () => {
    const workspace = tempWorkspace();
    cleanups.push(() => workspace.remove());
    const smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    const config = testConfig(workspace, { SMTP_URL: `smtp://sales:pw@127.0.0.1:${smtp.port}` });
    const app: FastifyInstance = await buildApp(config);
    cleanups.push(() => app.close());
    const response = await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json" },
      payload: validLead("contact"),
    });
    const db = await openTestDb(config.leads);
    cleanups.push(() => db.close());
    await waitFor(async () => {
      const row = await db.get(
        "SELECT last_error FROM outbox WHERE lead_id = ?",
        response.json().id,
      );
      return Boolean(row?.last_error);
    });
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("blocked build files", () => {
  it("stay blocked in their .br and .gz copies", async () => {
    const config = fixtureSite();
    for (const name of [
      "__spa-fallback.html",
      "__spa-fallback.html.br",
      "__spa-fallback.html.gz",
      "_headers.gz",
    ]) {
      writeFileSync(join(config.siteDir, name), "<!doctype html><title>shell</title>");
    }
    mkdirSync(join(config.siteDir, "assets"), { recursive: true });
    const app: FastifyInstance = await buildApp(config);
    cleanups.push(() => app.close());
    for (const url of [
      "/__spa-fallback.html",
      "/__spa-fallback.html.br",
      "/__spa-fallback.html.gz",
      "/_headers.gz",
    ]) {
      const response = await app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("shell");
    }
  });
});

describe("socket timeouts", () => {
  it("close a connection that has not sent its headers within about 10 s, as docs/operations.md says", async () => {
    const app: FastifyInstance = await buildApp(fixtureSite());
    cleanups.push(() => app.close());
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const socket = connect({ port, host: "127.0.0.1" });
    socket.on("error", () => {});
    // Read what comes (the 408), so the server's close reaches us as an end.
    socket.resume();
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const started = Date.now();
    await new Promise((resolve) => socket.once("close", resolve));
    // Before the fix Node checked every 30 s: the socket lived 19-43 s.
    // 10 s plus at most one 1 s check, with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
