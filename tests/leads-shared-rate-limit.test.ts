import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { testConfig, validLead } from "./support/leads-env";
import { freshStore, storeKinds } from "./support/stores";

/**
 * Issue 16: the lead rate limit counted in memory, so a restart reset it and several
 * servers on one PostgreSQL each counted alone. Now the counters live in the lead store.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function post(app: FastifyInstance, ip: string) {
  return app.inject({
    method: "POST",
    url: "/api/leads",
    remoteAddress: ip,
    headers: { "content-type": "application/json" },
    payload: validLead("contact"),
  });
}

describe.each(storeKinds)("the lead rate limit on %s", (kind) => {
  it("is shared by two servers on one store and survives a restart", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const config = testConfig(fresh.workspace, { ...fresh.env, LEADS_RATE_LIMIT: "4" });
    const server = async () => {
      const app = await buildApp(config);
      await app.ready();
      return app;
    };
    const a = await server();
    const b = await server();
    cleanups.push(() => b.close());

    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await post(app, "203.0.113.5")).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201]);
    const fifth = await post(b, "203.0.113.5");
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers["retry-after"])).toBeGreaterThan(500);

    await a.close();
    const restarted = await server();
    cleanups.push(() => restarted.close());
    expect((await post(restarted, "203.0.113.5")).statusCode).toBe(429);
    expect((await post(restarted, "203.0.113.6")).statusCode).toBe(201);
  });
});
