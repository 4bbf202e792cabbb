import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ciWaitFactor } from "./e2e/ci-wait";

/** Port of the server the browser tests start on the built site. */
const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * A fresh leads database per run, read back by e2e/leads.spec.ts through `npm run leads`;
 * set here so the test workers inherit it.
 */
process.env.E2E_LEADS_DB ??= join(mkdtempSync(join(tmpdir(), "e2e-leads-")), "leads.db");
/** The leads' files of the run (issue 30), read back by e2e/leads-attachments.spec.ts. */
process.env.E2E_UPLOADS_DIR ??= mkdtempSync(join(tmpdir(), "e2e-uploads-"));

/**
 * Browser tests run in Debian's Chromium (Playwright's own download does not work here),
 * against `npm start` serving the prerendered build.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three on CI's two cores: part of the suite waits (pages left idle for 10 s, retries,
  // mail, throttled networks), and a third worker fills those pauses. Clean-clone runs on
  // this 2-core machine: 8.3 min with two workers, 7.9 min with three while the build tests
  // (half a minute alone) ran beside them (issue 33: CI time).
  workers: process.env.CI ? 3 : undefined,
  // A test's time limit and an assertion's wait: Playwright's 30 s and 5 s, doubled on CI.
  timeout: 30_000 * ciWaitFactor,
  expect: { timeout: 5_000 * ciWaitFactor },
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: `PORT=${port} HOST=127.0.0.1 LOG_LEVEL=warn npm start`,
    // The per-IP limits are tested in tests/leads-api.test.ts and
    // tests/server-connection-limit.test.ts; here every visitor, lead and parallel browser
    // context comes from 127.0.0.1.
    env: {
      LEADS_DB: process.env.E2E_LEADS_DB,
      UPLOADS_DIR: process.env.E2E_UPLOADS_DIR,
      LEADS_RATE_LIMIT: "1000",
      LEADS_NO_SCRIPT_DAILY_CAP: "1000",
      LEADS_CHALLENGE_RATE_LIMIT: "0",
      MAX_CONNECTIONS_PER_CLIENT: "0",
      // The leads inbox (e2e/inbox.spec.ts, served from build/inbox): a fixed key, so the
      // server does not warn that it drew one.
      INBOX_SESSION_SECRET: "e2e-inbox-session-secret-not-for-production-0123456789",
    },
    url: `http://127.0.0.1:${port}/en`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
