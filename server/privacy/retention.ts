import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { loadFacts } from "../../lib/content/facts.server";
import type { LeadStore, PurgeResult, RetentionCutoffs } from "../storage/lead-store";
import { deleteFiles } from "../uploads/store-attachments";
import type { UploadStore } from "../uploads/upload-store";
import type { ErasureLog } from "./erasure-log";

const { privacy } = loadFacts();

/**
 * The privacy policy's retention periods ("How long we keep it"), read from
 * `content/facts.yaml`, where the policy's own wording takes them from: a lead 24 months
 * from when it was sent, spam 30 days, the sender's IP address 30 days.
 */
export const retention = {
  leadMonths: privacy.leadRetentionMonths,
  spamDays: privacy.spamRetentionDays,
  clientIpDays: privacy.ipRetentionDays,
} as const;

const dayMs = 86_400_000;

/** The cut-off times of `retention` at `now` (months are calendar months, UTC). */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  const leadsBefore = new Date(now);
  leadsBefore.setUTCMonth(leadsBefore.getUTCMonth() - retention.leadMonths);
  return {
    leadsBefore,
    spamBefore: new Date(now.getTime() - retention.spamDays * dayMs),
    clientIpBefore: new Date(now.getTime() - retention.clientIpDays * dayMs),
  };
}

/**
 * Deletes from `store` what the retention rules say is due at `now`, and from `uploads` the
 * files no remaining lead names (issue 30); when leads or spam went, logs the cut-offs in
 * `log` (issue 32: a restore applies them again). Returns what went.
 */
export async function purgeExpired(
  store: LeadStore,
  uploads: UploadStore,
  log: ErasureLog,
  now = new Date(),
): Promise<PurgeResult> {
  const cutoffs = retentionCutoffs(now);
  const removed = await store.purge(cutoffs);
  await deleteFiles(uploads, removed.fileKeys);
  if (removed.leads + removed.spam > 0) await log.recordPurge(cutoffs, now);
  return removed;
}

export interface RetentionOptions {
  store: LeadStore;
  /** Where the leads' files are: deleted with their leads. */
  uploads: UploadStore;
  /** Where each purge that deleted leads is logged (issue 32). */
  erasureLog: ErasureLog;
  /** How often the purge runs, in ms (default once a day); it also runs at start. */
  intervalMs?: number;
}

/**
 * Runs the retention purge when the server starts and then every `intervalMs` (default 24 h):
 * leads older than 24 months and spam older than 30 days are deleted with their outbox
 * rows, IP addresses older than 30 days cleared, expired rate-limit counters deleted.
 * A failed run is logged and retried at the next interval; the server keeps serving.
 */
async function retentionJob(app: FastifyInstance, options: RetentionOptions) {
  const { store, uploads, erasureLog, intervalMs = dayMs } = options;
  if (!store) throw new Error("retention: a lead store is required");
  if (!Number.isInteger(intervalMs) || intervalMs < 1) {
    throw new Error(`retention: intervalMs must be a positive whole number, got ${intervalMs}`);
  }
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const run = () => {
    running = purgeExpired(store, uploads, erasureLog)
      .then(({ fileKeys, ...removed }) => {
        app.log.info({ removed: { ...removed, files: fileKeys.length } }, "retention purge done");
        // What went leaves no bytes behind (issue 35, item 1), when anything went; not
        // awaited, since on PostgreSQL it rebuilds indexes (seconds on a large table).
        const { leads, spam, deliveries, clientIps, autoreplies } = removed;
        if (leads + spam + deliveries + clientIps + autoreplies === 0) return;
        store.scrubDeleted().then(
          (done) => done || app.log.warn("retention purge: the SQLite WAL stayed in use"),
          (error: unknown) => app.log.error({ err: error }, "retention purge: scrub failed"),
        );
      })
      .catch((error: unknown) => app.log.error({ err: error }, "retention purge failed"));
    return running;
  };

  app.addHook("onReady", async () => {
    await run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/** The retention job (see `retentionJob`), shaped like an `@fastify/*` plugin. */
export const retentionPlugin = fp(retentionJob, { name: "retention", fastify: "5.x" });
