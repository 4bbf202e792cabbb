import { createHmac, randomBytes } from "node:crypto";
import { mkdir, open, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { RetentionCutoffs } from "../storage/lead-store";

/**
 * What the erasure log holds (issue 32): the people erased, by keyed hash of their e-mail
 * address, and the latest cut-off times of each retention rule that a purge applied.
 */
export interface ErasureRecords {
  /** HMAC-SHA256 (hex) of each erased address, lower-cased. */
  people: Set<string>;
  /** The latest cut-offs the purges applied, each rule on its own; null = no purge logged. */
  purge: RetentionCutoffs | null;
}

/**
 * The erasure log: a file outside the database (`ERASURE_LOG`), so that restoring an older
 * database does not restore the log with it, appended to on every erasure (CLI, inbox) and
 * every retention purge. It holds no personal data: an address only as its HMAC with a key
 * that is in neither the database nor a backup (`ERASURE_LOG_KEY`, or a key file beside
 * the log), so neither the log nor a stolen backup tells who was erased.
 */
export interface ErasureLog {
  /** The log file's path. */
  readonly path: string;
  /** The keyed hash under which `email` is logged (trimmed, lower-cased: addresses match so). */
  keyOf(email: string): Promise<string>;
  /** Appends the erasure of `email` and waits until it is on disk. */
  recordPerson(email: string, at?: Date): Promise<void>;
  /** Appends a retention purge's cut-offs and waits until it is on disk. */
  recordPurge(cutoffs: RetentionCutoffs, at?: Date): Promise<void>;
  /**
   * Everything logged so far (none when the file does not exist). A last line cut short by
   * a crash is skipped.
   * @throws Error naming the line when another line is not a log entry, or when entries
   *   were hashed with another key (the restore would miss those people).
   */
  read(): Promise<ErasureRecords>;
}

type Entry =
  | { at: string; key: string; erased: "person"; hmac: string }
  | {
      at: string;
      erased: "purge";
      leadsBefore: string;
      spamBefore: string;
      clientIpBefore: string;
    };

/** The erasure log at `path`, keyed by `key`, or (null) by the key file `path` + `.key`. */
export function openErasureLog({ path, key }: { path: string; key: string | null }): ErasureLog {
  let secret: Promise<string> | null = null;
  const keyFile = `${path}.key`;

  /** The key: given, or read from the key file, which the first caller creates (mode 0600). */
  const loadKey = () =>
    (secret ??= key
      ? Promise.resolve(key)
      : (async () => {
          const existing = await readFile(keyFile, "utf8").catch(() => null);
          if (existing?.trim()) return existing.trim();
          await mkdir(dirname(keyFile), { recursive: true });
          const fresh = randomBytes(32).toString("hex");
          // "wx": when two processes race, one writes and both read its key.
          await writeFile(keyFile, `${fresh}\n`, { flag: "wx", mode: 0o600 }).catch(() => {});
          return (await readFile(keyFile, "utf8")).trim();
        })());

  /** A short id of the key, logged with each hash, so a changed key is noticed, not ignored. */
  const keyId = async () =>
    createHmac("sha256", await loadKey())
      .update("erasure-log key id")
      .digest("hex")
      .slice(0, 8);

  const keyOf = async (email: string) =>
    createHmac("sha256", await loadKey())
      .update(email.trim().toLowerCase())
      .digest("hex");

  /** One line, appended in one write (atomic on a local disk) and synced before resolving. */
  async function append(entry: Entry) {
    await mkdir(dirname(path), { recursive: true });
    const file = await open(path, "a", 0o600);
    try {
      await file.write(`${JSON.stringify(entry)}\n`);
      await file.sync();
    } finally {
      await file.close();
    }
  }

  return {
    path,
    keyOf,
    async recordPerson(email, at = new Date()) {
      await append({
        at: at.toISOString(),
        key: await keyId(),
        erased: "person",
        hmac: await keyOf(email),
      });
    },
    async recordPurge({ leadsBefore, spamBefore, clientIpBefore }, at = new Date()) {
      await append({
        at: at.toISOString(),
        erased: "purge",
        leadsBefore: leadsBefore.toISOString(),
        spamBefore: spamBefore.toISOString(),
        clientIpBefore: clientIpBefore.toISOString(),
      });
    },
    async read() {
      const text = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return "";
        throw error;
      });
      const lines = text.split("\n");
      const records: ErasureRecords = { people: new Set(), purge: null };
      const latest = (a: Date, b: string) => (new Date(b) > a ? new Date(b) : a);
      let otherKey = 0;
      const ours = await keyId();
      lines.forEach((line, index) => {
        if (line.trim() === "") return;
        let entry: Entry;
        try {
          entry = JSON.parse(line) as Entry;
        } catch {
          // Only the last line may be cut short (a crash during its write).
          if (index >= lines.length - 2) return;
          throw new Error(`${path}, line ${index + 1}: not an erasure log entry`);
        }
        if (entry.erased === "person") {
          if (entry.key !== ours) otherKey++;
          else records.people.add(entry.hmac);
        } else if (entry.erased === "purge") {
          const purge = records.purge ?? {
            leadsBefore: new Date(0),
            spamBefore: new Date(0),
            clientIpBefore: new Date(0),
          };
          records.purge = {
            leadsBefore: latest(purge.leadsBefore, entry.leadsBefore),
            spamBefore: latest(purge.spamBefore, entry.spamBefore),
            clientIpBefore: latest(purge.clientIpBefore, entry.clientIpBefore),
          };
        } else {
          throw new Error(`${path}, line ${index + 1}: not an erasure log entry`);
        }
      });
      if (otherKey > 0) {
        throw new Error(
          `${path}: ${otherKey} erasures were logged under another key than ERASURE_LOG_KEY (or ${keyFile}); set the key they were logged with, or they would not be erased again`,
        );
      }
      return records;
    },
  };
}
