import { dirname } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openBackupBucket } from "./backup-bucket";
import type { BackupConfig } from "./backup-config";
import { backUpNow, newestBackup } from "./back-up-now";

/** When the last good backup was made, for the metrics (issue 32). */
export interface BackupClock {
  /** Seconds since the last good backup, or null when there is none. */
  ageSeconds(): number | null;
}

export interface BackupJobOptions {
  config: BackupConfig;
  /** `LEADS_DB`. */
  dbPath: string;
  /** The uploads folder, whose files are backed up; null when they are in a bucket. */
  uploadsDir: string | null;
  /** Filled with the job's clock when backups are on (read by the metrics plugin). */
  clock?: { current: BackupClock | null };
}

/**
 * Backs up the SQLite lead store every `BACKUP_INTERVAL` while the server serves (issue 32;
 * off without `BACKUP_RECIPIENT`): the first backup when the newest (in `BACKUP_S3_BUCKET`,
 * else in `BACKUP_DIR`) is an interval old (at once when there is none), then one per
 * interval, each followed by the deletion of the backups past `BACKUP_RETENTION_DAYS` in
 * the folder and the bucket. A backup counts as good once every destination has it. A failed backup is logged and
 * retried at the next interval; at start and after each attempt, when the last good one is
 * older than twice the interval, a warning is logged; so is, at start, an erasure log kept
 * in the database's own folder. Closing the app waits for a backup under way.
 */
async function backupJob(app: FastifyInstance, options: BackupJobOptions) {
  const { config, dbPath, uploadsDir, clock } = options;
  const recipient = config.recipient;
  if (!recipient) return;
  let lastGood: Date | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let closing = false;
  const bucket = config.s3 ? openBackupBucket(config.s3) : null;
  if (clock) {
    clock.current = {
      ageSeconds: () => (lastGood ? Math.max(0, (Date.now() - lastGood.getTime()) / 1000) : null),
    };
  }

  const warnIfStale = () => {
    const age = lastGood ? Date.now() - lastGood.getTime() : null;
    if (age === null || age > 2 * config.intervalMs) {
      app.log.warn(
        { lastGoodBackup: lastGood?.toISOString() ?? null, intervalMs: config.intervalMs },
        "backup: the last good backup is older than twice BACKUP_INTERVAL",
      );
    }
  };

  const schedule = (delayMs: number) => {
    if (closing) return;
    timer = setTimeout(run, Math.max(0, delayMs));
    timer.unref();
  };

  function run() {
    running = backUpNow({ config, recipient: recipient!, dbPath, uploadsDir, bucket })
      .then(({ result, pruned }) => {
        lastGood = new Date(result.manifest.createdAt);
        app.log.info(
          {
            backup: result.file ?? result.object,
            ...(result.file && result.object ? { uploaded: result.object } : {}),
            bytes: result.bytes,
            ...result.manifest,
            pruned: pruned.folder.length + pruned.bucket.length,
          },
          "backup done",
        );
        if (result.missingFiles > 0) {
          app.log.warn({ missingFiles: result.missingFiles }, "backup: attached files missing");
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, "backup failed"))
      .finally(() => {
        warnIfStale();
        schedule(config.intervalMs);
      });
    return running;
  }

  app.addHook("onReady", async () => {
    // A bucket out of reach at start is logged; the first backup is then made at once.
    const newest = await newestBackup(config, bucket).catch((error: unknown) => {
      app.log.error({ err: error }, "backup: cannot list the backups");
      return null;
    });
    lastGood = newest;
    // A server that was down, or whose backups failed, says so at once.
    if (newest) warnIfStale();
    if (dirname(config.erasureLog.path) === dirname(dbPath)) {
      app.log.warn(
        { erasureLog: config.erasureLog.path },
        "backup: ERASURE_LOG lies beside LEADS_DB, so a lost disk takes both and a restore would bring erased people back; put it with the backups (docs/operations.md)",
      );
    }
    schedule(newest ? newest.getTime() + config.intervalMs - Date.now() : 0);
  });
  app.addHook("onClose", async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await running;
    bucket?.close();
  });
}

/** The backup job (see `backupJob`), shaped like an `@fastify/*` plugin. */
export const backupPlugin = fp(backupJob, { name: "backup", fastify: "5.x" });
