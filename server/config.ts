import { hostname } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadFacts } from "../lib/content/facts.server";
import { defaultLocale, isLocale, locales, type Locale } from "../lib/i18n/locales";
import { inboxConfig, type InboxConfig } from "./inbox/inbox-config";
import type { SecurityOptions } from "./security-headers";

/** Server settings from the environment, with the embedded defaults the README documents. */
export interface ServerConfig {
  /** TCP port (`PORT`, default 3000). */
  port: number;
  /** Interface to listen on (`HOST`, default 0.0.0.0). */
  host: string;
  /** Folder of the prerendered site (`SITE_DIR`, default `build/client`). */
  siteDir: string;
  /** `Strict-Transport-Security` max-age in seconds (`HSTS_MAX_AGE`, default one year; 0 = off). */
  hstsMaxAge: number;
  /**
   * Origin of the leads API when it is not this server (`SITE_API_URL`, e.g.
   * `https://api.example.com`); the pages' CSP lets them reach it. Unset = same origin.
   */
  siteApiUrl: string | undefined;
  /**
   * The one origin allowed to call the leads API from a browser (`SITE_ORIGIN`, e.g.
   * `https://www.example.com`) when the site is served from elsewhere (a CDN); unset = no
   * cross-origin access at all.
   */
  siteOrigin: string | undefined;
  /** Most simultaneous TCP connections (`MAX_CONNECTIONS`, default 1024); more are refused. */
  maxConnections: number;
  /**
   * Most simultaneous TCP connections from one client address (`MAX_CONNECTIONS_PER_CLIENT`,
   * default 64; 0 = no cap); trusted proxies (`TRUST_PROXY`) are exempt.
   */
  maxConnectionsPerClient: number;
  /**
   * Bearer token of `GET /metrics` (`METRICS_TOKEN`); unset = no metrics endpoint at all.
   */
  metricsToken: string | null;
  /** pino log level (`LOG_LEVEL`, default info). */
  logLevel: string;
  /**
   * Fastify's `trustProxy` (`TRUST_PROXY`): a hop count or a comma-separated list of the
   * proxies' addresses or CIDR ranges (`loopback`, `10.0.0.0/8`, …); default off. The client
   * is the rightmost `X-Forwarded-For` address that is not a trusted proxy.
   */
  trustProxy: false | number | string;
  leads: LeadsConfig;
  /** The leads inbox (issue 20): `INBOX_DIR`, `INBOX_SESSION_SECRET`. */
  inbox: InboxConfig;
}

