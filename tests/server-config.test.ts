import { hostname } from "node:os";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadFacts } from "../lib/content/facts.server";
import { loadConfig } from "../server/config";
import { configProblems } from "./support/leads-env";

/** Issue 36, item 3: every setting parsed once, by its schema, as an operator sees it. */

const key = "k".repeat(32);

describe("a bad environment", () => {
  it("is one error naming every bad variable with its reason, one per line", () => {
    const message = configProblems({ LEADS_RATE_LIMIT: "abc", PORT: "70000", SITE_ORIGIN: "nope" });
    expect(message.split("\n")).toEqual([
      "Server settings:",
      '  PORT must be a whole number from 0 to 65535, got "70000"',
      '  SITE_ORIGIN must be an absolute URL such as https://www.example.com, got "nope"',
      '  LEADS_RATE_LIMIT must be a whole number from 0 to 1000000, got "abc"',
    ]);
  });

  it("still reports a broken rule when an unrelated variable is malformed too", () => {
    const message = configProblems({
      LEADS_POLL_MS: "soon",
      LEADS_WEBHOOK_URL: "https://crm.example",
    });
    expect(message).toContain('LEADS_POLL_MS must be a whole number from 0 to 3600000, got "soon"');
    expect(message).toContain("LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET");
  });
});

describe("an empty or blank value", () => {
  it("means the default, as if unset", () => {
    const blank = loadConfig({
      PORT: "",
      HOST: " ",
      LOG_LEVEL: "",
      HSTS_MAX_AGE: "\t",
      TRUST_PROXY: " ",
      SITE_ORIGIN: "",
      LEADS_DB: "",
      LEADS_LANGUAGE: " ",
      LEADS_RATE_LIMIT: "",
      LEADS_RATE_WINDOW_SECONDS: " ",
      LEADS_TO: " ",
      LEADS_AUTOREPLY: "",
      ALTCHA_HMAC_KEY: " ",
      INBOX_SESSION_SECRET: "  ",
    });
    const unset = loadConfig({});
    expect(blank).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      logLevel: "info",
      hstsMaxAge: 31_536_000,
      trustProxy: false,
      siteOrigin: undefined,
    });
    expect(blank.leads).toEqual(unset.leads);
    expect(blank.leads).toMatchObject({
      dbPath: resolve("data/leads.db"),
      language: "en",
      rateLimit: 10,
      rateWindowSeconds: loadFacts().privacy.rateLimitWindowMinutes * 60,
      to: loadFacts().contact.emails.sales,
      autoreply: false,
      altchaHmacKey: null,
    });
    expect(blank.inbox.sessionSecretDrawn).toBe(true);
  });

  it("is trimmed when given", () => {
    const config = loadConfig({
      PORT: " 8080 ",
      LEADS_LANGUAGE: " ar ",
      CLIENT_IP_HEADER: " X-Real-IP ",
      TRUST_PROXY: "1",
    });
    expect([config.port, config.leads.language, config.leads.clientIpHeader]).toEqual([
      8080,
      "ar",
      "x-real-ip",
    ]);
  });
});

describe("the defaults and ranges", () => {
  it("are those documented, the facts' defaults included", () => {
    const { leads, ...server } = loadConfig({});
    expect(server).toMatchObject({
      port: 3000,
      maxConnections: 1024,
      maxConnectionsPerClient: 64,
      metricsToken: null,
    });
    expect(leads).toMatchObject({
      leaseMs: 15_000,
      noScriptDailyCap: 5,
      challengeRateLimit: 60,
      storeTimeoutMs: 2000,
      retryBaseMs: 10_000,
      retryMaxMs: 3_600_000,
      pollMs: 1000,
      from: loadFacts().contact.emails.general,
      instanceId: `${hostname()}:3000`,
    });
    expect(loadConfig({ PORT: "4000" }).leads.instanceId).toBe(`${hostname()}:4000`);
  });

  it("raise a value under a floor to it, and refuse one past the maximum", () => {
    const floored = loadConfig({
      LEADS_LEASE_MS: "5",
      LEADS_POLL_MS: "0",
      LEADS_STORE_TIMEOUT_MS: "1",
      LEADS_RETRY_BASE_MS: "0",
      LEADS_RETRY_MAX_MS: "0",
      LEADS_RATE_WINDOW_SECONDS: "0",
    }).leads;
    expect(floored).toMatchObject({
      leaseMs: 300,
      pollMs: 10,
      storeTimeoutMs: 10,
      retryBaseMs: 1,
      retryMaxMs: 1,
      rateWindowSeconds: 1,
    });
    expect(loadConfig({ HSTS_MAX_AGE: "0", LEADS_RATE_LIMIT: "0" })).toMatchObject({
      hstsMaxAge: 0,
      leads: { rateLimit: 0 },
    });
    expect(configProblems({ LEADS_LEASE_MS: "86400001" })).toContain(
      'LEADS_LEASE_MS must be a whole number from 0 to 86400000, got "86400001"',
    );
    expect(configProblems({ LEADS_RATE_WINDOW_SECONDS: "-1" })).toContain(
      'LEADS_RATE_WINDOW_SECONDS must be a whole number from 0 to 86400, got "-1"',
    );
    expect(configProblems({ MAX_CONNECTIONS: "1.5" })).toContain(
      "MAX_CONNECTIONS must be a whole number",
    );
  });
});

