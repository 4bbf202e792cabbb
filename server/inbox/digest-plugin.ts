import type { FastifyInstance } from "fastify";
import { loadAllInboxCopy } from "../../lib/content/inbox-copy.server";
import type { LeadsConfig } from "../config";
import { createSmtpTransport } from "../leads/lead-email";
import { deliverySettings } from "../leads/outbox-worker";
import type { LeadStore } from "../storage/lead-store";
import type { OfficeCalendar } from "./business-time";
import { createDigestWorker } from "./digest-worker";
import { loadOfficeCalendar } from "./office-calendar";

/**
 * The morning digest (issue 31 item 6) on this server, with `INBOX_DIGEST=1`: sent over
 * `SMTP_URL` from `LEADS_FROM`, links on `LEADS_LINK_ORIGIN`, retried, leased and polled
 * as the leads' outbox is (`LEADS_RETRY_*`, `LEADS_LEASE_MS`, `LEADS_POLL_MS`). Starts when
 * the app is ready, stops when it closes.
 * @throws ContentError when an inbox catalogue is invalid.
 */
export async function digestPlugin(
  app: FastifyInstance,
  {
    config,
    store,
    now = () => new Date(),
    calendar = loadOfficeCalendar(),
  }: {
    config: LeadsConfig & { smtpUrl: string };
    store: LeadStore;
    now?: () => Date;
    calendar?: OfficeCalendar;
  },
) {
  const transport = createSmtpTransport(config.smtpUrl);
  const worker = createDigestWorker({
    store,
    copies: loadAllInboxCopy(),
    calendar,
    origin: config.uploads.linkOrigin,
    log: app.log,
    ...deliverySettings(config),
    now,
    send: async (to, message) => {
      await transport.sendMail({ from: config.from, to, ...message, textEncoding: "base64" });
    },
  });
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => {
    await worker.stop();
    transport.close();
  });
}
