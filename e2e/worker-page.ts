import { test as base, type Page } from "@playwright/test";

/**
 * Playwright's `test` with `workerPage`: one page per worker, reused by every test of the
 * worker that only visits routes. A new page costs Chromium a renderer process of its own,
 * about 1.6 CPU-s on this 2-core machine before it loads anything, against 1 CPU-s for a
 * whole visit in a reused page (issue 33: CI time). Tests that need a first visit's empty
 * cache or their own cookies keep Playwright's `page`.
 */
export const test = base.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});
