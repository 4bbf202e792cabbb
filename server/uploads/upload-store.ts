import type { Readable } from "node:stream";

/**
 * Where a lead's files are kept (issue 30, item 3), named by the SHA-256 of their bytes
 * (lower-case hex), so the same file sent twice is kept once. Two implementations: a local
 * folder (`folder-upload-store.ts`) and an S3-compatible bucket (`s3-upload-store.ts`),
 * which several servers share.
 */
export interface UploadStore {
  /** Where the files are, for the start-up log: a folder, or `s3://bucket`. */
  readonly location: string;
  /**
   * Keeps the file at the local path `path` (`size` bytes) under `key`, unless a file is
   * already kept there (same key, same bytes). Returns true when it was stored now.
   */
  put(key: string, path: string, size: number): Promise<boolean>;
  /** The bytes kept under `key`; rejects with `UploadNotFoundError` when there are none. */
  open(key: string): Promise<Readable>;
  /** Whether a file is kept under `key`. */
  has(key: string): Promise<boolean>;
  /** Deletes the file kept under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Lets go of what the store holds open (the S3 client's sockets), so a CLI run can exit. */
  close(): void;
}

/** A key: a SHA-256 in hex, optionally under the `quarantine/` prefix (infected files). */
const keyPattern = /^(quarantine\/)?[0-9a-f]{64}$/;

/** Refuses a key that is not a SHA-256 (hex) name, so no key can reach outside the store. */
export function checkKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  return key;
}

/** No file is kept under the key asked for. */
export class UploadNotFoundError extends Error {
  constructor(key: string) {
    super(`no upload stored under ${key}`);
    this.name = "UploadNotFoundError";
  }
}
