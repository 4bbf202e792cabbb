import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { fixtureSite } from "./site-fixture";

/** Issue 16: the outbox backlog moved from the public /readyz to a protected /metrics. */
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const readiness = { outboxBacklog: async () => 3 };

describe("GET /metrics", () => {
  it("does not exist unless METRICS_TOKEN is set", async () => {
    app = await buildApp(fixtureSite(), { readiness });
    const response = await app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("backlog");
  });

  it("answers 401 without the token, and the backlog gauge with it", async () => {
    app = await buildApp(fixtureSite({ METRICS_TOKEN: "scrape-me" }), { readiness });
    for (const authorization of [undefined, "Bearer wrong", "scrape-me"]) {
      const refused = await app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain("backlog");
    }
    const response = await app.inject({
      url: "/metrics",
      headers: { authorization: "Bearer scrape-me" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("# TYPE leads_outbox_backlog gauge\nleads_outbox_backlog 3\n");
  });
});
