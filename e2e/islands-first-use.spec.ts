import { expect, test, type Page } from "@playwright/test";
import { copyOf } from "./content";

const missions = copyOf("missions", "en", "business-missions");
import { waitForPageLoad } from "./console";

/** Whether `page` has fetched React (the chunk every island needs). */
function watchReact(page: Page): { loaded: () => boolean } {
  let loaded = false;
  page.on("request", (request) => {
    if (/\/assets\/react-[\w-]{8}\.js$/.test(request.url())) loaded = true;
  });
  return { loaded: () => loaded };
}

/** The time trap marks forms sent within 3 s of opening as spam; people take longer. */
async function likeAPerson(page: Page) {
  await page.waitForTimeout(3100);
}

test.describe("the language switcher", () => {
  test("hovering a flag loads its tooltip and shows it", async ({ page }) => {
    const react = watchReact(page);
    await page.goto("/en");
    await waitForPageLoad(page);
    expect(react.loaded()).toBe(false);
    await page.locator('header a[data-locale="ru"]').hover();
    await expect(page.getByRole("tooltip")).toHaveText("Русский");
  });

  test("reaching a flag with the keyboard shows its tooltip", async ({ page }) => {
    await page.goto("/es/horeca");
    await waitForPageLoad(page);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.hasAttribute("data-locale"))) break;
    }
    const focused = page.locator("header a[data-locale]:focus");
    await expect(focused).toHaveCount(1);
    const name = await focused.getAttribute("data-locale");
    const names: Record<string, string> = { es: "Español", en: "English", ru: "Русский" };
    await expect(page.getByRole("tooltip")).toHaveText(names[name!]!);
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("tapping a language (in the phone menu, issue 18) goes to the page in that language", async ({
    page,
  }) => {
    await page.goto("/ru/horeca");
    await waitForPageLoad(page);
    await page.getByRole("button", { name: "Меню", exact: true }).tap();
    await page.getByRole("dialog").getByRole("link", { name: "Español" }).tap();
    await expect(page).toHaveURL(/\/es\/horeca$/);
  });

  test("a form filled and sent by taps sends the lead and toasts", async ({ page }) => {
    await page.goto("/en/business-missions");
    await waitForPageLoad(page);
    const form = page.getByRole("form", { name: "Request a business mission" });
    const field = (name: string) => form.getByRole("textbox", { name, exact: true });
    await field("Name").tap();
    await page.keyboard.type("Touch Visitor");
    await field("E-mail").tap();
    await page.keyboard.type("e2e-touch@buyer.example");
    await field("Phone").tap();
    await page.keyboard.type("+44 20 7946 0001");
    await likeAPerson(page);
    await form.getByRole("button", { name: "Send request" }).tap();
    await expect(page.getByText("Thank you. Your request has been sent.")).toBeVisible();
  });

  test("the carousel's next button moves it on the first tap", async ({ page }) => {
    await page.goto("/en/business-missions");
    const region = page.getByRole("region", { name: missions.partners.label });
    await region.scrollIntoViewIfNeeded();
    const first = region.locator('[aria-roledescription="slide"]').first();
    const before = await first.boundingBox();
    await region.getByRole("button", { name: missions.partners.next }).tap();
    await expect.poll(async () => (await first.boundingBox())?.x).not.toBe(before?.x);
  });
});

test.describe("by keyboard only", () => {
  test("a form sent empty at once shows its errors, then sends once filled", async ({ page }) => {
    const react = watchReact(page);
    await page.goto("/en");
    await waitForPageLoad(page);
    expect(react.loaded()).toBe(false);
    const form = page.getByRole("form", { name: "Request a quote" });
    const name = form.getByRole("textbox", { name: "Name", exact: true });
    await name.focus();
    // Enter before the form's code has arrived: the submit is held, then judged.
    await page.keyboard.press("Enter");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await page.keyboard.type("Keyboard Visitor");
    await form.getByRole("textbox", { name: "E-mail", exact: true }).focus();
    await page.keyboard.type("e2e-keys@buyer.example");
    await form.getByRole("textbox", { name: "Message", exact: true }).focus();
    await page.keyboard.type("Forty chairs");
    await likeAPerson(page);
    await form.getByRole("button", { name: "Send request" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Thank you. Your request has been sent.")).toBeVisible();
  });

  test("a field reached before the page's script arrives starts its form when the script does", async ({
    page,
  }) => {
    // The entry script held back, as on a slow network: the form is on screen, its runtime
    // is not, so the focus below is seen by no one.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto("/en", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Request a quote" });
    const product = form.getByRole("textbox", { name: "Product or part" }).first();
    await product.focus();
    release();
    // No further key or tap: the focus the reader is in is the intent, and the toaster
    // the form brings (its island comes after the form's) starts with it.
    await expect(page.locator("[data-island=lead-form][data-hydrated]")).toHaveCount(1);
    await expect(page.locator("[data-island=toaster][data-hydrated]")).toHaveCount(1);
    await expect(product).toBeFocused();
  });

  test("typing in a line of goods while the form's code arrives keeps the focus and every key", async ({
    page,
  }) => {
    const react = watchReact(page);
    await page.goto("/en");
    await waitForPageLoad(page);
    expect(react.loaded()).toBe(false);
    const form = page.getByRole("form", { name: "Request a quote" });
    const product = form.getByRole("textbox", { name: "Product or part" }).first();
    // Focus is the intent that brings the code; the keys go on while it hydrates.
    await product.focus();
    await page.keyboard.type("M8 bolts", { delay: 30 });
    await expect(page.locator("[data-island=lead-form][data-hydrated]")).toHaveCount(1);
    await page.keyboard.type(" and nuts");
    await expect(product).toBeFocused();
    await expect(product).toHaveValue("M8 bolts and nuts");
  });

  test("the arrow keys move the carousel the first time it is reached", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en/business-missions");
    await waitForPageLoad(page);
    const region = page.getByRole("region", { name: missions.partners.label });
    const next = region.getByRole("button", { name: missions.partners.next });
    // Reading down the page with the keyboard brings the carousel, and its code, near.
    for (let i = 0; i < 40 && (await next.isDisabled()); i++) {
      await page.keyboard.press("PageDown");
      await page.waitForTimeout(100);
    }
    await expect(next).toBeEnabled();
    await next.focus();
    const first = region.locator('[aria-roledescription="slide"]').first();
    const before = await first.boundingBox();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await first.boundingBox())?.x).not.toBe(before?.x);
  });
});
