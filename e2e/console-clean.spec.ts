import { insightSamplePaths } from "./content";
import { expect, type ConsoleMessage } from "@playwright/test";
import { directionOf, locales } from "../lib/i18n/locales";
import { allRoutePaths, localeFromPath, localizedPath, searchPath } from "../lib/i18n/paths";
import { waitForPageLoad } from "./console";
import { test } from "./worker-page";

/**
 * Every route of every locale answers 200 with its `lang`, `dir` and one h1 (SPEC §2), and
 * logs no console error or warning, on load nor when its islands load (issue 18); a missing
 * page under each locale answers 404 and logs the missing path as information, not as an
 * error. One visit per route checks both (issue 33: CI time).
 */
const missing = [
  "/no-such-page",
  ...locales.map((locale) => `${localizedPath(locale)}/no-such-page`),
];
const routes = [
  "/",
  ...allRoutePaths(),
  ...locales.map(searchPath),
  ...insightSamplePaths(locales),
  ...missing,
];

for (const path of routes) {
  test(`${path}: answers with lang, dir and one h1; nothing in the console but information`, async ({
    workerPage: page,
  }) => {
    // The worker's page comes from whichever test used it last: the project's viewport is
    // set again.
    const { viewport } = test.info().project.use;
    if (viewport) await page.setViewportSize(viewport);
    const messages: string[] = [];
    const info: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      // Chromium's own network line for a document answered 404: the status a missing
      // page must have (a 200 would be a soft 404), not something the page logged.
      const documentStatus =
        message.location().url === page.url() &&
        message
          .text()
          .startsWith("Failed to load resource: the server responded with a status of 404");
      if (documentStatus && missing.includes(path)) return;
      if (message.type() === "error" || message.type() === "warning") {
        messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      } else info.push(message.text());
    };
    const onPageError = (error: Error) => messages.push(`uncaught: ${error.message}`);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    try {
      const response = await page.goto(path);
      expect(response?.status()).toBe(missing.includes(path) ? 404 : 200);
      if (!missing.includes(path)) {
        const locale = localeFromPath(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", directionOf(locale));
        await expect(page.locator("h1")).toHaveCount(1);
      }
      await waitForPageLoad(page);
      // Reaching for each of the page's islands, as a keyboard reader's focus entering it
      // does, loads and hydrates its code: that must log nothing either (React logs a
      // hydration mismatch as an error).
      await page.evaluate(() => {
        for (const island of document.querySelectorAll("[data-island]")) {
          island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
        }
      });
      // The toaster has no intent of its own: it comes with a form, on pages that have one.
      await expect(
        page.locator('[data-island]:not([data-hydrated]):not([data-island="toaster"])'),
      ).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      expect(messages).toEqual([]);
      if (missing.includes(path)) expect(info.some((text) => text.includes(path))).toBe(true);
    } finally {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    }
  });
}
