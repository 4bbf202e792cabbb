import { createWriteStream } from "node:fs";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { BucketSettings } from "./backup-config";
import { backupTime, expiredBackups } from "./backup-files";

/** The folder-like prefix of the backups' objects, so they can share the attachments' bucket. */
const prefix = "backups/";

/** Backups in an S3-compatible bucket (issue 32): objects `backups/<backup's file name>`. */
export interface BackupBucket {
  /** `s3://bucket/backups/`, for messages. */
  location: string;
  /** The `s3://` URL of the backup named `name`. */
  url(name: string): string;
  /**
   * Streams `body` up as the backup `name`, in 5 MB parts (`@aws-sdk/lib-storage`): memory
   * stays a few parts whatever the size; the object exists only once every part is in (a
   * failed upload is aborted, its parts deleted). Resolves with the bytes sent.
   */
  upload(name: string, body: Readable): Promise<number>;
  /** The backups in the bucket, oldest first (objects of other names are left alone). */
  list(): Promise<{ name: string; at: Date }[]>;
  /** Deletes the backup `name`. */
  delete(name: string): Promise<void>;
  /** Downloads the backup `name` into the file `path` (mode 0600), streamed. */
  download(name: string, path: string): Promise<void>;
  close(): void;
}

/** The bucket's backups under the settings `BACKUP_S3_*` (see {@link BackupBucket}). */
export function openBackupBucket({
  bucket,
  endpoint,
  region,
  credentials,
}: BucketSettings): BackupBucket {
  const client = new S3Client({
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    region,
    ...(credentials ? { credentials } : {}),
  });
  return {
    location: `s3://${bucket}/${prefix}`,
    url: (name) => `s3://${bucket}/${prefix}${name}`,
    async upload(name, body) {
      let bytes = 0;
      const counted = body.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done(null, chunk);
          },
        }),
      );
      body.on("error", (error) => counted.destroy(error));
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: `${prefix}${name}`,
          Body: counted,
          ContentType: "application/octet-stream",
        },
      });
      await upload.done();
      return bytes;
    },
    async list() {
      const found: { name: string; at: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(prefix.length);
          const at = backupTime(name);
          if (at) found.push({ name, at });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${prefix}${name}` }));
    },
    async download(name, path) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${name}` }),
      );
      await pipeline(answer.Body as Readable, createWriteStream(path, { mode: 0o600 }));
    },
    close() {
      client.destroy();
    },
  };
}

/**
 * The bucket and backup name of an `s3://BUCKET/backups/NAME` argument (the form
 * `leads backups` prints), or null when `argument` is not an `s3://` URL.
 * @throws Error when it is one but names no backup under `backups/`.
 */
export function parseBackupUrl(argument: string): { bucket: string; name: string } | null {
  if (!argument.startsWith("s3://")) return null;
  const match = /^s3:\/\/([^/]+)\/backups\/([^/]+)$/.exec(argument);
  if (!match || !backupTime(match[2]!)) {
    throw new Error(
      `${argument}: not a backup in a bucket; write s3://BUCKET/backups/leads-<time>.tar.gz.age as npm run leads -- backups lists them`,
    );
  }
  return { bucket: match[1]!, name: match[2]! };
}

/**
 * Deletes the backups in `bucket` past `retentionDays`, as `pruneBackups` does in
 * the folder (server/backup/backup-files.ts). Returns the names deleted.
 */
export async function pruneBucket(
  bucket: BackupBucket,
  retentionDays: number,
  now = new Date(),
): Promise<string[]> {
  const old = expiredBackups(await bucket.list(), retentionDays, now);
  for (const { name } of old) await bucket.delete(name);
  return old.map((backup) => backup.name);
}
