import { expect, test, type Page } from "@playwright/test";
import { copyOf } from "./content";
import { waitForPageLoad } from "./console";
import { localeList } from "../lib/i18n/locales";

/**
 * The phone menu (issue 18): below the desktop breakpoint the header's links and the
 * languages sit behind one button, which works before any script (a native modal
 * `<dialog>` opened by an invoker command), by touch and by keyboard, in both directions.
 */

const menuOf = (page: Page) => page.getByRole("dialog");

for (const width of [360, 390]) {
  for (const locale of ["en", "ar"] as const) {
    const ui = copyOf("ui", locale, "site");
    const menuButton = (page: Page) => page.getByRole("button", { name: ui.nav.menu, exact: true });

    test.describe(`${width} px, /${locale}`, () => {
      test.use({ viewport: { width, height: 780 }, hasTouch: true, isMobile: true });

      test("the logo keeps to one line and the header shows the menu button", async ({ page }) => {
        await page.goto(`/${locale}`);
        const name = page.locator("header a").first().locator("span");
        const lines = await name.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines).toBe(1);
        await expect(menuButton(page)).toBeVisible();
        await expect(page.getByRole("navigation", { name: ui.nav.label })).toBeHidden();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });

      test("by touch: the menu opens from the inline end with the links and the languages, and a link closes it", async ({
        page,
      }) => {
        await page.goto(`/${locale}`);
        await waitForPageLoad(page);
        await menuButton(page).tap();
        const menu = menuOf(page);
        await expect(menu).toBeVisible();
        await expect(menu).toHaveAccessibleName(ui.nav.menu);
        const box = (await menu.boundingBox())!;
        // Right in English, left in Arabic.
        if (locale === "ar") expect(box.x).toBeLessThanOrEqual(1);
        else expect(box.x + box.width).toBeGreaterThanOrEqual(width - 1);
        for (const name of [ui.nav.services, ui.nav.missions, ui.nav.contact]) {
          await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
        }
        for (const { code, nativeName } of localeList) {
          await expect(menu.getByRole("link", { name: nativeName })).toHaveAttribute(
            "href",
            `/${code}`,
          );
        }
        await expect(menu.getByRole("link", { name: localeList[0]!.nativeName })).toBeVisible();
        await menu.getByRole("link", { name: ui.nav.contact, exact: true }).tap();
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/${locale}#contact$`));
        await expect(page.locator("#contact")).toBeInViewport();
      });

      test("by touch: a language in the menu goes to the same page in that language", async ({
        page,
      }) => {
        await page.goto(`/${locale}/horeca`);
        await menuButton(page).tap();
        const other = localeList.find((entry) => entry.code !== locale)!;
        await menuOf(page).getByRole("link", { name: other.nativeName }).tap();
        await expect(page).toHaveURL(new RegExp(`/${other.code}/horeca$`));
      });
    });
  }
}

for (const locale of ["en", "ar"] as const) {
  const ui = copyOf("ui", locale, "site");

  test.describe(`keyboard at 390 px, /${locale}`, () => {
    test.use({ viewport: { width: 390, height: 780 } });

    test("Enter opens the menu, focus stays inside it, Escape closes it and focus returns to the button", async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await waitForPageLoad(page);
      const button = page.getByRole("button", { name: ui.nav.menu, exact: true });
      // Skip link, logo, the search link (issue 27), then the menu button.
      for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      const menu = menuOf(page);
      await expect(menu).toBeVisible();
      const focusIsInMenu = () =>
        page.evaluate(() => {
          const focused = document.activeElement;
          // Leaving the last control, focus passes to the browser's own UI (the body here)
          // before it wraps around; it never reaches the page behind the modal menu.
          return focused === document.body || Boolean(focused?.closest("dialog[open]"));
        });
      expect(await focusIsInMenu()).toBe(true);
      const stops = await menu.locator("a, button").count();
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press("Tab");
        expect(await focusIsInMenu(), `Tab ${i + 1}`).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      // The close button does the same.
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await menu.getByRole("button", { name: ui.nav.close }).press("Enter");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}

test.describe("before any script", () => {
  test.use({ viewport: { width: 360, height: 780 }, javaScriptEnabled: false });

  test("the menu opens and its links work", async ({ page }) => {
    const ui = copyOf("ui", "en", "site");
    await page.goto("/en/privacy");
    await page.getByRole("button", { name: ui.nav.menu, exact: true }).click();
    const menu = menuOf(page);
    await expect(menu).toBeVisible();
    // Privacy has no contact section: Contact leads to the home page's.
    await menu.getByRole("link", { name: ui.nav.contact, exact: true }).click();
    await expect(page).toHaveURL(/\/en#contact$/);
  });
});

test("from the desktop breakpoint the header shows the links and no menu button", async ({
  page,
}) => {
  const ui = copyOf("ui", "en", "site");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en");
  await expect(page.getByRole("navigation", { name: ui.nav.label })).toBeVisible();
  await expect(page.getByRole("button", { name: ui.nav.menu, exact: true })).toBeHidden();
});

test.describe("a browser that predates invoker commands", () => {
  test.use({ viewport: { width: 390, height: 780 }, hasTouch: true, isMobile: true });

  test("gets them from the polyfill, and the menu opens", async ({ page }) => {
    // Take the feature away before the page's scripts run, as an older Safari lacks it.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { command?: string }).command;
    });
    await page.goto("/en");
    await waitForPageLoad(page);
    await expect
      .poll(() => page.evaluate(() => "command" in HTMLButtonElement.prototype))
      .toBe(true);
    const ui = copyOf("ui", "en", "site");
    await page.getByRole("button", { name: ui.nav.menu, exact: true }).tap();
    await expect(menuOf(page)).toBeVisible();
  });
});
