import { verifySolution } from "altcha-lib/v1";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { tempWorkspace, testAltchaKey, testConfig, validLead } from "./support/leads-env";
import { solvedPayload, type ServerChallenge } from "./support/solve-challenge";

/**
 * Issue 28: a flood of challenge requests from one address slowed every page. Each address
 * now has its own allowance of challenges a minute, counted in memory; past it, 429 and
 * the connection closed. Other addresses and the lead POST's own limit are untouched.
 */
/** The default of `LEADS_CHALLENGE_RATE_LIMIT`, per minute. */
const challengeLimit = { perMinute: 60 };
const workspace = tempWorkspace();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(testConfig(workspace, { LEADS_RATE_LIMIT: "2" }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  workspace.remove();
});

const challenge = (remoteAddress: string) =>
  app.inject({ url: "/api/leads/challenge", remoteAddress });

describe("GET /api/leads/challenge's per-address limit", () => {
  it(`gives one address ${challengeLimit.perMinute} a minute, then 429 with Retry-After and a closed connection; another address is served`, async () => {
    for (let i = 0; i < challengeLimit.perMinute; i++) {
      expect((await challenge("192.0.2.10")).statusCode).toBe(200);
    }
    const refused = await challenge("192.0.2.10");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers.connection).toBe("close");
    expect(refused.json()).toMatchObject({ error: "rate_limited" });

    const other = await challenge("192.0.2.11");
    expect(other.statusCode).toBe(200);
    expect(other.headers["cache-control"]).toBe("no-store");
    // Still ALTCHA's challenge, signed with the server's key: a solution verifies.
    const payload = await solvedPayload(other.json<ServerChallenge>());
    expect(await verifySolution(payload, testAltchaKey, true)).toBe(true);
  });

  it("is counted apart from the lead POST's limit", async () => {
    for (let i = 0; i < 5; i++) expect((await challenge("192.0.2.20")).statusCode).toBe(200);
    const post = () =>
      app.inject({
        method: "POST",
        url: "/api/leads",
        remoteAddress: "192.0.2.20",
        headers: { "content-type": "application/json" },
        payload: validLead("contact"),
      });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(429);
    expect((await challenge("192.0.2.20")).statusCode).toBe(200);
  });
});
