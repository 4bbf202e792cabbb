import { expect, test, type Locator } from "@playwright/test";
import { directionOf, locales } from "../lib/i18n/locales";
import { localizedPath } from "../lib/i18n/paths";

/** Net horizontal direction an icon drawn pointing right ends up pointing: 1 right, -1 left. */
async function pointsRight(icon: Locator): Promise<boolean> {
  return icon.evaluate((element) => {
    const style = getComputedStyle(element);
    const matrix = new DOMMatrix(style.transform === "none" ? undefined : style.transform);
    const rotate = style.rotate === "none" ? 0 : parseFloat(style.rotate);
    const scaleX = style.scale === "none" ? 1 : parseFloat(style.scale.split(" ")[0] ?? "1");
    const x = Math.cos((rotate * Math.PI) / 180) * matrix.a * scaleX;
    return x > 0;
  });
}

for (const locale of locales) {
  test(`${locale}: home and a sector page carry dir=${directionOf(locale)}`, async ({ page }) => {
    for (const path of [localizedPath(locale), localizedPath(locale, "medical")]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", directionOf(locale));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    }
  });
}

test("Arabic: the back button's arrow points right, English's left", async ({ page }) => {
  await page.goto("/ar/horeca");
  const arBack = page.locator("main a[href='/ar']").first();
  expect(await pointsRight(arBack.locator("svg"))).toBe(true);
  await page.goto("/en/horeca");
  const enBack = page.locator("main a[href='/en']").first();
  expect(await pointsRight(enBack.locator("svg"))).toBe(false);
});

test("Arabic: the hero's call to action sits at the inline start (the right)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ar");
  const heading = await page.locator("h1").boundingBox();
  const cta = await page.locator("main a[href='#contact']").first().boundingBox();
  expect(heading && cta).toBeTruthy();
  // The heading and the button share the right edge; the button is on the right half.
  expect(Math.abs(heading!.x + heading!.width - (cta!.x + cta!.width))).toBeLessThan(4);
  expect(cta!.x).toBeGreaterThan(640);
});

test.describe("390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of locales) {
    test(`${locale}: nothing overflows the viewport horizontally`, async ({ page }) => {
      for (const suffix of ["", "manufacturing", "business-missions"] as const) {
        await page.goto(localizedPath(locale, suffix));
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const offenders = [...document.querySelectorAll("body *")]
            .filter((element) => {
              // Elements inside a clipping container (a carousel track) may extend past it.
              for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
                const o = getComputedStyle(a).overflowX;
                if (o === "hidden" || o === "clip" || o === "auto" || o === "scroll") return false;
              }
              const rect = element.getBoundingClientRect();
              return rect.width > 0 && (rect.right > width + 1 || rect.left < -1);
            })
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
          return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
        });
        expect(overflow.offenders, localizedPath(locale, suffix)).toEqual([]);
        expect(overflow.scrollWidth, localizedPath(locale, suffix)).toBeLessThanOrEqual(
          overflow.width,
        );
      }
    });
  }
});
