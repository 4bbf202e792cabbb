import Fastify, { type FastifyInstance } from "fastify";
import { clientAddressPlugin } from "./client-address";
import { leadChannels, securityOptions, type ServerConfig } from "./config";
import { connectionLimitPlugin } from "./connection-limit";
import { addCors } from "./cors";
import { healthPlugin, type ReadinessProbe } from "./health";
import { digestPlugin } from "./inbox/digest-plugin";
import { inboxPlugin } from "./inbox/inbox-plugin";
import { crmDisclosureWarning } from "./leads/crm-disclosure";
import { leadsPlugin } from "./leads/leads-plugin";
import { loggerOptions, requestId } from "./logger";
import { metricsPlugin } from "./metrics";
import { retentionPlugin } from "./privacy/retention";
import { addSecurityHeaders } from "./security";
import { sitePlugin } from "./site";
import type { LeadStore } from "./storage/lead-store";
import { addTrailingSlashRedirect } from "./trailing-slash";
import { backupPlugin, type BackupClock } from "./backup/backup-plugin";
import { openErasureLog } from "./privacy/erasure-log";
import { openLeadStore } from "./storage/open-lead-store";
import { openUploadStore } from "./uploads/open-upload-store";

/** Limits that keep one slow or hostile client from holding the server (milliseconds, bytes). */
const limits = {
  /** Whole request, headers and body, must arrive within this. */
  requestTimeout: 30_000,
  /** Headers must arrive within this (slowloris). */
  headersTimeout: 10_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: 5_000,
  /** Largest request head; larger gets 431. */
  maxHeaderSize: 16 * 1024,
  /** Requests served on one keep-alive connection before it is closed. */
  maxRequestsPerSocket: 1_000,
  /**
   * How often Node checks the two timeouts above. Its default, 30 s, let a stalled socket
   * live up to 40 s past a 10 s header limit (issue 16); 1 s keeps each within a second.
   */
  connectionsCheckingInterval: 1_000,
};

/** Optional collaborators of the app: where logs go (tests), the lead store (default PostgreSQL at `DATABASE_URL` when set, else SQLite at `LEADS_DB`), and readiness (default the lead store). */
export interface AppOptions {
  logStream?: NodeJS.WritableStream;
  store?: LeadStore;
  readiness?: ReadinessProbe;
  /** How often the retention purge runs, in ms (default once a day; tests shorten it). */
  retentionIntervalMs?: number;
  /** The inbox's clock (sign-in lockout, session idle expiry); tests move it. */
  now?: () => Date;
}

/**
 * Builds the Fastify app (not listening yet): the prerendered site and its 404s, one URL per
 * page (a trailing slash answers 301 to the path without it), security
 * headers on every response, CORS for `SITE_ORIGIN` only, JSON logs with request ids, health and readiness endpoints,
 * the connection limits above and per client, the client address by the proxy rules, metrics
 * when `METRICS_TOKEN` is set, the daily retention purge, the backups (with `BACKUP_RECIPIENT`), the leads API with its store
 * and outbox worker, and the leads inbox (`/inbox/`, `/api/inbox/`). It warns at start when the
 * webhook is set but the privacy policy names no CRM (issue 29).
 * Closing the app finishes requests in flight, stops the worker and closes the database.
 */
export async function buildApp(
  config: ServerConfig,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: requestId,
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      maxHeaderSize: limits.maxHeaderSize,
      headersTimeout: limits.headersTimeout,
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A hop count is valid at run time (Fastify docs, "trustProxy"); the typings omit it.
    trustProxy: config.trustProxy as string | boolean,
    // On close, idle keep-alive sockets are dropped; requests in flight still finish.
    forceCloseConnections: "idle",
  });
  app.server.maxConnections = config.maxConnections;
  const crmWarning = crmDisclosureWarning(config.leads);
  if (crmWarning) app.log.warn(crmWarning);
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-request-id", request.id);
    return payload;
  });
  addSecurityHeaders(app, securityOptions(config));
  addTrailingSlashRedirect(app);
  await addCors(app, config.siteOrigin);
  await app.register(connectionLimitPlugin, {
    max: config.maxConnectionsPerClient,
    trustProxy: config.trustProxy,
  });
  await app.register(clientAddressPlugin, {
    trustProxy: config.trustProxy,
    header: config.leads.clientIpHeader,
  });
  const store = options.store ?? (await openLeadStore(config.leads));
  const uploads = openUploadStore(config.leads.uploads);
  const erasureLog = openErasureLog(config.backup.erasureLog);
  const backups: { current: BackupClock | null } = { current: null };
  app.addHook("onClose", () => uploads.close());
  await app.register(healthPlugin, { probe: options.readiness ?? store });
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    probe: options.readiness ?? store,
    backups,
  });
  await app.register(backupPlugin, {
    config: config.backup,
    dbPath: config.leads.dbPath,
    uploadsDir: config.leads.uploads.s3 ? null : config.leads.uploads.dir,
    clock: backups,
  });
  await app.register(retentionPlugin, {
    store,
    uploads,
    erasureLog,
    ...(options.retentionIntervalMs ? { intervalMs: options.retentionIntervalMs } : {}),
  });
  await app.register(leadsPlugin, {
    config: config.leads,
    store,
    uploads,
    siteDir: config.siteDir,
    siteOrigin: config.siteOrigin,
  });
  await app.register(inboxPlugin, {
    config: config.inbox,
    store,
    uploads,
    erasureLog,
    channels: leadChannels(config.leads),
    ...(options.now ? { now: options.now } : {}),
  });
  if (config.inbox.digest && config.leads.smtpUrl) {
    await app.register(digestPlugin, {
      config: { ...config.leads, smtpUrl: config.leads.smtpUrl },
      store,
      ...(options.now ? { now: options.now } : {}),
    });
  }
  await app.register(sitePlugin, { siteDir: config.siteDir, security: securityOptions(config) });
  return app;
}
