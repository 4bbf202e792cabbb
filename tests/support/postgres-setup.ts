import { afterAll } from "vitest";
import { freshDatabase } from "./postgres";

/**
 * Setup of the `leads-postgres` test project: each test file gets an empty database on the
 * test cluster as `LEADS_TEST_DATABASE_URL` (read by `testConfig`), dropped afterwards.
 */
const database = await freshDatabase();
process.env.LEADS_TEST_DATABASE_URL = database.url;
afterAll(() => database.drop());
