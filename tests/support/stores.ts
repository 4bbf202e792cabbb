import type { LeadStore } from "../../server/storage/lead-store";
import { openLeadStore } from "../../server/storage/open-lead-store";
import { freshDatabase, testDatabaseUrl } from "./postgres";
import { tempWorkspace } from "./leads-env";

/** The stores a test runs on: SQLite always, PostgreSQL when a test cluster is given. */
export const storeKinds = (testDatabaseUrl ? ["sqlite", "postgres"] : ["sqlite"]) as (
  "sqlite" | "postgres"
)[];

/**
 * A fresh, empty lead store of `kind` for one test: a temp workspace (stand-in site, SQLite
 * path) and, for PostgreSQL, a new database; `env` points a server at it; `remove()` drops both.
 */
export async function freshStore(kind: "sqlite" | "postgres") {
  const workspace = tempWorkspace();
  const database = kind === "postgres" ? await freshDatabase() : null;
  return {
    workspace,
    env: { LEADS_DB: workspace.dbPath, DATABASE_URL: database?.url ?? "" },
    leads: { dbPath: workspace.dbPath, databaseUrl: database?.url ?? null },
    async remove() {
      await database?.drop();
      workspace.remove();
    },
  };
}

/**
 * Runs `work` on the SQLite store at `env.LEADS_DB` (as the CLI under test sees it), then
 * closes the store; returns what `work` returns.
 */
export async function withSqliteStore<T>(
  env: Record<string, string>,
  work: (store: LeadStore) => Promise<T>,
): Promise<T> {
  const store = await openLeadStore({ dbPath: env.LEADS_DB!, databaseUrl: null });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}
