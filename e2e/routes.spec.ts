import { expect, test } from "@playwright/test";
import { copyOf, insightSamplePaths } from "./content";
import { directionOf, locales } from "../lib/i18n/locales";
import { allRoutePaths, localeFromPath } from "../lib/i18n/paths";
import { watchConsole, waitForPageLoad } from "./console";

const paths = ["/", ...allRoutePaths(), ...insightSamplePaths(locales)];

test.describe("every route", () => {
  // In the HTML as served, before any script (the hydrated page is checked, route by route,
  // in console-clean.spec.ts: one browser visit per route, issue 33).
  for (const path of paths) {
    test(`${path} answers 200 with lang, dir and one h1 in its HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const locale = localeFromPath(path);
      expect(html).toContain(`<html lang="${locale}" dir="${directionOf(locale)}">`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }
});

test("the raw HTML carries lang, dir and the copy before any script runs", async ({ request }) => {
  const html = await (await request.get("/ar")).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  expect(html).toContain("<h1");
  const en = await (await request.get("/en")).text();
  expect(en).toContain(copyOf("home", "en", "page").hero.primaryCta);
  expect(en).toContain('id="contact"');
});

test("an unknown path answers 404 with the 404 page and logs the path", async ({ page }) => {
  const console = watchConsole(page);
  const info: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "info") info.push(message.text());
  });
  const response = await page.goto("/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("There is no page at this address.", { exact: false })).toBeVisible();
  const home = page.getByRole("link", { name: "Go to the home page" });
  await expect(home).toHaveAttribute("href", "/");
  await waitForPageLoad(page);
  // The path is logged as information, not as an error (issue 18).
  expect(info.some((m) => m.includes("/does-not-exist"))).toBe(true);
  // Chromium itself reports the document's 404 status; nothing else may be logged.
  const others = console.messages.filter((m) => !m.startsWith("Failed to load resource"));
  expect(others).toEqual([]);
});

test("an unknown path under a locale prefix answers 404 in that language", async ({ page }) => {
  const response = await page.goto("/ar/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
});
