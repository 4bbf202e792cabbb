import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { createGunzip } from "node:zlib";
import { Decrypter } from "age-encryption";
import SQLite from "better-sqlite3";
import tar from "tar-stream";
import type { ErasureLog } from "../privacy/erasure-log";
import { replayErasures, type ReplayResult } from "../privacy/replay-erasures";
import { openSqliteDatabase } from "../storage/database";
import { sqlLeadStore } from "../storage/sql-lead-store";
import { checkKey, type UploadStore } from "../uploads/upload-store";
import { parseBackupUrl, type BackupBucket } from "./backup-bucket";
import type { BackupManifest } from "./create-backup";

/** A restore refused: its message says why; nothing was written. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreError";
  }
}

export interface RestoreOptions {
  /** The backup file (`leads-<time>.tar.gz.age`), or its `s3://BUCKET/backups/…` URL. */
  file: string;
  /** The backups' bucket an `s3://` `file` is downloaded from (`BACKUP_S3_*`). */
  bucket?: BackupBucket | null;
  /** The identity file's path: the age secret key(s) `BACKUP_RECIPIENT` belongs to. */
  identityFile: string;
  /** Where the database is written (`LEADS_DB`). */
  dbPath: string;
  /** Replace a database already at `dbPath` (the server must be stopped). */
  force: boolean;
  /** Where the backup's attached files go back to. */
  uploads: UploadStore;
  /** The erasure log, replayed on the restored database. */
  erasureLog: ErasureLog;
  now?: Date;
}

/** What a restore did. */
export interface RestoreResult {
  manifest: BackupManifest;
  /** Leads restored, after the replay of the erasure log. */
  leads: number;
  /** Attached files put back (those of erased people are not). */
  files: number;
  replay: ReplayResult;
  /** Deliveries the backup held as not yet made, dropped: they may have been made since. */
  droppedDeliveries: { leadId: string; channel: string }[];
}

/**
 * Whether another connection, in this process or another (a running server, a CLI), has
 * the SQLite database `path` open: an exclusive lock on it is refused then. In WAL mode
 * every open connection keeps a shared lock on the file, idle or not (sqlite.org/wal.html,
 * "Concurrency"), so an idle server is found too. A file SQLite cannot read at all is not
 * in use by SQLite.
 */
function openElsewhere(path: string): boolean {
  if (!existsSync(path)) return false;
  let db: SQLite.Database | null = null;
  try {
    db = new SQLite(path, { fileMustExist: true, timeout: 0 });
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE; COMMIT");
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    return code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED");
  } finally {
    db?.close();
  }
}

/** A refusal to replace `dbPath` while a process has it open. */
function inUse(dbPath: string): RestoreError {
  return new RestoreError(
    `${dbPath} is open in another process (a running server or leads command): stop it before restore --force replaces the database. Nothing was written.`,
  );
}

/** The age identities of `path`: its `AGE-SECRET-KEY-…` lines (age-keygen's file format). */
async function readIdentities(path: string): Promise<string[]> {
  const text = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new RestoreError(`--identity ${path}: cannot be read (${error.code ?? error.message})`);
  });
  const keys = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("AGE-SECRET-KEY-"));
  if (keys.length === 0) {
    throw new RestoreError(
      `--identity ${path}: holds no age identity (a line AGE-SECRET-KEY-1…, as age-keygen writes it)`,
    );
  }
  return keys;
}

/** The reason `error` from the decrypting and unpacking stream, worded for an operator. */
function damage(file: string, error: unknown): RestoreError {
  const message = error instanceof Error ? error.message : String(error);
  if (/no identity matched/i.test(message)) {
    return new RestoreError(
      `${file} cannot be decrypted with this identity (age: ${message}): use the secret key of the BACKUP_RECIPIENT it was made with. Nothing was written.`,
    );
  }
  return new RestoreError(
    `${file} is truncated, damaged or was altered, and is refused (${message}). Nothing was written.`,
  );
}

/**
 * Decrypts, checks and unpacks the backup `file` (named `label` in messages) into the folder `into`: `leads.db`, the
 * manifest and `uploads/<key>` files. Every byte is authenticated by age on the way (a
 * truncated or altered file fails: age-encryption.org/v1, STREAM), then the database must
 * pass SQLite's `integrity_check` and hold as many leads as the manifest says.
 */
