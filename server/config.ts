import { hostname } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadFacts } from "../lib/content/facts.server";
import { backupEnv } from "../lib/config/env/backup";
import { inboxEnv } from "../lib/config/env/inbox";
import { leadsEnv, type LeadsEnv } from "../lib/config/env/leads";
import { parseEnv } from "../lib/config/env/parse";
import { serverEnv, type ServerEnv } from "../lib/config/env/server";
import { uploadsEnv } from "../lib/config/env/uploads";
import type { Locale } from "../lib/i18n/locales";
import { backupConfig, type BackupConfig } from "./backup/backup-config";
import { inboxConfig, type InboxConfig } from "./inbox/inbox-config";
import type { SecurityOptions } from "./security-headers";
import { uploadsConfig, type UploadsConfig } from "./uploads/uploads-config";

/**
 * Server settings from the environment. Each field names its variable; the variables'
 * defaults, ranges and meaning are in their schemas (lib/config/env/), listed in
 * docs/configuration.md.
 */
export interface ServerConfig {
  /** `PORT`. */
  port: number;
  /** `HOST`. */
  host: string;
  /** `SITE_DIR`, or the repository's `build/client`. */
  siteDir: string;
  /** `HSTS_MAX_AGE`, in seconds; 0 = no header. */
  hstsMaxAge: number;
  /** `SITE_API_URL` as an origin; unset = same origin. */
  siteApiUrl: string | undefined;
  /** `SITE_ORIGIN` as an origin: the one origin allowed to call the API across origins. */
  siteOrigin: string | undefined;
  /** `MAX_CONNECTIONS`. */
  maxConnections: number;
  /** `MAX_CONNECTIONS_PER_CLIENT`; 0 = no cap. */
  maxConnectionsPerClient: number;
  /** `METRICS_TOKEN`; null = no metrics endpoint. */
  metricsToken: string | null;
  /** `LOG_LEVEL`, a pino level. */
  logLevel: string;
  /** `TRUST_PROXY` as Fastify's `trustProxy`: a hop count, an address list, or off. */
  trustProxy: false | number | string;
  leads: LeadsConfig;
  /** The leads inbox (issue 20). */
  inbox: InboxConfig;
  /** Backups of the SQLite store and the erasure log (issue 32). */
  backup: BackupConfig;
}

/** Settings of the leads API, its storage and delivery (issue 5). */
export interface LeadsConfig {
  /** `LEADS_DB`, an absolute path. */
  dbPath: string;
  /** `DATABASE_URL`: PostgreSQL instead of SQLite when set. */
  databaseUrl: string | null;
  /** `LEADS_LEASE_MS`: how long a claimed delivery stays leased to its server (issue 28). */
  leaseMs: number;
  /** `LEADS_RATE_LIMIT`: lead requests per client address per window; 0 = off. */
  rateLimit: number;
  /** `LEADS_NO_SCRIPT_DAILY_CAP`: leads without JavaScript per address a day; 0 = off. */
  noScriptDailyCap: number;
  /** `LEADS_CHALLENGE_RATE_LIMIT`: challenges per address a minute, in memory; 0 = off. */
  challengeRateLimit: number;
  /** `LEADS_RATE_WINDOW_SECONDS`, or the privacy policy's window of content/facts.yaml. */
  rateWindowSeconds: number;
  /** `CLIENT_IP_HEADER`, lower-case: read only from a trusted proxy (`TRUST_PROXY`). */
  clientIpHeader: string | null;
  /** `LEADS_INSTANCE_ID`, or `hostname:PORT`: this server's id in outbox claims. */
  instanceId: string;
  /** `LEADS_STORE_TIMEOUT_MS`: one database budget per lead request (issue 28). */
  storeTimeoutMs: number;
  /** `SMTP_URL`; null = no e-mail. */
  smtpUrl: string | null;
  /** `LEADS_TO`, or the sales address of content/facts.yaml. */
  to: string;
  /** `LEADS_FROM`, or the general address of content/facts.yaml. */
  from: string;
  /** `LEADS_LANGUAGE`: the language of the sales team's lead e-mails. */
  language: Locale;
  /** `LEADS_WEBHOOK_URL`; null = no webhook. */
  webhookUrl: string | null;
  /** `LEADS_WEBHOOK_SECRET`: HMAC-SHA256 key of the `X-Signature` header. */
  webhookSecret: string | null;
  /**
   * `privacy.crmConnected` of content/facts.yaml: the privacy policy names a CRM as a
   * recipient; the server warns when the webhook is set without it (issue 29).
   */
  crmConnected: boolean;
  /** `LEADS_RETRY_BASE_MS`: the first retry delay; doubles per attempt. */
  retryBaseMs: number;
  /** `LEADS_RETRY_MAX_MS`: the longest retry delay. */
  retryMaxMs: number;
  /** `LEADS_POLL_MS`: how often the outbox worker looks for due deliveries. */
  pollMs: number;
  /**
   * `ALTCHA_HMAC_KEY`. Null: the first server generates one and keeps it in the lead store
   * (`server_keys`), so a challenge solved before a restart or on another server sharing
   * the store is still honoured (issue 28).
   */
  altchaHmacKey: string | null;
  /** `LEADS_AUTOREPLY=1`: each visitor gets a confirmation in the page's language. */
  autoreply: boolean;
  /** The files a lead carries: where they are kept, scanned and linked (issue 30). */
  uploads: UploadsConfig;
}

