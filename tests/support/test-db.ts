import Database from "better-sqlite3";
import pg from "pg";

/** Which store the leads server tests run against: `LEADS_TEST_STORE=postgres` or SQLite. */
export const testStore = process.env.LEADS_TEST_STORE === "postgres" ? "postgres" : "sqlite";

/** Read access to the leads database under test, the same calls for SQLite and PostgreSQL. */
export interface TestDb {
  /** First row of `sql` (`?` placeholders), counts (`n`) as numbers; undefined when none. */
  get(sql: string, ...params: unknown[]): Promise<Record<string, unknown> | undefined>;
  close(): Promise<void>;
}

function numericCounts(row: Record<string, unknown> | undefined) {
  if (row && "n" in row) row.n = Number(row.n);
  return row;
}

/** Opens the database a test server writes to: `databaseUrl` when set, else the SQLite file. */
export async function openTestDb(config: {
  dbPath: string;
  databaseUrl: string | null;
}): Promise<TestDb> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    return {
      async get(sql, ...params) {
        let index = 0;
        const text = sql.replace(/\?/g, () => `$${++index}`);
        return numericCounts((await client.query(text, params)).rows[0]);
      },
      close: () => client.end(),
    };
  }
  const db = new Database(config.dbPath, { readonly: true });
  return {
    async get(sql, ...params) {
      return numericCounts(db.prepare(sql).get(...params) as Record<string, unknown> | undefined);
    },
    async close() {
      db.close();
    },
  };
}
