import { accessSync, constants, existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import type { BackupEnv } from "../../lib/config/env/backup";
import type { UploadsEnv } from "../../lib/config/env/uploads";
import type { UploadsConfig } from "../uploads/uploads-config";

/** An S3-compatible bucket's settings, shaped as the attachments' (server/uploads/uploads-config.ts). */
export type BucketSettings = NonNullable<UploadsConfig["s3"]>;

/** Settings of the backups and of the erasure log (issue 32). */
export interface BackupConfig {
  /** `BACKUP_RECIPIENT`; null = no backups. */
  recipient: string | null;
  /** `BACKUP_DIR`, an absolute path; null = the bucket only. */
  dir: string | null;
  /**
   * `BACKUP_S3_BUCKET` and `BACKUP_S3_ENDPOINT` (else `UPLOADS_S3_ENDPOINT`), with the
   * attachments' region and credentials; null = the folder only.
   */
  s3: BucketSettings | null;
  /** `BACKUP_INTERVAL`, in ms. */
  intervalMs: number;
  /** `BACKUP_RETENTION_DAYS`, or the privacy policy's `backupRetentionDays`. */
  retentionDays: number;
  /** `ERASURE_LOG` and `ERASURE_LOG_KEY` (null = the key file beside the log). */
  erasureLog: { path: string; key: string | null };
}

/**
 * Whether the folder `dir` can be written, or created and written: it, or its nearest
 * existing ancestor, is a writable folder (not a file, not on a read-only mount).
 */
function writable(dir: string): boolean {
  let folder = dir;
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  try {
    accessSync(folder, constants.W_OK | constants.X_OK);
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

const problem = (line: string) => new Error(`Server settings:\n  ${line}`);

/** The backups' bucket of `env`, with the AWS settings of `uploads` (endpoint, region, keys). */
function bucketOf(env: BackupEnv, uploads: UploadsEnv): BucketSettings | null {
  if (!env.BACKUP_S3_BUCKET) return null;
  const endpoint = env.BACKUP_S3_ENDPOINT ?? uploads.UPLOADS_S3_ENDPOINT;
  return {
    bucket: env.BACKUP_S3_BUCKET,
    region: uploads.AWS_REGION,
    ...(endpoint ? { endpoint } : {}),
    ...(uploads.AWS_ACCESS_KEY_ID && uploads.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: uploads.AWS_ACCESS_KEY_ID,
            secretAccessKey: uploads.AWS_SECRET_ACCESS_KEY,
            ...(uploads.AWS_SESSION_TOKEN ? { sessionToken: uploads.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {}),
  };
}

/**
 * The backup settings of the parsed environment. `policyDays` is the privacy policy's
 * promise (content/facts.yaml `backupRetentionDays`), the default and the upper bound of
 * the retention; `databaseUrl` set means PostgreSQL, which the server does not back up;
 * `siteDir` is the served folder, which must not hold the backups; `uploads` is the parsed
 * attachments' environment, whose AWS settings the backups' bucket shares.
 * `BACKUP_DIR` unset means `data/backups`, or no folder when `BACKUP_S3_BUCKET` is set.
 * @throws Error naming the setting: a retention past the policy's, backups with
 *   `DATABASE_URL`, a `BACKUP_DIR` inside the served folder or not writable, an
 *   `ERASURE_LOG` whose folder is not writable.
 */
export function backupConfig(
  env: BackupEnv,
  {
    policyDays,
    databaseUrl,
    siteDir,
    uploads,
  }: { policyDays: number; databaseUrl: string | null; siteDir: string; uploads: UploadsEnv },
): BackupConfig {
  const written = env.BACKUP_DIR ?? (env.BACKUP_S3_BUCKET ? null : "data/backups");
  const dir = written === null ? null : resolve(written);
  const retentionDays = env.BACKUP_RETENTION_DAYS ?? policyDays;
  if (retentionDays > policyDays) {
    throw problem(
      `BACKUP_RETENTION_DAYS must be at most ${policyDays}, the days the privacy policy promises (content/facts.yaml backupRetentionDays), got ${retentionDays}`,
    );
  }
  const recipient = env.BACKUP_RECIPIENT ?? null;
  if (recipient) {
    if (databaseUrl) {
      throw problem(
        "BACKUP_RECIPIENT backs up the SQLite store; with DATABASE_URL, back PostgreSQL up with its point-in-time recovery or pg_dump (docs/operations.md)",
      );
    }
    if (dir !== null) {
      const inside = relative(resolve(siteDir), dir);
      if (inside === "" || (!inside.startsWith("..") && !isAbsolute(inside))) {
        throw problem(
          `BACKUP_DIR must lie outside the served folder ${siteDir}, got "${env.BACKUP_DIR}"`,
        );
      }
      if (!writable(dir)) throw problem(`BACKUP_DIR is not writable by this user: ${dir}`);
    }
  }
  const logPath = resolve(env.ERASURE_LOG);
  if (!writable(dirname(logPath))) {
    throw problem(`ERASURE_LOG's folder is not writable by this user: ${dirname(logPath)}`);
  }
  return {
    recipient,
    dir,
    s3: bucketOf(env, uploads),
    intervalMs: env.BACKUP_INTERVAL,
    retentionDays,
    erasureLog: { path: logPath, key: env.ERASURE_LOG_KEY ?? null },
  };
}