describe("the rules between settings", () => {
  it("a webhook URL needs its secret", () => {
    expect(configProblems({ LEADS_WEBHOOK_URL: "https://crm.example/hook" })).toContain(
      "LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET",
    );
    expect(
      loadConfig({ LEADS_WEBHOOK_URL: "https://crm.example/hook", LEADS_WEBHOOK_SECRET: "s" }).leads
        .webhookUrl,
    ).toBe("https://crm.example/hook");
    expect(
      configProblems({ LEADS_WEBHOOK_URL: "crm.example/hook", LEADS_WEBHOOK_SECRET: "s" }),
    ).toContain(
      'LEADS_WEBHOOK_URL must be an absolute URL such as https://crm.example.com/hooks/leads, got "crm.example/hook"',
    );
  });

  it("TRUST_PROXY takes a hop count or addresses, never true; CLIENT_IP_HEADER needs it", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe(
      "loopback, 10.0.0.0/8",
    );
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(configProblems({ TRUST_PROXY: "true" })).toMatch(
      /TRUST_PROXY=true would trust every address/,
    );
    expect(configProblems({ CLIENT_IP_HEADER: "CF-Connecting-IP" })).toContain(
      "CLIENT_IP_HEADER needs TRUST_PROXY (the address of the proxy that sets cf-connecting-ip)",
    );
  });

  it("LEADS_AUTOREPLY is 0 or 1, and 1 needs SMTP_URL", () => {
    expect(configProblems({ LEADS_AUTOREPLY: "yes" })).toContain(
      'LEADS_AUTOREPLY must be 1 (on) or 0 (off), got "yes"',
    );
    expect(configProblems({ LEADS_AUTOREPLY: "1" })).toContain("LEADS_AUTOREPLY=1 needs SMTP_URL");
    expect(loadConfig({ LEADS_AUTOREPLY: "0" }).leads.autoreply).toBe(false);
    expect(
      loadConfig({ LEADS_AUTOREPLY: "1", SMTP_URL: "smtp://mail.example:587" }).leads.autoreply,
    ).toBe(true);
  });

  it("INBOX_DIGEST is 0 or 1, and 1 needs SMTP_URL", () => {
    expect(configProblems({ INBOX_DIGEST: "on" })).toContain(
      'INBOX_DIGEST must be 1 (on) or 0 (off), got "on"',
    );
    expect(configProblems({ INBOX_DIGEST: "1" })).toContain("INBOX_DIGEST=1 needs SMTP_URL");
    expect(loadConfig({}).inbox.digest).toBe(false);
    expect(
      loadConfig({ INBOX_DIGEST: "1", SMTP_URL: "smtp://mail.example:587" }).inbox.digest,
    ).toBe(true);
  });

  it("ALTCHA_HMAC_KEY and INBOX_SESSION_SECRET are at least 32 characters", () => {
    const message = configProblems({
      ALTCHA_HMAC_KEY: "short",
      INBOX_SESSION_SECRET: "k".repeat(31),
    });
    expect(message).toContain(
      "ALTCHA_HMAC_KEY must be at least 32 characters (e.g. openssl rand -hex 32), got 5",
    );
    expect(message).toContain("INBOX_SESSION_SECRET must be at least 32 characters");
    const config = loadConfig({ ALTCHA_HMAC_KEY: key, INBOX_SESSION_SECRET: key });
    expect([config.leads.altchaHmacKey, config.inbox.sessionSecret]).toEqual([key, key]);
    expect(config.inbox.sessionSecretDrawn).toBe(false);
  });

  it("LEADS_LANGUAGE is one of the site's locales", () => {
    expect(configProblems({ LEADS_LANGUAGE: "de" })).toMatch(
      /LEADS_LANGUAGE must be one of en, .*, got "de"/,
    );
  });

  it("SITE_API_URL and SITE_ORIGIN are http(s) URLs, kept as their origins", () => {
    const config = loadConfig({
      SITE_API_URL: "https://api.example.com/api/leads",
      SITE_ORIGIN: "https://www.example.com/",
    });
    expect([config.siteApiUrl, config.siteOrigin]).toEqual([
      "https://api.example.com",
      "https://www.example.com",
    ]);
    expect(configProblems({ SITE_API_URL: "localhost:3000" })).toContain(
      'SITE_API_URL must be an absolute URL such as https://api.example.com, got "localhost:3000"',
    );
  });

  it("production needs INBOX_SESSION_SECRET and a Secure inbox cookie; loopback HTTP development does not", () => {
    expect(configProblems({ NODE_ENV: "production" })).toContain(
      "INBOX_SESSION_SECRET is required with NODE_ENV=production",
    );
    // Whether a plain-HTTP request from loopback may get a cookie without Secure; every other
    // request gets __Host-inbox with Secure (tests/inbox-cookie-transport.test.ts).
    const plain = (env: Record<string, string>) => loadConfig(env).inbox.plainHttpOnLoopback;
    expect(plain({ NODE_ENV: "production", INBOX_SESSION_SECRET: key })).toBe(false);
    expect(
      plain({
        NODE_ENV: "production",
        INBOX_SESSION_SECRET: key,
        SITE_ORIGIN: "http://localhost:3000",
      }),
    ).toBe(false);
    expect(plain({ SITE_ORIGIN: "https://www.example.com" })).toBe(false);
    expect(plain({ SITE_ORIGIN: "http://www.example.com" })).toBe(false);
    expect(plain({ SITE_ORIGIN: "http://127.0.0.1:3000" })).toBe(true);
    expect(plain({})).toBe(true);
  });

  it("INBOX_REQUIRE_MFA is 1 or 0", () => {
    expect(loadConfig({ INBOX_REQUIRE_MFA: "1" }).inbox.requireMfa).toBe(true);
    expect(loadConfig({}).inbox.requireMfa).toBe(false);
    expect(configProblems({ INBOX_REQUIRE_MFA: "yes" })).toContain(
      'INBOX_REQUIRE_MFA must be 1 (on) or 0 (off), got "yes"',
    );
  });

  it("LOG_LEVEL is one of pino's levels", () => {
    expect(configProblems({ LOG_LEVEL: "verbose" })).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
  });
});
