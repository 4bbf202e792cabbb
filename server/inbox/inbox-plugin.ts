import type { FastifyInstance } from "fastify";
import { inboxPages } from "../../lib/inbox/paths";
import type { LeadStore, Channel } from "../storage/lead-store";
import { downloadContentSecurityPolicy } from "../uploads/send-attachment";
import type { ErasureLog } from "../privacy/erasure-log";
import type { UploadStore } from "../uploads/upload-store";
import { inboxApiPlugin } from "./api-plugin";
import type { OfficeCalendar } from "./business-time";
import { loadOfficeCalendar } from "./office-calendar";
import { inboxAuthPlugin, signInRules } from "./auth-plugin";
import type { InboxConfig } from "./inbox-config";
import { inboxErrorHandler } from "./inbox-errors";
import { inboxPagesPlugin } from "./pages-plugin";

/**
 * The inbox's own Content-Security-Policy: nothing but its own origin's script, styles,
 * images (and `data:` ones), fonts and API; no inline script, no framing, no `<base>`.
 */
export const inboxContentSecurityPolicy =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export interface InboxOptions {
  config: InboxConfig;
  store: LeadStore;
  /** Where the leads' files are (issue 30): downloads, and erasure with their leads. */
  uploads: UploadStore;
  /** Where each erasure is logged before it is made (issue 32). */
  erasureLog: ErasureLog;
  channels: readonly Channel[];
  /** The time; tests move it (backoff, session expiry, TOTP codes). Default the system clock. */
  now?: () => Date;
  /** Office hours and holidays (issue 31); default content/facts.yaml and holidays.yaml. */
  calendar?: OfficeCalendar;
}

/**
 * The leads inbox (issue 20) in one encapsulated scope, so its session, CSRF and error
 * handling touch no public page: sign-in and sessions (`auth-plugin.ts`), the JSON API
 * (`api-plugin.ts`) and the pages (`pages-plugin.ts`). Every response under `/inbox/` and
 * `/api/inbox/` is `noindex`, `no-store` (hashed assets aside) and carries the inbox's CSP.
 */
export async function inboxPlugin(
  app: FastifyInstance,
  {
    config,
    store,
    uploads,
    erasureLog,
    channels,
    now = () => new Date(),
    calendar = loadOfficeCalendar(),
  }: InboxOptions,
) {
  app.setErrorHandler(inboxErrorHandler);
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    // A file download keeps its own, stricter policy (a sandbox: attachment-routes.ts); the
    // root's fallback policy, set by its hook before this one runs, gives way to the inbox's.
    if (reply.getHeader("content-security-policy") !== downloadContentSecurityPolicy) {
      reply.header("content-security-policy", inboxContentSecurityPolicy);
    }
    if (!request.url.startsWith(inboxPages.assets) || reply.statusCode >= 400) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
  await app.register(inboxAuthPlugin, { config, store, now });
  await app.register(inboxApiPlugin, { store, uploads, erasureLog, calendar, channels, now });
  await app.register(inboxPagesPlugin, { dir: config.dir, store });
  // Expired sessions are refused when read, and failures a day old count no more; this
  // removes their rows.
  const purge = setInterval(() => {
    const at = now();
    Promise.all([
      store.inbox.purgeSessions(at),
      store.inbox.purgeSignInFailures(new Date(at.getTime() - signInRules.backoff.forgetMs)),
    ]).catch((error: unknown) => {
      app.log.warn({ err: error }, "inbox session purge failed");
    });
  }, 3_600_000);
  purge.unref();
  app.addHook("onClose", async () => clearInterval(purge));
}
