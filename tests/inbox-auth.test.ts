import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { inboxAppsClosedAfterEach, inboxClient, testUser } from "./support/inbox-env";
import { storeKinds } from "./support/stores";

/**
 * The inbox's sign-in holds (issue 20, item 2; issue 35): nothing without a session,
 * nothing state-changing without the CSRF token, a backoff per account and address, no
 * account enumeration, a new session id at sign-in, the cookie's flags, idle and absolute
 * expiry, sign-out ending the session on the server — on every store.
 */
const minute = 60_000;

const setUp = inboxAppsClosedAfterEach();

describe.each(storeKinds)("inbox sign-in on %s", { timeout: 90_000 }, (kind) => {
  it("answers 401 on every API route and 303 on every page without a session", async () => {
    const { app } = await setUp(kind);
    const client = inboxClient(app);
    for (const url of [
      "/api/inbox/",
      "/api/inbox/no-such-endpoint",
      "/api/inbox/me",
      "/api/inbox/facets",
      "/api/inbox/leads",
      "/api/inbox/leads/some-id",
      "/api/inbox/export.csv",
      "/api/inbox/export.json",
      "/api/inbox/dashboard",
    ]) {
      const response = await client.request("GET", url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ error: "unauthenticated" });
    }
    await client.csrf();
    for (const [method, url] of [
      ["PATCH", "/api/inbox/leads/some-id"],
      ["POST", "/api/inbox/leads/some-id/notes"],
      ["POST", "/api/inbox/leads/some-id/erase"],
      ["POST", "/api/inbox/sign-out"],
    ] as const) {
      expect((await client.request(method, url, {})).statusCode, url).toBe(401);
    }
    for (const url of ["/inbox/", "/inbox/leads/some-id", "/inbox/dashboard"]) {
      const response = await client.request("GET", url);
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe("/inbox/sign-in");
    }
    const signInPage = await client.request("GET", "/inbox/sign-in");
    expect(signInPage.statusCode).toBe(200);
    expect(signInPage.body).toContain("/inbox/assets/inbox-fixture.js");
    expect((await client.request("GET", "/inbox")).headers.location).toBe("/inbox/");
  });

  it("refuses a state-changing request without the session's CSRF token with 403", async () => {
    const { app } = await setUp(kind);
    const client = inboxClient(app);
    const noToken = await app.inject({
      method: "POST",
      url: "/api/inbox/sign-in",
      payload: { email: testUser.email, password: testUser.password },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ error: "csrf" });

    expect((await client.signIn()).statusCode).toBe(204);
    const forged = await client.request(
      "POST",
      "/api/inbox/sign-out",
      {},
      { "x-csrf-token": "forged-token" },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: "csrf" });
    // Another browser's valid token is not this session's.
    const other = inboxClient(app);
    const otherToken = await other.csrf();
    const crossed = await client.request(
      "POST",
      "/api/inbox/sign-out",
      {},
      { "x-csrf-token": otherToken },
    );
    expect(crossed.statusCode).toBe(403);
    expect((await client.request("GET", "/api/inbox/me")).statusCode).toBe(200);
  });

  it("answers an unknown account exactly as a wrong password", async () => {
    const { app } = await setUp(kind);
    const wrong = await inboxClient(app).signIn(testUser.email, "not the password at all");
    const unknown = await inboxClient(app).signIn("nobody@pearl.example", testUser.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ error: "invalid_credentials" });
    expect(unknown.cookies.map((c) => c.name)).toEqual(wrong.cookies.map((c) => c.name));
  });

  it("makes an address wait after 5 wrong passwords, doubling, while other addresses sign in", async () => {
    const { app, clock, store } = await setUp(kind);
    const client = inboxClient(app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client.signIn(testUser.email, `wrong password ${attempt}`)).statusCode).toBe(
        401,
      );
    }
    // The 5th failure blocks this address for this account for 1 minute: even the right password.
    const blocked = await client.signIn();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: "rate_limited" });
    expect(Number(blocked.headers["retry-after"])).toBe(60);
    // The staff member elsewhere is not locked out by it.
    const elsewhere = inboxClient(app, {}, "198.51.100.7");
    expect((await elsewhere.signIn()).statusCode).toBe(204);
    clock.advance(minute + 1000);
    // One more failure: 2 minutes now.
    expect((await client.signIn(testUser.email, "wrong password 6")).statusCode).toBe(401);
    const again = await client.signIn();
    expect(again.statusCode, again.body).toBe(429);
    expect(Number(again.headers["retry-after"])).toBe(120);
    clock.advance(2 * minute + 1000);
    expect((await client.signIn()).statusCode).toBe(204);
    expect((await client.request("GET", "/api/inbox/me")).json()).toEqual({
      email: testUser.email,
      language: null,
    });
    // A sign-in forgets that address's failures.
    expect(await store.inbox.recentSignInFailures(testUser.email, new Date(0))).toBe(0);
  });

  it("gives no session before sign-in and a new one at it; an ended session signs nobody in", async () => {
    const { app } = await setUp(kind);
    const client = inboxClient(app);
    await client.csrf();
    expect(client.jar.get("inbox")).toBeUndefined();
    expect((await client.request("POST", "/api/inbox/sign-in", testUser)).statusCode).toBe(204);
    const first = client.jar.get("inbox");
    expect(first).toBeTruthy();
    await client.csrf();
    await client.request("POST", "/api/inbox/sign-out", {});
    await client.signIn();
    const second = client.jar.get("inbox");
    expect(second!.split(".")[0]).not.toBe(first!.split(".")[0]);
    const fixated = await app.inject({
      method: "GET",
      url: "/api/inbox/me",
      cookies: { inbox: first! },
    });
    expect(fixated.statusCode).toBe(401);
  });

  it("sets HttpOnly, SameSite=Strict and no Secure on plain-HTTP loopback", async () => {
    const { app } = await setUp(kind);
    const response = await inboxClient(app).signIn();
    const cookie = response.cookies.find((c) => c.name === "inbox");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookie?.secure).toBeFalsy();
  });

  it("names the cookie __Host-inbox and sets Secure when served over HTTPS", async () => {
    const { app } = await setUp(kind, {
      SITE_ORIGIN: "https://www.example.com",
      TRUST_PROXY: "loopback",
      INBOX_SESSION_SECRET: "a-test-secret-of-at-least-32-characters",
    });
    const client = inboxClient(app, { "x-forwarded-proto": "https" });
    const response = await client.signIn();
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === "__Host-inbox");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.some((c) => c.name === "inbox")).toBe(false);
    expect((await client.request("GET", "/api/inbox/me")).statusCode).toBe(200);
  });

  it("ends a session unused for 30 minutes, and any session 12 hours after sign-in", async () => {
    const { app, clock } = await setUp(kind);
    const client = inboxClient(app);
    await client.signIn();
    clock.advance(29 * minute);
    expect((await client.request("GET", "/api/inbox/me")).statusCode).toBe(200);
    clock.advance(29 * minute);
    expect((await client.request("GET", "/api/inbox/me")).statusCode).toBe(200);
    clock.advance(31 * minute);
    expect((await client.request("GET", "/api/inbox/me")).statusCode).toBe(401);

    // Used every 20 minutes, a session still ends 12 hours after sign-in (ASVS 3.3.2).
    const busy = inboxClient(app);
    await busy.signIn();
    for (let elapsed = 20; elapsed < 12 * 60; elapsed += 20) {
      clock.advance(20 * minute);
      expect((await busy.request("GET", "/api/inbox/me")).statusCode, `${elapsed} min`).toBe(200);
    }
    clock.advance(20 * minute);
    expect((await busy.request("GET", "/api/inbox/me")).statusCode).toBe(401);
  });

  it("ends the session on the server at sign-out and clears the browser's cache and storage", async () => {
    const { app } = await setUp(kind);
    const client = inboxClient(app);
    await client.signIn();
    const cookie = client.jar.get("inbox")!;
    const out = await client.request("POST", "/api/inbox/sign-out", {});
    expect(out.statusCode).toBe(204);
    expect(out.headers["clear-site-data"]).toBe('"cache", "storage"');
    expect(client.jar.has("inbox")).toBe(false);
    const replayed = await app.inject({
      method: "GET",
      url: "/api/inbox/me",
      cookies: { inbox: cookie },
    });
    expect(replayed.statusCode).toBe(401);
  });

  it("rate-limits sign-in per client address with 429 and Retry-After", async () => {
    const { app } = await setUp(kind);
    const client = inboxClient(app);
    // 30 attempts an address per window, whatever the accounts (each under its backoff).
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 31; attempt++) {
      const account = `target${Math.ceil(attempt / 5)}@pearl.example`;
      statuses.push((await client.signIn(account, "guessing-password")).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    const limited = await client.signIn("other@pearl.example", "guessing-password");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not limited by this one's attempts.
    expect((await inboxClient(app, {}, "203.0.113.9").signIn()).statusCode).toBe(204);
  });

  it("marks every inbox response noindex, no-store, with the inbox's strict CSP", async () => {
    const { app } = await setUp(kind);
    const client = inboxClient(app);
    await client.signIn();
    for (const url of ["/inbox/sign-in", "/inbox/", "/api/inbox/me", "/api/inbox/leads"]) {
      const response = await client.request("GET", url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-robots-tag"], url).toContain("noindex");
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["content-security-policy"], url).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
    }
    const asset = await client.request("GET", "/inbox/assets/inbox-fixture.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["x-robots-tag"]).toContain("noindex");
    // Issue 35 (item 9): a missing asset is a plain 404, not an internal error.
    const missing = await client.request("GET", "/inbox/assets/no-such-file.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "not_found" });
    // The public pages keep their own policy.
    const home = await app.inject({ method: "GET", url: "/" });
    expect(home.headers["x-robots-tag"]).toBeUndefined();
    expect(home.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

describe("inbox sign-in logs", () => {
  it("log sign-in, failure, blocks and sign-out with user and address, never the password", async () => {
    const stream = new PassThrough();
    let text = "";
    stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
    const inbox = await setUp("sqlite", { LOG_LEVEL: "info" }, { logStream: stream });
    const client = inboxClient(inbox.app);
    const wrongPasswords = Array.from({ length: 5 }, (_, i) => `Wrong-Password-${i}-xyz`);
    for (const password of wrongPasswords) await client.signIn(testUser.email, password);
    await client.signIn();
    inbox.clock.advance(2 * minute);
    await client.signIn();
    await client.request("POST", "/api/inbox/sign-out", {});

    const audit = text
      .split("\n")
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as {
            inboxAudit?: { event: string; user: string; ip: string; blockedUntil?: string };
          },
      )
      .flatMap((line) => (line.inboxAudit ? [line.inboxAudit] : []));
    expect(audit.map((entry) => entry.event)).toEqual([
      ...Array(5).fill("sign-in failed"),
      "sign-in refused: address blocked",
      "signed in",
      "signed out",
    ]);
    expect(audit[4]!.blockedUntil).toBeTruthy();
    for (const entry of audit)
      expect(entry).toMatchObject({ user: testUser.email, ip: "127.0.0.1" });
    for (const password of [...wrongPasswords, testUser.password]) {
      expect(text).not.toContain(password);
    }
  });
});
