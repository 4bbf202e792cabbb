import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** What `snapshotDatabase` copied. */
export interface Snapshot {
  /** Leads in the copy, spam included. */
  leads: number;
  /** The upload-store keys the copy's attachments name, each once. */
  fileKeys: string[];
}

/*
 * Runs in a worker thread with its own connection: `VACUUM INTO` reads the database in one
 * read transaction (a consistent copy; in WAL mode writers go on meanwhile) and blocks the
 * thread it runs on for as long as it copies, which must not be the server's.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.module);
const db = new SQLite(workerData.source, { fileMustExist: true });
try {
  db.pragma("busy_timeout = 10000");
  db.prepare("VACUUM INTO ?").run(workerData.target);
} finally {
  db.close();
}
const copy = new SQLite(workerData.target, { readonly: true });
try {
  const leads = copy.prepare("SELECT count(*) AS n FROM leads").get().n;
  const hasFiles = copy
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'lead_attachments'")
    .get();
  const fileKeys = hasFiles
    ? copy.prepare("SELECT DISTINCT storage_key FROM lead_attachments").pluck().all()
    : [];
  parentPort.postMessage({ leads, fileKeys });
} finally {
  copy.close();
}
`;

/**
 * Copies the SQLite database at `source` to the new file `target` while the server keeps
 * serving: SQLite's `VACUUM INTO` (sqlite.org/lang_vacuum.html#vacuuminto), a consistent
 * snapshot holding only live rows (what was erased is not carried over), made in a worker
 * thread so no request waits for it. Resolves with what the copy holds.
 * @throws the worker's error (no database at `source`, `target` exists, disk full).
 */
export function snapshotDatabase(source: string, target: string): Promise<Snapshot> {
  const module = createRequire(import.meta.url).resolve("better-sqlite3");
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { module, source, target },
    });
    let result: Snapshot | null = null;
    worker.once("message", (message: Snapshot) => (result = message));
    worker.once("error", reject);
    worker.once("exit", (code) =>
      result ? resolve(result) : reject(new Error(`snapshot worker exited with code ${code}`)),
    );
  });
}
