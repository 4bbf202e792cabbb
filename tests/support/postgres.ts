import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The PostgreSQL the tests may use (`TEST_DATABASE_URL`, set by `.ci/run`'s throwaway
 * cluster). In CI (`REQUIRE_TEST_DATABASE=1`) its absence is an error, so PostgreSQL tests
 * never pass by being skipped; on a developer machine without it they are skipped.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!testDatabaseUrl && process.env.REQUIRE_TEST_DATABASE) {
  throw new Error("REQUIRE_TEST_DATABASE is set but TEST_DATABASE_URL is not: start PostgreSQL");
}

/** Creates an empty database on the test cluster; returns its URL and a function dropping it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `leads_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