/** Settings of the leads API, its storage and delivery (issue 5). */
export interface LeadsConfig {
  /** SQLite file (`LEADS_DB`, default `data/leads.db`; the folder is created). */
  dbPath: string;
  /**
   * PostgreSQL connection string (`DATABASE_URL`, e.g. `postgres://user:pass@db:5432/leads`);
   * when set, leads and the outbox live there instead of SQLite, shared by every server.
   */
  databaseUrl: string | null;
  /**
   * How long a claimed delivery stays leased to its server, in ms (`LEADS_LEASE_MS`, default
   * 15 000); the server renews its claims every third of it while their deliveries run, so
   * the claims of a server that died come back to any server within it (issue 28).
   */
  leaseMs: number;
  /** Requests per IP per window (`LEADS_RATE_LIMIT`, default 10; 0 turns the limit off). */
  rateLimit: number;
  /**
   * Leads sent without JavaScript one client address may send in 24 hours before the next
   * are stored as spam (`LEADS_NO_SCRIPT_DAILY_CAP`, default 5; 0 turns the cap off; issue 28).
   */
  noScriptDailyCap: number;
  /**
   * Challenges one client address may fetch a minute (`LEADS_CHALLENGE_RATE_LIMIT`, default
   * 60; 0 turns the limit off; issue 28): counted in memory, past it `429` and the
   * connection closed. The form fetches one when it loads and a fresh one when it expires
   * or is used, so a person, even behind a busy office address, stays far below.
   */
  challengeRateLimit: number;
  /** Rate-limit window in seconds (`LEADS_RATE_WINDOW_SECONDS`, default the privacy policy's `rateLimitWindowMinutes` of content/facts.yaml). */
  rateWindowSeconds: number;
  /**
   * Header holding the client IP set by a trusted proxy (`CLIENT_IP_HEADER`, e.g.
   * `cf-connecting-ip`); read only on requests whose peer is a trusted proxy (`TRUST_PROXY`).
   */
  clientIpHeader: string | null;
  /**
   * This server's id in outbox claims (`LEADS_INSTANCE_ID`, default `hostname:PORT`): unique
   * among running servers. Kept across a restart, the restarted server releases its previous
   * run's claims at once; a new id (a re-created container) waits one lease for them.
   */
  instanceId: string;
  /**
   * How long a request may wait for the database, in ms (`LEADS_STORE_TIMEOUT_MS`, default
   * 2000): one budget for all of a lead request's calls (rate-limit count, insert); a lead
   * not stored within it answers 503 (issue 28).
   */
  storeTimeoutMs: number;
  /**
   * `SMTP_URL`, e.g. `smtp://user:pass@mail.example.com:587`; unset means no e-mail. The
   * connection must use TLS (`smtps://`, or STARTTLS on `smtp://`) unless the URL ends in
   * `?plaintext=allow`.
   */
  smtpUrl: string | null;
  /** Recipient(s) of lead e-mails (`LEADS_TO`, default the sales address of content/facts.yaml). */
  to: string;
  /** Sender of lead e-mails (`LEADS_FROM`, default the general address of content/facts.yaml). */
  from: string;
  /** Language of lead e-mails for the sales team (`LEADS_LANGUAGE`, default en). */
  language: Locale;
  /** `LEADS_WEBHOOK_URL`: receives each lead as signed JSON; unset means no webhook. */
  webhookUrl: string | null;
  /** `LEADS_WEBHOOK_SECRET`: HMAC-SHA256 key of the `X-Signature` header. */
  webhookSecret: string | null;
  /** First retry delay in ms (`LEADS_RETRY_BASE_MS`, default 10 000); doubles per attempt. */
  retryBaseMs: number;
  /** Longest retry delay in ms (`LEADS_RETRY_MAX_MS`, default 3 600 000). */
  retryMaxMs: number;
  /** How often the outbox worker looks for due deliveries, in ms (`LEADS_POLL_MS`, default 1000). */
  pollMs: number;
  /**
   * HMAC key signing the ALTCHA challenges (`ALTCHA_HMAC_KEY`, at least 32 characters).
   * Unset (`null`), the first server generates one and keeps it in the lead store
   * (`server_keys`), so a challenge solved before a restart or on another server sharing
   * the store is still honoured (issue 28).
   */
  altchaHmacKey: string | null;
  /**
   * Send each visitor a confirmation e-mail in the page's language (`LEADS_AUTOREPLY=1`,
   * default off); needs `SMTP_URL`.
   */
  autoreply: boolean;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`. `true` is refused: it trusts every address, so the
 * client's own leftmost `X-Forwarded-For` entry would be taken as its IP (RFC 7239 §5.2).
 */
function trustProxy(raw: string | undefined): false | number | string {
  const value = raw?.trim();
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") {
    throw new Error(
      'TRUST_PROXY=true would trust every address, letting a client forge its IP: give a hop count (e.g. "1") or the proxies\' addresses (e.g. "loopback" or "10.0.0.0/8")',
    );
  }
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The leads settings of `env`; throws on an unknown `LEADS_LANGUAGE`, a webhook URL without
 * its secret, a `CLIENT_IP_HEADER` without `TRUST_PROXY`, `LEADS_AUTOREPLY` other than 0/1
 * or without `SMTP_URL`, or an `ALTCHA_HMAC_KEY` under 32 characters.
 */
function leadsConfig(env: NodeJS.ProcessEnv): LeadsConfig {
  const language = env.LEADS_LANGUAGE ?? defaultLocale;
  if (!isLocale(language)) {
    throw new Error(`LEADS_LANGUAGE must be one of ${locales.join(", ")}, got "${language}"`);
  }
  const webhookUrl = optional(env, "LEADS_WEBHOOK_URL");
  const webhookSecret = optional(env, "LEADS_WEBHOOK_SECRET");
  if (webhookUrl && !webhookSecret) throw new Error("LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET");
  const day = 86_400_000;
  const clientIpHeader = optional(env, "CLIENT_IP_HEADER")?.toLowerCase() ?? null;
  if (clientIpHeader && trustProxy(env.TRUST_PROXY) === false) {
    throw new Error(
      `CLIENT_IP_HEADER needs TRUST_PROXY (the address of the proxy that sets ${clientIpHeader}); without it any client could write that header`,
    );
  }
  const smtpUrl = optional(env, "SMTP_URL");
  const autoreply = env.LEADS_AUTOREPLY?.trim() ?? "";
  if (!["", "0", "1"].includes(autoreply)) {
    throw new Error(`LEADS_AUTOREPLY must be 1 (on) or 0 (off), got "${env.LEADS_AUTOREPLY}"`);
  }
  if (autoreply === "1" && !smtpUrl) throw new Error("LEADS_AUTOREPLY=1 needs SMTP_URL");
  const altchaHmacKey = optional(env, "ALTCHA_HMAC_KEY");
  if (altchaHmacKey !== null && altchaHmacKey.length < 32) {
    throw new Error(
      `ALTCHA_HMAC_KEY must be at least 32 characters (e.g. openssl rand -hex 32), got ${altchaHmacKey.length}`,
    );
  }
  return {
    dbPath: resolve(env.LEADS_DB ?? "data/leads.db"),
    databaseUrl: optional(env, "DATABASE_URL"),
    leaseMs: Math.max(300, wholeNumber(env, "LEADS_LEASE_MS", 15_000, day)),
    rateLimit: wholeNumber(env, "LEADS_RATE_LIMIT", 10, 1_000_000),
    noScriptDailyCap: wholeNumber(env, "LEADS_NO_SCRIPT_DAILY_CAP", 5, 1_000_000),
    challengeRateLimit: wholeNumber(env, "LEADS_CHALLENGE_RATE_LIMIT", 60, 1_000_000),
    rateWindowSeconds: Math.max(
      1,
      wholeNumber(
        env,
        "LEADS_RATE_WINDOW_SECONDS",
        loadFacts().privacy.rateLimitWindowMinutes * 60,
        86_400,
      ),
    ),
    clientIpHeader,
    instanceId:
      optional(env, "LEADS_INSTANCE_ID") ??
      `${hostname()}:${wholeNumber(env, "PORT", 3000, 65535)}`,
    storeTimeoutMs: Math.max(10, wholeNumber(env, "LEADS_STORE_TIMEOUT_MS", 2000, 60_000)),
    smtpUrl,
    to: optional(env, "LEADS_TO") ?? loadFacts().contact.emails.sales,
    from: optional(env, "LEADS_FROM") ?? loadFacts().contact.emails.general,
    language,
    webhookUrl,
    webhookSecret,
    retryBaseMs: Math.max(1, wholeNumber(env, "LEADS_RETRY_BASE_MS", 10_000, day)),
    retryMaxMs: Math.max(1, wholeNumber(env, "LEADS_RETRY_MAX_MS", 3_600_000, day)),
    pollMs: Math.max(10, wholeNumber(env, "LEADS_POLL_MS", 1000, 3_600_000)),
    altchaHmacKey,
    autoreply: autoreply === "1",
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  }
  return value;
}

function originOf(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(
      `${name} must be an absolute URL such as https://api.example.com, got "${raw}"`,
    );
  }
}

