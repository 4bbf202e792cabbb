import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase,
  type Transaction,
} from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrate";
import type { Engine } from "./migrations";
import type { Database } from "./schema";
import { retryWhileBusy } from "./sqlite-busy";
import { LeadStoreBusyError } from "./store-errors";

/**
 * The leads database, opened and migrated, with the one thing its two engines do
 * differently: how a call waits. Every query is written once, on `db` or a transaction.
 */
export interface StoreDatabase {
  readonly db: Kysely<Database>;
  readonly engine: Engine;
  /** Where the leads are, for the start-up log (a file path, or a URL without its password). */
  readonly location: string;
  /**
   * Runs `work`'s statements (no transaction) within `timeoutMs` (default the store's
   * budget); rejects with `LeadStoreBusyError` when the database does not take them in time.
   */
  run<T>(work: (db: Kysely<Database>) => Promise<T>, timeoutMs?: number): Promise<T>;
  /** Runs `work` in one transaction, bounded as `run`; rolled back when it throws. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>, timeoutMs?: number): Promise<T>;
  /**
   * After an erasure or a purge (issue 35, item 1): clears what the engine still holds of
   * the deleted rows, as far as it can without stopping the store. SQLite (`secure_delete`
   * zeroes deleted content in the pages as it goes): checkpoints the WAL into the file and
   * truncates it, resolving true, or false when other connections kept reading for the
   * whole budget (the WAL is then truncated at the next erasure or purge). PostgreSQL:
   * runs `scrubPostgres` (seconds on a large table: callers on a request path do not wait
   * for it), resolving true, or rejecting with its error; `close` waits for it.
   */
  scrubDeleted(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens (creating folder and file when missing) the SQLite leads database at `path`, in WAL
 * mode with `synchronous=FULL`: every commit is synced to disk before it returns, so an
 * acknowledged lead survives power loss, not only a crash of the process (SQLite docs,
 * "PRAGMA synchronous": NORMAL in WAL mode may lose the last commits on power loss).
 * Statements never wait on a lock inside SQLite (its busy wait blocks the thread, and with it
 * every request, issue 16): while another process holds it, each call is retried from the
 * event loop for up to `busyTimeoutMs` (server/storage/sqlite-busy.ts). Rejects when the
 * file cannot be opened or migrated.
 */
export async function openSqliteDatabase(
  path: string,
  busyTimeoutMs: number,
): Promise<StoreDatabase> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const file = new SQLite(path);
  // Opening and migrating may wait for a lock (once, at start, before requests are served).
  file.pragma("busy_timeout = 5000");
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  // Deleted content is overwritten with zeros, so an erased lead leaves no bytes in the
  // file's pages or in the WAL's new frames (SQLite docs, "PRAGMA secure_delete"; issue 35).
  file.pragma("secure_delete = ON");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
  });
  try {
    await migrateToLatest(db, "sqlite");
  } catch (error) {
    await db.destroy();
    throw error;
  }
  file.pragma("busy_timeout = 0");
  return {
    db,
    engine: "sqlite",
    location: path,
    run: (work, timeoutMs = busyTimeoutMs) => retryWhileBusy(() => work(db), timeoutMs),
    transaction: (work, timeoutMs = busyTimeoutMs) =>
      retryWhileBusy(() => db.transaction().execute(work), timeoutMs),
    scrubDeleted: () => truncateWal(file, busyTimeoutMs),
    close: () => db.destroy(),
  };
}

/**
 * Checkpoints `file`'s WAL and truncates it to zero bytes (`wal_checkpoint(TRUNCATE)`), so
 * the frames that held erased rows are gone; retried from the event loop while another
 * connection's read keeps the checkpoint from finishing, for up to `timeoutMs`. Resolves
 * whether it finished. An in-memory database has no WAL: true.
 */
