import type { FastifyBaseLogger } from "fastify";
import type { LeadsConfig } from "../config";
import type { Channel, LeadStore } from "../storage/lead-store";
import type { Lead } from "../storage/lead";

/** A delivery channel's sender: resolves once the lead is handed over, throws otherwise. */
export type Sender = (lead: Lead) => Promise<void>;

interface WorkerOptions {
  store: LeadStore;
  senders: Partial<Record<Channel, Sender>>;
  log: FastifyBaseLogger;
  /** Delay after the first failure, in ms; doubles per attempt. */
  retryBaseMs: number;
  /** Longest delay between attempts, in ms. */
  retryMaxMs: number;
  /** How often to look for due deliveries, in ms. */
  pollMs: number;
  /** This server instance's id (`LEADS_INSTANCE_ID`): its claims carry it. */
  instanceId: string;
  /**
   * How long a claimed delivery stays leased, in ms; renewed every third of it while the
   * delivery runs, so a crashed worker's rows return to any server after it.
   */
  leaseMs?: number;
  /** Deliveries claimed per round. */
  batchSize?: number;
}

/** How deliveries are retried, polled and leased, and under which server's id. */
export type DeliverySettings = Required<
  Pick<WorkerOptions, "retryBaseMs" | "retryMaxMs" | "pollMs" | "leaseMs" | "instanceId">
>;

/**
 * The delivery settings of `config` (`LEADS_RETRY_BASE_MS`, `LEADS_RETRY_MAX_MS`,
 * `LEADS_POLL_MS`, `LEADS_LEASE_MS`, `LEADS_INSTANCE_ID`): the leads' outbox and the
 * morning digest (issue 31) are both delivered by these rules.
 */
export function deliverySettings(config: LeadsConfig): DeliverySettings {
  const { retryBaseMs, retryMaxMs, pollMs, leaseMs, instanceId } = config;
  return { retryBaseMs, retryMaxMs, pollMs, leaseMs, instanceId };
}

/**
 * Delay before attempt `attempts + 1`: exponential (`base · 2^(attempts−1)`), capped at
 * `max`, with "full jitter" (a uniform draw from half to all of it) so retries after an
 * outage do not arrive all at once (AWS Architecture Blog, "Exponential Backoff and Jitter").
 */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random) {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.5 + random() / 2));
}

/**
 * The in-process outbox worker (issue 5): claims due deliveries, hands each to its
 * channel's sender, and records success or the next attempt. Rows left by a previous
 * process are picked up on start, so pending deliveries survive restarts: rows claimed
 * under this instance's id by its previous run (killed mid-delivery) are released at once
 * by `start()` (issue 16); while deliveries run, their claims are renewed every third of
 * the lease (a heartbeat), so the rows of an instance that died, whatever the id of the
 * server that follows it, come back one short lease after its last beat (issue 28).
 * `nudge()` asks for a round now (after a new lead); `stop()` waits for the round in flight.
 */
export function createOutboxWorker(options: WorkerOptions) {
  const { store, senders, log, retryBaseMs, retryMaxMs, pollMs, instanceId } = options;
  const leaseMs = options.leaseMs ?? 15_000;
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function deliver(lead: Lead, channel: Channel, attempts: number) {
    const send = senders[channel];
    try {
      if (!send) throw new Error(`no ${channel} channel configured`);
      await send(lead);
      await store.markDelivered(lead.id, channel, new Date());
      log.info({ leadId: lead.id, channel, attempts }, "lead delivered");
    } catch (error) {
      const delay = retryDelay(attempts, retryBaseMs, retryMaxMs);
      const reason = error instanceof Error ? error.message : String(error);
      await store.markFailed(lead.id, channel, reason, new Date(Date.now() + delay));
      // The full reason stays in the outbox (`leads list`); the log gets the error code when
      // there is one, since SMTP and socket messages quote addresses (issue 16: no IP, no
      // e-mail address in logs).
      const code = (error as { code?: unknown }).code;
      log.warn(
        {
          leadId: lead.id,
          channel,
          attempts,
          retryInMs: delay,
          reason: typeof code === "string" ? code : reason,
        },
        "lead delivery failed",
      );
    }
  }

  /** Extends this instance's claims while a round's deliveries run. */
  async function heartbeat() {
    try {
      await store.renewClaims(instanceId, new Date(Date.now() + leaseMs));
    } catch (error) {
      // The next beat tries again; a lease that runs out meanwhile may be delivered twice,
      // which at-least-once delivery allows (the receivers drop repeats by lead id).
      log.warn({ err: error, instanceId }, "could not renew delivery claims");
    }
  }

  async function round() {
    do {
      again = false;
      const now = new Date();
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const due = await store.claimDue(now, leaseUntil, batchSize, instanceId);
      if (due.length > 0) {
        const beat = setInterval(() => void heartbeat(), Math.max(50, Math.floor(leaseMs / 3)));
        try {
          await Promise.all(due.map((d) => deliver(d.lead, d.channel, d.attempts)));
        } finally {
          clearInterval(beat);
        }
      }
      if (due.length === batchSize) again = true;
    } while (again && !stopped);
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => log.error({ err: error }, "outbox round failed"))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  }

  return {
    /** Releases this instance's claims left by its previous run, then starts polling. */
    async start() {
      if (!stopped) return;
      stopped = false;
      try {
        const released = await store.releaseClaims(instanceId);
        if (released > 0) {
          log.info({ instanceId, released }, "released deliveries claimed before a restart");
        }
      } catch (error) {
        // Not fatal: those rows come back when their lease runs out, as before issue 16.
        log.error({ err: error, instanceId }, "could not release claims of a previous run");
      }
      tick();
    },
    nudge() {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = null;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
