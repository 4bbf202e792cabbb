import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/app";
import { fixtureSite } from "./site-fixture";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Builds the app on a fixture site with its log lines collected as parsed JSON. */
async function appWithLogs(options: Parameters<typeof buildApp>[1] = {}) {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
  });
  app = await buildApp(fixtureSite({ LOG_LEVEL: "info" }), { ...options, logStream: stream });
  return { app, lines };
}

describe("logs", () => {
  it("writes one JSON line per request with its id and duration, and echoes the id", async () => {
    const { app, lines } = await appWithLogs();
    const response = await app.inject({ url: "/", headers: { "x-request-id": "lb-7f3a" } });
    expect(response.headers["x-request-id"]).toBe("lb-7f3a");
    const completed = lines.find((line) => line.msg === "request completed");
    expect(completed).toMatchObject({ reqId: "lb-7f3a", res: { statusCode: 200 } });
    expect(completed?.responseTime).toEqual(expect.any(Number));
  });

  it("makes a fresh id when the caller's is not a plain token", async () => {
    const { app } = await appWithLogs();
    const response = await app.inject({ url: "/", headers: { "x-request-id": "a b\u0007<x>" } });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("redacts e-mail, phone and message wherever a lead is logged", async () => {
    const { app, lines } = await appWithLogs();
    const lead = {
      name: "Amira Haddad",
      email: "amira@example.com",
      phone: "+971 50 123 4567",
      message: "Need 40 hotel rooms furnished",
      locale: "ar",
    };
    app.log.info({ lead }, "lead stored");
    app.log.warn({ body: lead }, "lead rejected");
    app.log.error({
      to: { email: "sales@example.com" },
      err: new Error("SMTP greeting never came"),
    });
    const text = JSON.stringify(lines);
    for (const secret of [lead.name, lead.email, lead.phone, lead.message, "sales@example.com"]) {
      expect(text).not.toContain(secret);
    }
    expect(lines.find((line) => line.msg === "lead stored")).toMatchObject({
      lead: { email: "[redacted]", locale: "ar" },
    });
    // an error's own message stays readable
    expect(text).toContain("SMTP greeting never came");
  });
});

describe("health and readiness", () => {
  it("/healthz answers while the process lives, never cached", async () => {
    const { app } = await appWithLogs();
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("/readyz answers ready when the store answers, and tells anyone no backlog", async () => {
    const { app } = await appWithLogs({ readiness: { outboxBacklog: async () => 3 } });
    const response = await app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", database: "ok" });
  });

  it("/readyz answers 503 when the database is unreachable", async () => {
    const { app } = await appWithLogs({
      readiness: {
        outboxBacklog: async () => {
          throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        },
      },
    });
    const response = await app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", database: "unreachable" });
  });
});

describe("limits", () => {
  it("refuses a request head over 16 KB with 431 and keeps serving", async () => {
    const { app } = await appWithLogs();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const huge = await fetch(`${base}/`, { headers: { cookie: "x".repeat(20 * 1024) } });
    expect(huge.status).toBe(431);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it("caps connections and times requests out", async () => {
    const { app } = await appWithLogs();
    expect(app.server.maxConnections).toBe(1024);
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.keepAliveTimeout).toBe(5_000);
  });
});
