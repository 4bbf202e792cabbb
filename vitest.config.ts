import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Unit and server tests. With a test PostgreSQL (`TEST_DATABASE_URL`; `.ci/run` starts one
 * and sets `REQUIRE_TEST_DATABASE`), the leads API suites (JSON and form posts) run a
 * second time against it.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL || process.env.REQUIRE_TEST_DATABASE);

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@lib": fileURLToPath(new URL("./lib", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    // One worker per core, not Vitest's default of one fewer: most suites spend their time
    // waiting on servers, child processes and databases they start (issue 33: CI time).
    maxWorkers: availableParallelism(),
    // Worker threads, not child processes: the same 899 tests in 341 s instead of 399 s on this
    // 2-core machine idle, 540 CPU-s instead of 642 (issue 33: CI time). The native addons
    // (better-sqlite3, argon2, sharp, pg) load in threads; servers the suites start are
    // still processes of their own.
    pool: "threads",
    // Bundles the operators' CLI and the server once for the suites that run them (tests/support/server-bundle.ts).
    globalSetup: ["tests/support/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts"],
          // These read build/client: `npm run test:build` runs them after the build.
          exclude: ["tests/build/**"],
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: "leads-postgres",
                include: [
                  "tests/leads-api.test.ts",
                  "tests/leads-form-post-api.test.ts",
                  "tests/leads-quote-request.test.ts",
                ],
                env: { LEADS_TEST_STORE: "postgres" },
                setupFiles: ["tests/support/postgres-setup.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
