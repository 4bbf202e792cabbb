import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { hashPassword } from "../server/inbox/passwords";
import { openLeadStore } from "../server/storage/open-lead-store";
import { inboxClient, keepCookies, testUser } from "./support/inbox-env";
import { testConfig } from "./support/leads-env";
import { freshStore } from "./support/stores";
import { testDatabaseUrl } from "./support/postgres";

/**
 * Inbox sessions on several servers sharing one PostgreSQL (issue 20): a session begun on
 * one server is valid on the other, its CSRF token too, and signing out on one ends it on
 * both; the lockout counts failures made on either.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!testDatabaseUrl)("inbox sessions across servers on PostgreSQL", () => {
  it(
    "holds one session on two servers, and ends it on both at sign-out",
    { timeout: 90_000 },
    async () => {
      const fresh = await freshStore("postgres");
      cleanups.push(() => fresh.remove());
      const env = {
        ...fresh.env,
        LEADS_RATE_LIMIT: "0",
        INBOX_SESSION_SECRET: "one-secret-shared-by-every-server-0123",
      };
      const seed = await openLeadStore(fresh.leads);
      await seed.inbox.addUser(testUser.email, await hashPassword(testUser.password), new Date());
      await seed.close();
      const [first, second] = await Promise.all(
        [1, 2].map(async () => {
          const app = await buildApp(testConfig(fresh.workspace, env));
          cleanups.push(() => app.close());
          await app.ready();
          return app;
        }),
      );

      const browser = inboxClient(first!);
      expect((await browser.signIn()).statusCode).toBe(204);
      const token = await browser.csrf();
      // The browser's cookies: the session's, and the CSRF secret's (issue 35: in a cookie).
      const cookies = Object.fromEntries(browser.jar);
      expect(cookies.inbox).toBeTruthy();
      const onSecond = (
        method: "GET" | "POST",
        url: string,
        headers: Record<string, string> = {},
      ) => second!.inject({ method, url, cookies, headers });

      expect((await onSecond("GET", "/api/inbox/me")).json()).toEqual({
        email: testUser.email,
        language: null,
      });
      const signedOut = await onSecond("POST", "/api/inbox/sign-out", { "x-csrf-token": token });
      expect(signedOut.statusCode).toBe(204);
      const jar = new Map<string, string>();
      keepCookies(jar, signedOut);
      expect(jar.has("inbox")).toBe(false);
      expect((await browser.request("GET", "/api/inbox/me")).statusCode).toBe(401);

      // Wrong passwords from one address on either server count toward one backoff (issue 35).
      const other = inboxClient(second!);
      for (let attempt = 0; attempt < 5; attempt++) {
        const client = attempt % 2 === 0 ? browser : other;
        expect((await client.signIn(testUser.email, `wrong password ${attempt}`)).statusCode).toBe(
          401,
        );
      }
      expect((await inboxClient(first!).signIn()).statusCode).toBe(429);
      expect((await inboxClient(second!).signIn()).statusCode).toBe(429);
    },
  );
});