async function unpack(file: string, identities: string[], into: string, label = file) {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  let manifest: BackupManifest | null = null;
  const files: string[] = [];
  try {
    const source = Readable.toWeb(createReadStream(file));
    const plain = await decrypter.decrypt(
      source as unknown as globalThis.ReadableStream<Uint8Array>,
    );
    const extract = tar.extract();
    const reading = pipeline(
      Readable.fromWeb(plain as unknown as ReadableStream<Uint8Array>),
      createGunzip(),
      extract,
    );
    // Its failure also ends the loop below, which then throws; it is awaited after.
    reading.catch(() => {});
    for await (const entry of extract) {
      const { name } = entry.header;
      if (name === "manifest.json") {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString("utf8")) as BackupManifest;
      } else if (name === "leads.db") {
        await pipeline(entry, createWriteStream(join(into, "leads.db")));
      } else if (name.startsWith("uploads/")) {
        const key = checkKey(name.slice("uploads/".length));
        files.push(key);
        await mkdir(join(into, "uploads"), { recursive: true });
        await pipeline(entry, createWriteStream(join(into, "uploads", key.replace("/", "_"))));
      } else {
        throw new Error(`unexpected entry ${JSON.stringify(name)}`);
      }
    }
    await reading;
  } catch (error) {
    throw damage(label, error);
  }
  if (manifest?.format !== "leads-backup/1" || !existsSync(join(into, "leads.db"))) {
    throw new RestoreError(
      `${label} is not a leads backup (no manifest or database). Nothing was written.`,
    );
  }
  const db = new SQLite(join(into, "leads.db"));
  try {
    const check = db.pragma("integrity_check", { simple: true });
    const leads = (db.prepare("SELECT count(*) AS n FROM leads").get() as { n: number }).n;
    if (check !== "ok" || leads !== manifest.leads) {
      throw new RestoreError(
        `${label}: its database fails the integrity check (${String(check)}, ${leads} of ${manifest.leads} leads). Nothing was written.`,
      );
    }
  } finally {
    db.close();
  }
  return { manifest, files };
}

/**
 * `leads restore` (issue 32): writes a new SQLite database at `dbPath` from the backup
 * `file` (an `s3://` one is first downloaded from `bucket` beside `dbPath`), never over an
 * existing one unless `force`, and never over one another process has open (a running
 * server), checked before and again just before it is replaced. The backup is decrypted with the
 * identity file and checked whole (see `unpack`) in a hidden folder beside `dbPath`; there
 * the erasure log is replayed (every person it names erased again, files included; the
 * retention purges applied again) and the deliveries not yet made are dropped, since they
 * may have been made after the backup (no lead is sent twice). Only then is the database
 * moved to `dbPath` and the files still named put back into `uploads`.
 * @throws RestoreError with the reason (exists, open elsewhere, no identity, wrong identity, truncated or
 *   altered file, failed check); nothing is written at `dbPath` then.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { file, dbPath, force, uploads, erasureLog, now = new Date() } = options;
  let inBucket: { bucket: string; name: string } | null;
  try {
    inBucket = parseBackupUrl(file);
  } catch (error) {
    throw new RestoreError((error as Error).message);
  }
  if (inBucket && !options.bucket) {
    throw new RestoreError(
      `${file}: set BACKUP_S3_BUCKET (and BACKUP_S3_ENDPOINT or UPLOADS_S3_ENDPOINT for a service other than AWS, with its AWS_* keys) to restore from a bucket`,
    );
  }
  if (!inBucket && !(await stat(file).catch(() => null))?.isFile()) {
    throw new RestoreError(`${file}: no such backup file`);
  }
  const existing = [dbPath, `${dbPath}-wal`].filter((path) => existsSync(path));
  if (existing.length > 0 && !force) {
    throw new RestoreError(
      `${dbPath} exists: restore writes a new database. Stop the server and add --force to replace it, or set LEADS_DB to a new path.`,
    );
  }
  if (openElsewhere(dbPath)) throw inUse(dbPath);
  const identities = await readIdentities(options.identityFile);
  await mkdir(dirname(dbPath), { recursive: true });
  const staging = await mkdtemp(join(dirname(dbPath), ".restore-"));
  try {
    let local = file;
    if (inBucket) {
      local = join(staging, inBucket.name);
      await options.bucket!.download(inBucket.name, local).catch((error: unknown) => {
        const missing = (error as { name?: string }).name === "NoSuchKey";
        throw new RestoreError(
          `${file}: ${missing ? "no such backup in the bucket (npm run leads -- backups lists them)" : `cannot be downloaded (${(error as Error).message})`}. Nothing was written.`,
        );
      });
    }
    const { manifest, files } = await unpack(local, identities, staging, file);
    const stagedDb = join(staging, "leads.db");
    const database = await openSqliteDatabase(stagedDb, 30_000);
    const store = sqlLeadStore(database);
    let replay: ReplayResult;
    let droppedDeliveries: { leadId: string; channel: string }[];
    let kept: Set<string>;
    let leads: number;
    try {
      replay = await replayErasures(store, uploads, erasureLog, now);
      // Every lead here is from the backup, so older than it: all pending deliveries go.
      droppedDeliveries = await store.dropPendingDeliveries(now);
      kept = new Set(
        (await database.db.selectFrom("lead_attachments").select("storage_key").execute()).map(
          (row) => row.storage_key,
        ),
      );
      leads = await store.countLeads();
      await store.scrubDeleted();
    } finally {
      await store.close();
    }
    // A server started while the backup was checked would lose its writes: look again.
    if (openElsewhere(dbPath)) throw inUse(dbPath);
    for (const path of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) await rm(path, { force: true });
    await rename(stagedDb, dbPath);
    let restoredFiles = 0;
    for (const key of files.filter((key) => kept.has(key))) {
      const path = join(staging, "uploads", key.replace("/", "_"));
      await uploads.put(key, path, (await stat(path)).size);
      restoredFiles++;
    }
    return { manifest, leads, files: restoredFiles, replay, droppedDeliveries };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
