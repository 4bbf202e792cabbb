import { accessSync, constants, existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import type { BackupEnv } from "../../lib/config/env/backup";

/** Settings of the backups and of the erasure log (issue 32). */
export interface BackupConfig {
  /** `BACKUP_RECIPIENT`; null = no backups. */
  recipient: string | null;
  /** `BACKUP_DIR`, an absolute path. */
  dir: string;
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

/**
 * The backup settings of the parsed environment. `policyDays` is the privacy policy's
 * promise (content/facts.yaml `backupRetentionDays`), the default and the upper bound of
 * the retention; `databaseUrl` set means PostgreSQL, which the server does not back up;
 * `siteDir` is the served folder, which must not hold the backups.
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
  }: { policyDays: number; databaseUrl: string | null; siteDir: string },
): BackupConfig {
  const dir = resolve(env.BACKUP_DIR);
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
    const inside = relative(resolve(siteDir), dir);
    if (inside === "" || (!inside.startsWith("..") && !isAbsolute(inside))) {
      throw problem(
        `BACKUP_DIR must lie outside the served folder ${siteDir}, got "${env.BACKUP_DIR}"`,
      );
    }
    if (!writable(dir)) throw problem(`BACKUP_DIR is not writable by this user: ${dir}`);
  }
  const logPath = resolve(env.ERASURE_LOG);
  if (!writable(dirname(logPath))) {
    throw problem(`ERASURE_LOG's folder is not writable by this user: ${dirname(logPath)}`);
  }
  return {
    recipient,
    dir,
    intervalMs: env.BACKUP_INTERVAL,
    retentionDays,
    erasureLog: { path: logPath, key: env.ERASURE_LOG_KEY ?? null },
  };
}