async function truncateWal(file: SQLite.Database, timeoutMs: number): Promise<boolean> {
  if (file.memory) return true;
  const deadline = Date.now() + timeoutMs;
  for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
    const [result] = file.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    if (result?.busy === 0) return true;
    if (Date.now() + wait > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Statements kept prepared: the store's queries are a few dozen shapes; the inbox's filters add some. */
const statementCacheSize = 500;

/**
 * `file` for Kysely with each statement prepared once and reused, up to
 * `statementCacheSize` (the least recently prepared go first): Kysely's SQLite driver
 * prepares every query anew, a fifth of a lead's cost in `npm run bench:leads`.
 */
function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(text) {
      let statement = cache.get(text);
      if (!statement) {
        statement = file.prepare(text);
        if (cache.size >= statementCacheSize) cache.delete(cache.keys().next().value!);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

/** PostgreSQL's `query_canceled`, raised when `statement_timeout` runs out (Appendix A). */
const queryCanceled = "57014";

/** `error` as `LeadStoreBusyError` when it means "not in time" (no connection, statement timeout). */
function busyOr(error: unknown): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code === queryCanceled || /timeout exceeded when trying to connect/i.test(message ?? "")) {
    return new LeadStoreBusyError(`PostgreSQL: ${message}`);
  }
  return error;
}

/** `url` with its password replaced, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres (unparseable DATABASE_URL)";
  }
}

/**
 * A `pg` pool of `config` whose lost connections never end the process. PostgreSQL may end
 * a session at any time (a restart, a failover, `pg_terminate_backend`); when no statement
 * is running on it, `pg` emits the error on the client, and pg-pool listens only while the
 * client is idle (then it emits on the pool). Heard here and dropped: an idle client is
 * replaced, and the next statement on a checked-out one rejects ("Client has encountered a
 * connection error and is not queryable"), failing its request, after which pg-pool
 * discards the client.
 */
function heardPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/**
 * Opens the PostgreSQL leads database at `url` (`DATABASE_URL`) through a `pg` pool of
 * `poolSize` and migrates it (on a connection of its own, without the statement timeout:
 * waiting for another server's migrations may take longer than a request may). Every
 * session runs with `synchronous_commit = on`, so a commit returns only once its WAL is
 * flushed to disk (PostgreSQL docs, "WAL Configuration"); a statement that runs past the
 * budget or a connection not free within it rejects with `LeadStoreBusyError`. Rejects when
 * the database cannot be reached or migrated.
 */
export async function openPostgresDatabase(
  url: string,
  busyTimeoutMs: number,
  poolSize = 10,
): Promise<StoreDatabase> {
  const migrator = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: heardPool({ connectionString: url, max: 1 }) }),
  });
  try {
    await migrateToLatest(migrator, "postgres");
  } finally {
    await migrator.destroy();
  }
  const pool = heardPool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: busyTimeoutMs,
    options: `-c synchronous_commit=on -c statement_timeout=${busyTimeoutMs}`,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  /**
   * Runs `work` on one pooled connection. With `timeoutMs`, a connection that comes after
   * the caller gave up is handed back unused, and `work` gets what is left of the budget.
   */
  async function withConnection<T>(
    timeoutMs: number | undefined,
    work: (connection: Kysely<Database>, leftMs: number) => Promise<T>,
  ): Promise<T> {
    if (timeoutMs === undefined) {
      return db
        .connection()
        .execute((connection) => work(connection, busyTimeoutMs))
        .catch((error: unknown) => {
          throw busyOr(error);
        });
    }
    const deadline = Date.now() + timeoutMs;
    let gaveUp = false;
    let timer: NodeJS.Timeout | undefined;
    // Once it has its connection, the work is bounded by its statements' timeout instead.
    const pending = db.connection().execute((connection) => {
      if (gaveUp) throw new LeadStoreBusyError("connection came after the budget");
      clearTimeout(timer);
      return work(connection, Math.max(1, Math.ceil(deadline - Date.now())));
    });
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        gaveUp = true;
        reject(new LeadStoreBusyError(`no PostgreSQL connection within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    pending.catch(() => {});
    try {
      return await Promise.race([pending, late]);
    } catch (error) {
      throw busyOr(error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    db,
    engine: "postgres",
    location: redactedUrl(url),
    run: (work, timeoutMs) => withConnection(timeoutMs, (connection) => work(connection)),
    transaction: (work, timeoutMs) =>
      withConnection(timeoutMs, (connection, leftMs) =>
        connection.transaction().execute(async (trx) => {
          if (timeoutMs !== undefined) {
            await sql`SET LOCAL statement_timeout = ${sql.lit(leftMs)}`.execute(trx);
          }
          return work(trx);
        }),
      ),
    scrubDeleted: () => {
      // One run at a time: a call during a run gets one more run after it (shared by every
      // call made meanwhile), so each erasure is followed by a whole run.
      queued ??= (running ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => {
          running = queued;
          queued = null;
          return scrubPostgres(url);
        });
      const run = queued;
      run
        .finally(() => {
          if (running === run) running = null;
        })
        .catch(() => {});
      return run.then(() => true);
    },
    close: async () => {
      await Promise.allSettled([running, queued]);
      await db.destroy();
    },
  };
}

/**
 * Tables whose deleted rows held a person's data, vacuumed after an erasure or a purge, and
 * the indexes that hold an e-mail address (whole, or as the search's trigrams), rebuilt.
 */
const personalTables = ["leads", "outbox", "delivery_attempts", "lead_notes", "autoreplies"];
const addressIndexes = ["leads_email", "leads_search_trigram", "autoreplies_pkey"];

/**
 * What PostgreSQL can do about erased rows without locking out writers (issue 35, item 1),
 * on a connection of its own, without the request budget: `VACUUM` the tables that held
 * them (their dead tuples are pruned and the index entries pointing at them removed, so the
 * space is reused; the bytes stay in the pages until it is), then `REINDEX CONCURRENTLY`
 * the indexes that hold addresses, which writes them afresh and drops the old files.
 * The WAL keeps its records of the rows until it recycles them (docs/operations.md).
 */
async function scrubPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // As in `heardPool`: a session ended between two statements rejects the next one.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(`VACUUM ${personalTables.join(", ")}`);
    const { rows } = await client.query<{ name: string }>(
      "SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ANY($1)",
      [addressIndexes],
    );
    for (const { name } of rows) await client.query(`REINDEX INDEX CONCURRENTLY ${name}`);
  } finally {
    await client.end();
  }
}
