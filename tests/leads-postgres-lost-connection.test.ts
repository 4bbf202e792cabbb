import { setTimeout as delay } from "node:timers/promises";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgresDatabase } from "../server/storage/database";
import { freshDatabase, testDatabaseUrl } from "./support/postgres";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * PostgreSQL may end a session at any moment: a restart, a failover, an operator's
 * `pg_terminate_backend`. When that happens between two statements of a transaction, no
 * statement is running to receive the error; `pg` then emits it on the client, which
 * pg-pool does not listen to while the client is checked out, and unheard it would end the
 * server's process, with every request it was serving.
 */
describe.skipIf(!testDatabaseUrl)("a PostgreSQL connection lost mid-transaction", () => {
  it("fails that transaction only, and the store answers the next call", async () => {
    const database = await freshDatabase();
    cleanups.push(database.drop);
    const store = await openPostgresDatabase(database.url, 5_000);
    cleanups.push(() => store.close());
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    cleanups.push(() => admin.end());

    const cut = store.transaction(async (trx) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
      // The client hears the session end while none of its statements runs.
      await delay(500);
      await sql`SELECT 1`.execute(trx);
    });
    await expect(cut).rejects.toThrow(/connection error/);
    const { rows } = await store.run((db) => sql<{ one: number }>`SELECT 1 AS one`.execute(db));
    expect(rows).toEqual([{ one: 1 }]);
  });
});
