import type { LeadsConfig } from "../config";
import { openPostgresDatabase, openSqliteDatabase } from "./database";
import type { LeadStore } from "./lead-store";
import { sqlLeadStore } from "./sql-lead-store";

/**
 * The lead store `config` asks for: PostgreSQL when `DATABASE_URL` is set (several servers
 * sharing one database), else the SQLite file at `LEADS_DB`; one store over either
 * (issue 36). Rejects when the database cannot be opened or migrated. `storeTimeoutMs`
 * bounds each call's wait for a lock or a connection (default 2000 ms).
 */
export async function openLeadStore(
  config: Pick<LeadsConfig, "databaseUrl" | "dbPath"> & { storeTimeoutMs?: number },
): Promise<LeadStore> {
  const timeoutMs = config.storeTimeoutMs ?? 2000;
  return sqlLeadStore(
    config.databaseUrl
      ? await openPostgresDatabase(config.databaseUrl, timeoutMs)
      : await openSqliteDatabase(config.dbPath, timeoutMs),
  );
}
