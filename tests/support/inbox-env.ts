import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../server/app";
import { hashPassword } from "../../server/inbox/passwords";
import type { LeadStore } from "../../server/storage/lead-store";
import { openLeadStore } from "../../server/storage/open-lead-store";
import { testConfig } from "./leads-env";
import { freshStore } from "./stores";

/** The fixture inbox page: the tests never depend on the UI's build. */
export const fixtureIndexHtml =
  '<!doctype html><html lang="en"><title>Inbox fixture</title><script type="module" src="/inbox/assets/inbox-fixture.js"></script></html>';

/** A user the tests sign in as, and a password long enough for `user add`. */
export const testUser = { email: "sales@pearl.example", password: "correct horse battery" };

/** A clock the test moves, from `start` on: the inbox's `now`. */
export function movableClock(start = new Date()) {
  let offsetMs = 0;
  const began = Date.now();
  return {
    now: () => new Date(start.getTime() + offsetMs + (Date.now() - began)),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/**
 * The cookies a browser would keep from `response`'s `Set-Cookie` headers, merged into
 * `jar` (an expired or emptied cookie is dropped).
 */
export function keepCookies(jar: Map<string, string>, response: LightMyRequestResponse) {
  for (const cookie of response.cookies) {
    const expired =
      cookie.value === "" ||
      (cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now()) ||
      cookie.maxAge === 0;
    if (expired) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
}

/**
 * A browser-like client of an app at `remoteAddress` (default loopback): keeps cookies,
 * sends the CSRF token it was given.
 */
export function inboxClient(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const jar = new Map<string, string>();
  let token = "";
  const client = {
    jar,
    async request(method: "GET" | "POST" | "PATCH", url: string, body?: unknown, extra = {}) {
      const response = await app.inject({
        method,
        url,
        ...(remoteAddress ? { remoteAddress } : {}),
        headers: {
          ...headers,
          ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
          ...(method !== "GET" && token ? { "x-csrf-token": token } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...extra,
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      keepCookies(jar, response);
      return response;
    },
    /** GETs `url` and returns its JSON body; fails the test, naming `url` and the body, unless 200. */
    async getJson<T>(url: string): Promise<T> {
      const response = await client.request("GET", url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<T>();
    },
    /** Fetches a CSRF token for the current session. */
    async csrf() {
      token = (await client.request("GET", "/api/inbox/csrf")).json<{ token: string }>().token;
      return token;
    },
    /** Signs in (CSRF token first, then a fresh one for the new session); returns the response. */
    async signIn(email = testUser.email, password = testUser.password) {
      await client.csrf();
      const response = await client.request("POST", "/api/inbox/sign-in", { email, password });
      if (response.statusCode === 204) await client.csrf();
      return response;
    },
  };
  return client;
}

/**
 * An app with the inbox on a fresh store of `kind`, a fixture UI build, `testUser` created,
 * and a movable clock; `close()` removes everything.
 */
export async function inboxApp(
  kind: "sqlite" | "postgres",
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream; clockStart?: Date } = {},
) {
  const fresh = await freshStore(kind);
  const inboxDir = join(fresh.workspace.dir, "inbox");
  mkdirSync(join(inboxDir, "assets"), { recursive: true });
  writeFileSync(join(inboxDir, "index.html"), fixtureIndexHtml);
  writeFileSync(join(inboxDir, "assets", "inbox-fixture.js"), "export {};\n");
  const config = testConfig(fresh.workspace, {
    ...fresh.env,
    INBOX_DIR: inboxDir,
    LEADS_RATE_LIMIT: "0",
    ...env,
  });
  const store: LeadStore = await openLeadStore(config.leads);
  await store.inbox.addUser(testUser.email, await hashPassword(testUser.password), new Date());
  const { clockStart, ...appOptions } = options;
  const clock = movableClock(clockStart);
  const app = await buildApp(config, { store, now: clock.now, ...appOptions });
  await app.ready();
  return {
    app,
    store,
    clock,
    config,
    async close() {
      await app.close();
      await fresh.remove();
    },
  };
}

/**
 * For a test file's top level: a `setUp(kind, env, options)` that starts `inboxApp` and
 * closes each app it started after every test.
 */
export function inboxAppsClosedAfterEach() {
  const open: InboxApp[] = [];
  afterEach(async () => {
    for (const inbox of open.splice(0).reverse()) await inbox.close();
  });
  return async (...args: Parameters<typeof inboxApp>): Promise<InboxApp> => {
    const inbox = await inboxApp(...args);
    open.push(inbox);
    return inbox;
  };
}

/** What `inboxApp` starts. */
export type InboxApp = Awaited<ReturnType<typeof inboxApp>>;
