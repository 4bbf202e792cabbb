import { expect, test } from "@playwright/test";
import { locales } from "../lib/i18n/locales";
import { allRoutePaths, localizedPath } from "../lib/i18n/paths";
import { waitForPageLoad } from "./console";

/**
 * No console error or warning on any page of the production build (issue 18): every
 * route of every locale, and a missing page under each locale, whose 404 page logs the
 * missing path as information (SPEC §2), not as an error.
 */
const missing = [
  "/no-such-page",
  ...locales.map((locale) => `${localizedPath(locale)}/no-such-page`),
];
const routes = ["/", ...allRoutePaths(), ...missing];

for (const path of routes) {
  test(`${path}: nothing in the console but information`, async ({ page }) => {
    const messages: string[] = [];
    const info: string[] = [];
    page.on("console", (message) => {
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
    });
    page.on("pageerror", (error) => messages.push(`uncaught: ${error.message}`));
    const response = await page.goto(path);
    expect(response?.status()).toBe(missing.includes(path) ? 404 : 200);
    await waitForPageLoad(page);
    // Reaching for the page's islands loads their code: that must log nothing either.
    await page.mouse.move(10, 10);
    await page.keyboard.press("Tab");
    await page.waitForLoadState("networkidle");
    expect(messages).toEqual([]);
    if (missing.includes(path)) expect(info.some((text) => text.includes(path))).toBe(true);
  });
}
