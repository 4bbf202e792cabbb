import type { FastifyBaseLogger } from "fastify";
import { TZDate } from "@date-fns/tz";
import type { InboxCopy } from "../../lib/content/schemas/inbox";
import { defaultInboxLanguage, type InboxLanguage } from "../../lib/inbox/languages";
import { retryDelay } from "../leads/outbox-worker";
import type { LeadStore } from "../storage/lead-store";
import { isWorkingDay, officeDay, type OfficeCalendar } from "./business-time";
import { composeDigest, digestListLimit, type DigestMessage } from "./digest";

/** The office time the digest goes out on working days (issue 31 item 6). */
export const digestTime = "09:00";

/**
 * The morning (09:00 office time) and end (next midnight) of office day `day`, as instants.
 */
export function digestWindow(day: string, calendar: OfficeCalendar): { morning: Date; end: Date } {
  const [year, month, date] = day.split("-").map(Number);
  const [hours, minutes] = digestTime.split(":").map(Number);
  const morning = new TZDate(year!, month! - 1, date!, hours!, minutes!, calendar.timeZone);
  const end = new TZDate(year!, month! - 1, date! + 1, 0, 0, calendar.timeZone);
  return { morning: new Date(morning.getTime()), end: new Date(end.getTime()) };
}

interface DigestWorkerOptions {
  store: LeadStore;
  /** Hands one digest to the mail server; throws when it is refused or down. */
  send: (to: string, message: DigestMessage) => Promise<void>;
  copies: Record<InboxLanguage, InboxCopy>;
  calendar: OfficeCalendar;
  /** The inbox's public origin, for the links. */
  origin: string;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  leaseMs: number;
  instanceId: string;
  now?: () => Date;
}

/**
 * The morning digest (issue 31 item 6, `INBOX_DIGEST=1`): each round, on a working day of
 * the office calendar (content/facts.yaml and content/holidays.yaml) from 09:00 office time,
 * queues one digest per inbox user for the day (the store keeps one per user and day,
 * whichever server or restart queues it), then claims due digests under a lease and sends
 * each by the outbox's rules: composed when sent, in the user's inbox language (English for
 * one who has not chosen), retried with backoff on failure. A user with no lead overdue or
 * due that day gets none (recorded as sent with 0 leads). `round()` runs one now (tests).
 */
export function createDigestWorker(options: DigestWorkerOptions) {
  const { store, calendar, log, instanceId } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** The office day this process has queued (the store ignores a second queueing anyway). */
  let queuedDay: string | null = null;

  async function deliver(recipient: string, day: string, attempts: number) {
    try {
      const user = await store.inbox.findUser(recipient);
      const { morning, end } = digestWindow(day, calendar);
      const { leads, total } = user
        ? await store.digests.awaiting(recipient, end, digestListLimit)
        : { leads: [], total: 0 };
      if (total > 0) {
        const language = user?.language ?? defaultInboxLanguage;
        const message = composeDigest({
          recipient,
          day,
          morning,
          leads,
          total,
          copy: options.copies[language],
          language,
          calendar,
          origin: options.origin,
        });
        await options.send(recipient, message);
      }
      await store.digests.sent(recipient, day, now(), total);
      if (total > 0) log.info({ day, leads: total }, "inbox digest sent");
    } catch (error) {
      const delay = retryDelay(attempts + 1, options.retryBaseMs, options.retryMaxMs);
      const reason = error instanceof Error ? error.message : String(error);
      await store.digests.failed(recipient, day, reason, new Date(now().getTime() + delay));
      // The reason stays in the row; the log gets a code, as SMTP messages quote addresses.
      const code = (error as { code?: unknown }).code;
      log.warn(
        { day, retryInMs: delay, reason: typeof code === "string" ? code : "failed" },
        "inbox digest failed",
      );
    }
  }

  async function round() {
    const at = now();
    const day = officeDay(at, calendar);
    if (
      queuedDay !== day &&
      isWorkingDay(day, calendar) &&
      at >= digestWindow(day, calendar).morning
    ) {
      const users = await store.inbox.listUsers();
      await store.digests.queue(
        day,
        users.map((user) => user.email),
        at,
      );
      queuedDay = day;
    }
    const due = await store.digests.claim(
      at,
      new Date(at.getTime() + options.leaseMs),
      20,
      instanceId,
    );
    for (const digest of due) await deliver(digest.recipient, digest.day, digest.attempts);
  }

  function tick() {
    running = round()
      .catch((error: unknown) => log.error({ err: error }, "inbox digest round failed"))
      .finally(() => {
        running = null;
        if (timer !== null) timer = setTimeout(tick, options.pollMs);
      });
  }

  return {
    round,
    start() {
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
