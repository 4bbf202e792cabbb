import type { BackupBucket } from "./backup-bucket";
import { pruneBucket } from "./backup-bucket";
import type { BackupConfig } from "./backup-config";
import { listBackups, pruneBackups } from "./backup-files";
import { createBackup, type BackupResult } from "./create-backup";

/** A backup made, and the old ones deleted from each destination. */
export interface BackedUp {
  result: BackupResult;
  pruned: { folder: string[]; bucket: string[] };
}

/**
 * One backup to every destination of `config` (`BACKUP_DIR`, `BACKUP_S3_BUCKET` as
 * `bucket`), then the deletion of those past `BACKUP_RETENTION_DAYS` in each: what the
 * server does every interval and `leads backup` does at once (issue 32).
 * @throws what `createBackup` throws; nothing is pruned then.
 */
export async function backUpNow({
  config,
  recipient,
  dbPath,
  uploadsDir,
  bucket,
}: {
  config: BackupConfig;
  recipient: string;
  dbPath: string;
  uploadsDir: string | null;
  bucket: BackupBucket | null;
}): Promise<BackedUp> {
  const result = await createBackup({ dbPath, uploadsDir, recipient, dir: config.dir, bucket });
  const folder = config.dir === null ? [] : await pruneBackups(config.dir, config.retentionDays);
  const inBucket = bucket ? await pruneBucket(bucket, config.retentionDays) : [];
  return { result, pruned: { folder, bucket: inBucket } };
}

/**
 * When the newest good backup was taken: the bucket's newest object when there is a bucket
 * (a backup counts once it is uploaded, the copy that survives the machine), else the
 * folder's newest file; null when there is none.
 */
export async function newestBackup(
  config: BackupConfig,
  bucket: BackupBucket | null,
): Promise<Date | null> {
  const backups = bucket ? await bucket.list() : await listBackups(config.dir!);
  return backups.at(-1)?.at ?? null;
}
