import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openTestDb } from "./support/test-db";
import { tempWorkspace, testConfig, validLead } from "./support/leads-env";

/**
 * Issue 16: with `TRUST_PROXY=true` or `CLIENT_IP_HEADER=x-forwarded-for` the leftmost
 * forwarded address, which the client writes itself, was taken as its IP: the rate limit
 * was bypassed and the stored IP forged.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(env: Record<string, string>) {
  const workspace = tempWorkspace();
  cleanups.push(() => workspace.remove());
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
  });
  const config = testConfig(workspace, { LOG_LEVEL: "warn", LEADS_RATE_LIMIT: "2", ...env });
  const app: FastifyInstance = await buildApp(config, { logStream: stream });
  cleanups.push(() => app.close());
  await app.ready();
  const db = await openTestDb(config.leads);
  cleanups.push(() => db.close());
  const post = async (headers: Record<string, string>, remoteAddress = "10.0.0.2") => {
    const response = await app.inject({
      method: "POST",
      url: "/api/leads",
      remoteAddress,
      headers: { "content-type": "application/json", ...headers },
      payload: validLead("contact"),
    });
    const id = response.statusCode === 201 ? response.json<{ id: string }>().id : null;
    const row = id ? await db.get("SELECT client_ip FROM leads WHERE id = ?", id) : undefined;
    return { status: response.statusCode, ip: row?.client_ip };
  };
  return { app, post, lines };
}

describe("the client address behind a trusted proxy", () => {
  it("is the rightmost X-Forwarded-For address that is not a trusted proxy, never the leftmost", async () => {
    const { post } = await server({ TRUST_PROXY: "10.0.0.0/8" });
    const forged = await post({ "x-forwarded-for": "1.2.3.4, 198.51.100.20, 10.0.0.9" });
    expect(forged).toEqual({ status: 201, ip: "198.51.100.20" });
    // A new forged leftmost address on each request does not make a new client.
    expect((await post({ "x-forwarded-for": "5.6.7.8, 198.51.100.20" })).status).toBe(201);
    expect((await post({ "x-forwarded-for": "9.9.9.9, 198.51.100.20" })).status).toBe(429);
  });

  it("reads CLIENT_IP_HEADER only from a trusted proxy, taking its rightmost entry", async () => {
    const { post } = await server({ TRUST_PROXY: "10.0.0.2", CLIENT_IP_HEADER: "x-real-ip" });
    expect(await post({ "x-real-ip": "1.2.3.4, 198.51.100.30" })).toEqual({
      status: 201,
      ip: "198.51.100.30",
    });
    // A client talking to us directly cannot name its own address.
    expect(await post({ "x-real-ip": "1.2.3.4" }, "192.0.2.77")).toEqual({
      status: 201,
      ip: "192.0.2.77",
    });
  });

  it("refuses TRUST_PROXY=true and a CLIENT_IP_HEADER without TRUST_PROXY, saying why", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true.*forge/);
    expect(() => loadConfig({ CLIENT_IP_HEADER: "x-forwarded-for" })).toThrow(
      /CLIENT_IP_HEADER needs TRUST_PROXY/,
    );
  });
});

describe("proxy headers without TRUST_PROXY", () => {
  it("are warned about once, since every visitor then shares one rate limit", async () => {
    const { app, lines } = await server({});
    await app.inject({ url: "/", headers: { "x-forwarded-for": "198.51.100.40" } });
    await app.inject({ url: "/", headers: { "x-forwarded-for": "198.51.100.41" } });
    const warnings = lines.filter((line) => String(line.msg).includes("TRUST_PROXY is not set"));
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain("198.51.100.4");
  });
});
