import type { LeadsConfig } from "../config";
import type { LeadStore } from "./lead-store";
import { openPostgresLeadStore } from "./postgres-lead-store";
import { openSqliteLeadStore } from "./sqlite-lead-store";

/**
 * The lead store `config` asks for: PostgreSQL when `DATABASE_URL` is set (several servers
 * sharing one database), else the SQLite file at `LEADS_DB`. Rejects when the database
 * cannot be opened or migrated. `storeTimeoutMs` bounds each call's wait for a lock or a
 * connection (default 2000 ms).
 */
export async function openLeadStore(
  config: Pick<LeadsConfig, "databaseUrl" | "dbPath"> & { storeTimeoutMs?: number },
): Promise<LeadStore> {
  const options = config.storeTimeoutMs ? { busyTimeoutMs: config.storeTimeoutMs } : {};
  return config.databaseUrl
    ? openPostgresLeadStore(config.databaseUrl, options)
    : openSqliteLeadStore(config.dbPath, options);
}
