import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/app";
import { fixtureSite } from "./site-fixture";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const preflight = (origin: string) => ({
  method: "OPTIONS" as const,
  url: "/api/leads",
  headers: {
    origin,
    "access-control-request-method": "POST",
    "access-control-request-headers": "content-type, idempotency-key",
  },
});

describe("CORS for a static site on another origin", () => {
  it("answers the configured SITE_ORIGIN's preflight for a JSON POST with an Idempotency-Key", async () => {
    app = await buildApp(fixtureSite({ SITE_ORIGIN: "https://www.example.com" }));
    const response = await app.inject(preflight("https://www.example.com"));
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("https://www.example.com");
    expect(response.headers["access-control-allow-methods"]).toBe("GET, POST");
    expect(response.headers["access-control-allow-headers"]).toBe("content-type, idempotency-key");
    expect(response.headers.vary).toContain("Origin");
  });

  it("lets SITE_ORIGIN's form read a challenge and a 503's Retry-After", async () => {
    app = await buildApp(fixtureSite({ SITE_ORIGIN: "https://www.example.com" }));
    const response = await app.inject({
      url: "/api/leads/challenge",
      headers: { origin: "https://www.example.com" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("https://www.example.com");
    expect(response.headers["access-control-expose-headers"]).toBe("retry-after");
  });

  it("gives any other origin nothing its browser could use", async () => {
    app = await buildApp(fixtureSite({ SITE_ORIGIN: "https://www.example.com" }));
    for (const origin of ["https://evil.example", "https://www.example.com.evil.example", "null"]) {
      const response = await app.inject(preflight(origin));
      expect(response.headers["access-control-allow-origin"], origin).toBeUndefined();
      const get = await app.inject({ url: "/healthz", headers: { origin } });
      expect(get.headers["access-control-allow-origin"], origin).toBeUndefined();
    }
  });

  it("allows no origin at all when SITE_ORIGIN is unset", async () => {
    app = await buildApp(fixtureSite());
    const response = await app.inject(preflight("https://www.example.com"));
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("rejects a SITE_ORIGIN that is not a URL, naming the variable", async () => {
    expect(() => fixtureSite({ SITE_ORIGIN: "www.example.com" })).toThrow(/SITE_ORIGIN/);
  });
});
