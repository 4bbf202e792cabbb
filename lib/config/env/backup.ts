import { z } from "zod";
import { secret, text, textOr, url } from "./fields";
import { whenParsed } from "./parse";

const minute = 60_000;
const units = { m: minute, h: 60 * minute, d: 24 * 60 * minute } as const;

/**
 * A duration written as a whole number and a unit, `m`, `h` or `d` (`30m`, `1h`, `1d`), in
 * ms; `fallback` when unset; at least one minute, at most 7 days.
 */
function duration(fallback: string) {
  return text().transform((raw, context) => {
    const written = raw ?? fallback;
    const match = /^(\d+)([mhd])$/.exec(written);
    const ms = match ? Number(match[1]) * units[match[2] as keyof typeof units] : NaN;
    if (!(ms >= minute && ms <= units.d * 7)) {
      context.addIssue({
        code: "custom",
        message: `must be a duration from 1m to 7d such as 30m, 1h or 1d, got "${written}"`,
      });
      return z.NEVER;
    }
    return ms;
  });
}

/** The backups of the SQLite lead store and the erasure log (issue 32). */
export const backupEnv = z
  .object({
    BACKUP_RECIPIENT: text()
      .meta({ unset: "(none: no backups)" })
      .describe(
        "The `age` public key (`age1…`, from `age-keygen`) every backup is encrypted to; its identity (the secret key) stays off the server, so the server cannot read its own backups. Setting it turns backups on (SQLite only: with `DATABASE_URL`, back up PostgreSQL as docs/operations.md says).",
      ),
    BACKUP_DIR: text()
      .meta({ unset: "`data/backups`; none with `BACKUP_S3_BUCKET`" })
      .describe(
        "Folder the backups are written to (created; must be writable), from the working directory; mount or sync it to storage that survives the machine. Each file is `leads-<UTC time>.tar.gz.age`: the database, its attached files (with `UPLOADS_DIR`) and a manifest. With `BACKUP_S3_BUCKET` too, each backup is written here and uploaded.",
      ),
    BACKUP_S3_BUCKET: text()
      .meta({ unset: "(none: the folder `BACKUP_DIR` only)" })
      .describe(
        "S3 bucket the backups are uploaded to (streamed in parts), as objects `backups/leads-<UTC time>.tar.gz.age`; may be `UPLOADS_S3_BUCKET` itself. Credentials and region from the AWS variables of the attachments (`AWS_ACCESS_KEY_ID`, `AWS_REGION`, …, or the SDK's other sources). Old objects are deleted past the retention as files are; a backup counts as good once its upload finished.",
      ),
    BACKUP_S3_ENDPOINT: url("https://s3.eu-central-1.example.com")
      .meta({ unset: "`UPLOADS_S3_ENDPOINT` (none: AWS S3 itself)" })
      .describe(
        "Endpoint of the S3-compatible service of `BACKUP_S3_BUCKET` (MinIO, Ceph, Cloudflare R2, …), addressed path-style; needs `BACKUP_S3_BUCKET`.",
      ),
    BACKUP_INTERVAL: duration("1h").describe(
      "Time between backups, a whole number and `m`, `h` or `d` (`30m`, `1h`, `1d`), from `1m` to `7d`; metrics show the last good backup's age and the server logs a warning when it is older than twice this. Default `1h`.",
    ),
    BACKUP_RETENTION_DAYS: text()
      .transform((raw, context) => {
        if (raw === undefined) return undefined;
        const value = Number(raw);
        if (!Number.isInteger(value) || value < 1 || value > 3650) {
          context.addIssue({
            code: "custom",
            message: `must be a whole number of days from 1 to 3650, got "${raw}"`,
          });
          return z.NEVER;
        }
        return value;
      })
      .meta({ unset: "`backupRetentionDays` of content/facts.yaml (30)" })
      .describe(
        "Days a backup is kept; older ones are deleted after each backup. The privacy policy promises that erased data leaves the backups within content/facts.yaml's `backupRetentionDays`, so this may be shorter than that, never longer.",
      ),
    ERASURE_LOG: textOr("data/erasure-log.jsonl").describe(
      "File of the erasure log (created; must be writable): one line per erasure with a keyed hash (HMAC-SHA256) of the person's e-mail address, and one per retention purge with its cut-off times. A restore erases again everyone in it. Keep it out of the database's disk (e.g. beside `BACKUP_DIR` on storage that survives the machine).",
    ),
    ERASURE_LOG_KEY: secret()
      .meta({ unset: "generated once into `ERASURE_LOG` + `.key`" })
      .describe(
        "HMAC key of the erasure log, at least 32 characters; never in the database or a backup. Unset, the first erasure generates one into a file beside the log (mode 0600); set it from the secret store in production, so that it survives the machine with the log.",
      ),
  })
  .superRefine((env, context) => {
    if (env.BACKUP_RECIPIENT !== undefined && !/^age1[0-9a-z]+$/.test(env.BACKUP_RECIPIENT)) {
      context.addIssue({
        code: "custom",
        path: ["BACKUP_RECIPIENT"],
        message: `must be an age public key (age1…, from age-keygen), got "${env.BACKUP_RECIPIENT.slice(0, 12)}…"`,
      });
    }
  }, whenParsed("BACKUP_RECIPIENT"))
  .superRefine(
    (env, context) => {
      if (env.BACKUP_S3_ENDPOINT && !env.BACKUP_S3_BUCKET) {
        context.addIssue({
          code: "custom",
          path: ["BACKUP_S3_ENDPOINT"],
          message: "needs BACKUP_S3_BUCKET",
        });
      }
      // The rules of S3 bucket names (AWS S3 User Guide, "Bucket naming rules").
      if (
        env.BACKUP_S3_BUCKET !== undefined &&
        !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.BACKUP_S3_BUCKET)
      ) {
        context.addIssue({
          code: "custom",
          path: ["BACKUP_S3_BUCKET"],
          message: `must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens; no s3:// or path), got "${env.BACKUP_S3_BUCKET}"`,
        });
      }
    },
    whenParsed("BACKUP_S3_BUCKET", "BACKUP_S3_ENDPOINT"),
  )
  .meta({
    title: "Backups and the erasure log",
    description:
      "Encrypted backups of the SQLite lead store made by the server while it serves, to a folder and/or an S3 bucket, and the log that keeps a restore from bringing an erased person back (issue 32; the runbook is in docs/operations.md). Read by the server and `npm run leads`.",
  });

/** The parsed {@link backupEnv}. */
export type BackupEnv = z.output<typeof backupEnv>;