/** Reads `ServerConfig` from `env`; throws on a malformed number or URL, naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: wholeNumber(env, "PORT", 3000, 65535),
    host: env.HOST ?? "0.0.0.0",
    siteDir: env.SITE_DIR ?? fileURLToPath(new URL("../build/client", import.meta.url)),
    hstsMaxAge: wholeNumber(env, "HSTS_MAX_AGE", 31536000, 2 ** 31),
    siteApiUrl: originOf("SITE_API_URL", env.SITE_API_URL),
    siteOrigin: originOf("SITE_ORIGIN", env.SITE_ORIGIN),
    maxConnections: wholeNumber(env, "MAX_CONNECTIONS", 1024, 1_000_000),
    maxConnectionsPerClient: wholeNumber(env, "MAX_CONNECTIONS_PER_CLIENT", 64, 1_000_000),
    metricsToken: optional(env, "METRICS_TOKEN"),
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: trustProxy(env.TRUST_PROXY),
    leads: leadsConfig(env),
    inbox: inboxConfig(env, originOf("SITE_ORIGIN", env.SITE_ORIGIN)),
  };
}

/** The security-header inputs of `config` (server/security-headers.ts). */
export function securityOptions(config: ServerConfig): SecurityOptions {
  return {
    hstsMaxAge: config.hstsMaxAge,
    connectOrigins: config.siteApiUrl ? [config.siteApiUrl] : [],
  };
}

/**
 * The channels every new lead is delivered to under `config`: e-mail with `SMTP_URL`, the
 * webhook with its URL and secret. (The visitor's autoreply is queued per lead.)
 */
export function leadChannels(config: LeadsConfig): ("email" | "webhook")[] {
  return [
    ...(config.smtpUrl ? (["email"] as const) : []),
    ...(config.webhookUrl && config.webhookSecret ? (["webhook"] as const) : []),
  ];
}
