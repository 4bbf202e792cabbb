import { describe, expect, it } from "vitest";
import { newTotpSecret, totpCode } from "../server/inbox/totp";
import { inboxAppsClosedAfterEach, inboxClient, testUser } from "./support/inbox-env";
import { storeKinds } from "./support/stores";

/**
 * Issue 35, items 4–7: the README's deployment (TLS proxy, `TRUST_PROXY`, neither NODE_ENV
 * nor SITE_ORIGIN) gets a Secure `__Host-` cookie; strangers create no session rows and
 * are rate-limited; a stranger's wrong passwords slow an account but never lock its owner
 * out; the TOTP second factor, its replay and `INBOX_REQUIRE_MFA` — on every store.
 */
const minute = 60_000;

const setUp = inboxAppsClosedAfterEach();

/** Every stored session row, counted by deleting them all (none expires after year 9999). */
async function sessionRows(inbox: Awaited<ReturnType<typeof setUp>>): Promise<number> {
  return inbox.store.inbox.purgeSessions(new Date("9999-12-31T00:00:00Z"));
}

/** The cookies of a fetch response, as `name=value; attributes` strings. */
function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

describe.each(storeKinds)("inbox sessions on %s", { timeout: 120_000 }, (kind) => {
  it("behind a TLS proxy with TRUST_PROXY alone, the real server sends __Host-inbox; Secure", async () => {
    const inbox = await setUp(kind, { TRUST_PROXY: "loopback" });
    const base = await inbox.app.listen({ host: "127.0.0.1", port: 0 });
    /** A request as the proxy on this machine hands it on. */
    const viaProxy = async (
      path: string,
      headers: Record<string, string>,
      init: RequestInit = {},
    ) => fetch(`${base}${path}`, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    const proxies: Record<string, string>[] = [
      { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.20" },
      // The README's nginx block before issue 35 sent no X-Forwarded-Proto: still Secure.
      { "x-forwarded-for": "203.0.113.21" },
      // A proxy that says HTTPS, the client on this machine: Secure too.
      { "x-forwarded-proto": "https" },
    ];
    for (const proxyHeaders of proxies) {
      const csrf = await viaProxy("/api/inbox/csrf", proxyHeaders);
      const csrfCookie = setCookies(csrf)[0]!;
      expect(csrfCookie).toMatch(/^__Host-inbox-csrf=/);
      expect(csrfCookie).toContain("Secure");
      const { token } = (await csrf.json()) as { token: string };
      const signIn = await viaProxy("/api/inbox/sign-in", proxyHeaders, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-csrf-token": token,
          cookie: csrfCookie.split(";")[0]!,
        },
        body: JSON.stringify(testUser),
      });
      expect(signIn.status, JSON.stringify(proxyHeaders)).toBe(204);
      const session = setCookies(signIn).find((cookie) => cookie.startsWith("__Host-inbox="));
      expect(session, JSON.stringify(proxyHeaders)).toBeDefined();
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; SameSite=Strict/);
      expect(session).toMatch(/; Path=\//);
      expect(session).not.toMatch(/Domain=/i);
      expect(setCookies(signIn).some((cookie) => cookie.startsWith("inbox="))).toBe(false);
      const me = await viaProxy("/api/inbox/me", proxyHeaders, {
        headers: { cookie: session!.split(";")[0]! },
      });
      expect(me.status).toBe(200);
    }
    // Plain HTTP from this machine, no proxy: the development cookie, without Secure.
    const plain = await fetch(`${base}/api/inbox/csrf`);
    expect(setCookies(plain)[0]).toMatch(/^inbox-csrf=/);
    expect(setCookies(plain)[0]).not.toContain("Secure");
  });

  it("gives strangers CSRF tokens without storing sessions, and rate-limits them", async () => {
    const inbox = await setUp(kind);
    for (let stranger = 0; stranger < 1000; stranger++) {
      const response = await inbox.app.inject({
        method: "GET",
        url: "/api/inbox/csrf",
        remoteAddress: `10.${(stranger >> 8) & 255}.${stranger & 255}.1`,
      });
      expect(response.statusCode).toBe(200);
      // Strangers are not on loopback: the Secure __Host- cookie, and only that one.
      expect(response.cookies.map((cookie) => cookie.name)).toEqual(["__Host-inbox-csrf"]);
    }
    expect(await sessionRows(inbox)).toBe(0);
    // One address: 60 a minute, then 429 with Retry-After.
    const statuses: number[] = [];
    for (let request = 0; request < 61; request++) {
      const response = await inbox.app.inject({
        method: "GET",
        url: "/api/inbox/csrf",
        remoteAddress: "198.51.100.3",
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(await sessionRows(inbox)).toBe(0);
    // A wrong password stores no session either.
    await inboxClient(inbox.app).signIn(testUser.email, "not the password at all");
    expect(await sessionRows(inbox)).toBe(0);
  });

  it("slows an account that strangers guess at from many addresses, but lets its owner in", async () => {
    const inbox = await setUp(kind);
    for (let stranger = 1; stranger <= 25; stranger++) {
      const guess = await inboxClient(inbox.app, {}, `203.0.113.${stranger}`).signIn(
        testUser.email,
        `guess number ${stranger}`,
      );
      expect(guess.statusCode).toBe(401);
    }
    const started = performance.now();
    const owner = await inboxClient(inbox.app, {}, "198.51.100.50").signIn();
    expect(owner.statusCode).toBe(204);
    // 25 failures in 15 minutes: (25 - 20) × 100 ms more for every sign-in of the account.
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
  });

  it("asks a user with a second factor for a TOTP code, refuses a wrong or replayed one", async () => {
    const inbox = await setUp(kind);
    const secret = newTotpSecret();
    await inbox.store.inbox.setTotpSecret(testUser.email, secret);
    const client = inboxClient(inbox.app);
    const password = await client.signIn();
    expect(password.statusCode).toBe(202);
    expect(password.json()).toEqual({ next: "totp" });
    const pending = client.jar.get("inbox");
    expect(pending).toBeTruthy();
    // A right password alone opens nothing.
    expect((await client.request("GET", "/api/inbox/me")).statusCode).toBe(401);
    expect((await client.request("GET", "/inbox/")).statusCode).toBe(303);

    const wrong = await client.request("POST", "/api/inbox/sign-in/totp", { code: "000000" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "invalid_code" });
    const malformed = await client.request("POST", "/api/inbox/sign-in/totp", { code: "12ab" });
    expect(malformed.statusCode).toBe(400);

    const code = totpCode(secret, inbox.clock.now());
    const right = await client.request("POST", "/api/inbox/sign-in/totp", { code });
    expect(right.statusCode).toBe(204);
    expect(client.jar.get("inbox")!.split(".")[0]).not.toBe(pending!.split(".")[0]);
    await client.csrf();
    expect((await client.request("GET", "/api/inbox/me")).json()).toEqual({
      email: testUser.email,
      language: null,
    });
    // The pending session is gone: its cookie opens nothing.
    const fixated = await inbox.app.inject({
      method: "GET",
      url: "/api/inbox/me",
      cookies: { inbox: pending! },
    });
    expect(fixated.statusCode).toBe(401);

    // The same code again, by someone who saw it and knows the password: refused.
    const thief = inboxClient(inbox.app, {}, "203.0.113.66");
    expect((await thief.signIn()).statusCode).toBe(202);
    const replayed = await thief.request("POST", "/api/inbox/sign-in/totp", { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ error: "invalid_code" });

    // A code comes within 5 minutes of the password, or the password is asked again.
    const slow = inboxClient(inbox.app);
    expect((await slow.signIn()).statusCode).toBe(202);
    inbox.clock.advance(6 * minute);
    const late = await slow.request("POST", "/api/inbox/sign-in/totp", {
      code: totpCode(secret, inbox.clock.now()),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ error: "unauthenticated" });
  });

  it("with INBOX_REQUIRE_MFA=1, a user without a factor cannot sign in until enrolled", async () => {
    const inbox = await setUp(kind, { INBOX_REQUIRE_MFA: "1" });
    const client = inboxClient(inbox.app);
    const refused = await client.signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "mfa_enrolment_required" });
    expect(client.jar.has("inbox")).toBe(false);
    expect(await sessionRows(inbox)).toBe(0);
    // A wrong password says nothing about enrolment.
    expect((await client.signIn(testUser.email, "not the password at all")).statusCode).toBe(401);

    const secret = newTotpSecret();
    await inbox.store.inbox.setTotpSecret(testUser.email, secret);
    expect((await client.signIn()).statusCode).toBe(202);
    const code = totpCode(secret, inbox.clock.now());
    expect((await client.request("POST", "/api/inbox/sign-in/totp", { code })).statusCode).toBe(
      204,
    );
  });
});
