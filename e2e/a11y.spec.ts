import { insightSamplePaths } from "./content";
import { expect } from "@playwright/test";
import { locales } from "../lib/i18n/locales";
import { allRoutePaths, searchPath } from "../lib/i18n/paths";
import { axeViolationsAt } from "../tests/support/axe";
import { waitForPageLoad } from "./console";
import { test } from "./worker-page";

/** A phone held upright and a laptop: the two layouts every page is checked in. */
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Every prerendered route, the search pages and a sample of the insights (issue 27), and a 404 in English and in a right-to-left language. */
const paths = [
  "/",
  ...allRoutePaths(),
  ...locales.map(searchPath),
  ...insightSamplePaths(["en", "ar"]),
  "/does-not-exist",
  "/ar/nope",
];

test.describe("axe: WCAG 2.2 AA", () => {
  // Two full audits of a long page; generous for a busy two-core CI machine.
  test.describe.configure({ timeout: 90_000 });
  for (const path of paths) {
    test(`${path} has no violations at 390 px and 1280 px`, async ({ workerPage: page }) => {
      await page.setViewportSize(widths[0]!);
      await page.goto(path);
      await waitForPageLoad(page);
      expect(await axeViolationsAt(page, widths), path).toEqual([]);
    });
  }
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no transition or animation runs longer than a frame on the home page", async ({ page }) => {
    await page.goto("/en");
    await waitForPageLoad(page);
    const moving = await page.evaluate(() => {
      const seconds = (list: string) =>
        Math.max(
          ...list.split(",").map((value) => parseFloat(value) * (value.endsWith("ms") ? 0.001 : 1)),
        );
      return [...document.querySelectorAll<HTMLElement>("*")]
        .filter((el) => {
          const style = getComputedStyle(el);
          const animated =
            style.animationName !== "none" && seconds(style.animationDuration) > 0.02;
          return animated || seconds(style.transitionDuration) > 0.02;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    });
    expect(moving).toEqual([]);
  });
});
