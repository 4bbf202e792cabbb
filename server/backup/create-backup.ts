import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { createGzip } from "node:zlib";
import { Encrypter } from "age-encryption";
import tar from "tar-stream";
import { folderPathOf } from "../uploads/folder-upload-store";
import type { BackupBucket } from "./backup-bucket";
import { backupName } from "./backup-files";
import { snapshotDatabase } from "./snapshot";

/** The manifest a backup starts with, `manifest.json`. */
export interface BackupManifest {
  format: "leads-backup/1";
  /** When the snapshot began (ISO 8601 UTC): every lead in it is older. */
  createdAt: string;
  leads: number;
  /** Attached files in the backup (none when they are in a bucket). */
  files: number;
}

/** A backup made. */
export interface BackupResult {
  /** Its name, `leads-<time>.tar.gz.age` (the file's and the object's). */
  name: string;
  /** Its path in `BACKUP_DIR`; null without a folder. */
  file: string | null;
  /** Its `s3://` URL in the bucket; null without a bucket. */
  object: string | null;
  bytes: number;
  manifest: BackupManifest;
  /** Attached files the database names but the folder lacked (logged, not fatal). */
  missingFiles: number;
}

export interface BackupOptions {
  /** The SQLite lead store (`LEADS_DB`). */
  dbPath: string;
  /** The uploads folder whose files go into the backup; null when they are in a bucket. */
  uploadsDir: string | null;
  /** `BACKUP_RECIPIENT`, an age public key. */
  recipient: string;
  /** `BACKUP_DIR`; null = the bucket only. */
  dir: string | null;
  /** `BACKUP_S3_BUCKET`; null = the folder only. */
  bucket?: BackupBucket | null;
  now?: Date;
}

/**
 * Deletes the plain snapshots in `folder` that a backup interrupted more than a day before
 * `now` left behind (a crash between the copy and its removal): they hold personal data,
 * erased people's included, in the clear.
 */
async function removeLeftovers(folder: string, now: Date) {
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!/^\.backup-leads-.*\.db$/.test(name)) continue;
    const info = await stat(join(folder, name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > 86_400_000) {
      await rm(join(folder, name), { force: true });
    }
  }
}

/**
 * Backs up the SQLite lead store while it serves (issue 32): a `VACUUM INTO` snapshot
 * (server/backup/snapshot.ts) beside the database, removed once packed, as a tar archive with a manifest and the attached
 * files it names (`uploads/<key>`), gzip-compressed and encrypted to `recipient` with age
 * (age-encryption.org/v1; typage, the reference TypeScript implementation), streamed so
 * memory stays flat whatever the size. Written to `dir` as a hidden `.part` file, synced and
 * renamed, so a backup either is whole under its name or is not there; then uploaded to
 * `bucket` (streamed straight up when there is no folder; an object exists only once its
 * upload finished). Resolves with the result once every destination has it.
 * @throws on any failure, having removed what it wrote (but a whole file whose upload
 *   failed, a good backup in the folder).
 */
export async function createBackup({
  dbPath,
  uploadsDir,
  recipient,
  dir,
  bucket = null,
  now = new Date(),
}: BackupOptions): Promise<BackupResult> {
  if (dir === null && bucket === null) throw new Error("createBackup needs a folder or a bucket");
  if (dir !== null) await mkdir(dir, { recursive: true });
  const name = backupName(now);
  const file = dir === null ? null : join(dir, name);
  const part = dir === null ? null : join(dir, `.${name}.part`);
  // The plain copy stays on the database's own disk, never in BACKUP_DIR (often remote).
  const snapshotPath = join(dirname(dbPath), `.backup-${name}.db`);
  await removeLeftovers(dirname(dbPath), now);
  try {
    const snapshot = await snapshotDatabase(dbPath, snapshotPath);
    const files: { key: string; path: string; size: number }[] = [];
    let missingFiles = 0;
    for (const key of uploadsDir === null ? [] : snapshot.fileKeys) {
      const path = folderPathOf(uploadsDir!, key);
      const info = await stat(path).catch(() => null);
      if (info) files.push({ key, path, size: info.size });
      else missingFiles++;
    }
    const manifest: BackupManifest = {
      format: "leads-backup/1",
      createdAt: now.toISOString(),
      leads: snapshot.leads,
      files: files.length,
    };

    const pack = tar.pack();
    const encrypter = new Encrypter();
    encrypter.addRecipient(recipient);
    const compressed = pack.pipe(createGzip());
    pack.on("error", (error) => compressed.destroy(error));
    const encrypted = await encrypter.encrypt(
      Readable.toWeb(compressed) as unknown as globalThis.ReadableStream<Uint8Array>,
    );
    const sealed = Readable.fromWeb(encrypted as unknown as ReadableStream<Uint8Array>);
    const writing =
      part === null
        ? bucket!.upload(name, sealed)
        : pipeline(sealed, createWriteStream(part, { mode: 0o600 }));
    // A destination that fails stops the packing at once (it would wait on it forever).
    writing.catch((error: unknown) => pack.destroy(error as Error));
    const entry = (name: string, size: number) => pack.entry({ name, size, mtime: now });
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    pack.entry({ name: "manifest.json", mtime: now }, body);
    await pipeline(
      createReadStream(snapshotPath),
      entry("leads.db", (await stat(snapshotPath)).size),
    );
    for (const { key, path, size } of files) {
      await pipeline(createReadStream(path), entry(`uploads/${key}`, size));
    }
    pack.finalize();

    const sent = await writing;
    let bytes = typeof sent === "number" ? sent : 0;
    if (part !== null && file !== null) {
      const handle = await open(part, "r");
      await handle.sync();
      await handle.close();
      await rename(part, file);
      bytes = (await stat(file)).size;
      if (bucket) await bucket.upload(name, createReadStream(file));
    }
    return {
      name,
      file,
      object: bucket ? bucket.url(name) : null,
      bytes,
      manifest,
      missingFiles,
    };
  } catch (error) {
    if (part !== null) await rm(part, { force: true });
    throw error;
  } finally {
    await rm(snapshotPath, { force: true });
  }
}