/**
 * The leads settings of the parsed environment; the defaults that come from
 * content/facts.yaml (recipient, sender, rate-limit window) and whether the privacy
 * policy names a CRM are filled in here.
 */
function leadsConfig(leads: LeadsEnv, server: ServerEnv, uploads: UploadsConfig): LeadsConfig {
  const facts = loadFacts();
  return {
    dbPath: resolve(leads.LEADS_DB),
    databaseUrl: leads.DATABASE_URL ?? null,
    leaseMs: leads.LEADS_LEASE_MS,
    rateLimit: leads.LEADS_RATE_LIMIT,
    noScriptDailyCap: leads.LEADS_NO_SCRIPT_DAILY_CAP,
    challengeRateLimit: leads.LEADS_CHALLENGE_RATE_LIMIT,
    rateWindowSeconds: leads.LEADS_RATE_WINDOW_SECONDS ?? facts.privacy.rateLimitWindowMinutes * 60,
    clientIpHeader: server.CLIENT_IP_HEADER ?? null,
    instanceId: leads.LEADS_INSTANCE_ID ?? `${hostname()}:${server.PORT}`,
    storeTimeoutMs: leads.LEADS_STORE_TIMEOUT_MS,
    smtpUrl: leads.SMTP_URL ?? null,
    to: leads.LEADS_TO ?? facts.contact.emails.sales,
    from: leads.LEADS_FROM ?? facts.contact.emails.general,
    language: leads.LEADS_LANGUAGE,
    webhookUrl: leads.LEADS_WEBHOOK_URL ?? null,
    webhookSecret: leads.LEADS_WEBHOOK_SECRET ?? null,
    crmConnected: facts.privacy.crmConnected,
    retryBaseMs: leads.LEADS_RETRY_BASE_MS,
    retryMaxMs: leads.LEADS_RETRY_MAX_MS,
    pollMs: leads.LEADS_POLL_MS,
    altchaHmacKey: leads.ALTCHA_HMAC_KEY ?? null,
    autoreply: leads.LEADS_AUTOREPLY,
    uploads,
  };
}

/**
 * Reads `ServerConfig` from `env`, parsed once with the server, leads and inbox schemas
 * (lib/config/env/; docs/configuration.md lists every variable and default).
 * @throws Error listing every bad variable by name, each with the reason.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { server, leads, inbox, uploads, backup } = parseEnv(
    { server: serverEnv, leads: leadsEnv, inbox: inboxEnv, uploads: uploadsEnv, backup: backupEnv },
    env,
    "Server settings",
  );
  if (inbox.INBOX_DIGEST && !leads.SMTP_URL) {
    throw new Error("Server settings:\n  INBOX_DIGEST=1 needs SMTP_URL: the digest is an e-mail");
  }
  const siteDir = server.SITE_DIR ?? fileURLToPath(new URL("../build/client", import.meta.url));
  return {
    port: server.PORT,
    host: server.HOST,
    siteDir,
    hstsMaxAge: server.HSTS_MAX_AGE,
    siteApiUrl: server.SITE_API_URL,
    siteOrigin: server.SITE_ORIGIN,
    maxConnections: server.MAX_CONNECTIONS,
    maxConnectionsPerClient: server.MAX_CONNECTIONS_PER_CLIENT,
    metricsToken: server.METRICS_TOKEN ?? null,
    logLevel: server.LOG_LEVEL,
    trustProxy: server.TRUST_PROXY,
    leads: leadsConfig(
      leads,
      server,
      uploadsConfig(uploads, { siteDir, apiOrigin: server.SITE_API_URL, port: server.PORT }),
    ),
    inbox: inboxConfig(inbox, server.SITE_ORIGIN),
    backup: backupConfig(backup, {
      policyDays: loadFacts().privacy.backupRetentionDays,
      databaseUrl: leads.DATABASE_URL ?? null,
      siteDir,
      uploads,
    }),
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
