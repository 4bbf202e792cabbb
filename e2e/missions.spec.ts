import { expect, test, type Locator, type Page } from "@playwright/test";
import { copyOf, facts, firstPhone } from "./content";
import { waitForPageLoad } from "./console";

/** Names of the slides whose logo card is wholly inside the carousel's viewport, in visual order, left to right. */
async function visibleLogos(region: Locator): Promise<string[]> {
  return region.evaluate((region) => {
    const viewport = region.querySelector("div")!.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .map((slide) => ({
        name: slide.getAttribute("aria-label")!,
        box: slide.firstElementChild!.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ name }) => name);
  });
}

async function openCarousel(
  page: Page,
  path = "/en/business-missions",
  copy = copyOf("missions", "en", "business-missions").partners,
) {
  await page.goto(path);
  await waitForPageLoad(page);
  const region = page.getByRole("region", { name: copy.label });
  await region.scrollIntoViewIfNeeded();
  // The carousel's chunk loads after hydration; Embla enables the looping buttons.
  await expect(region.getByRole("button", { name: copy.next })).toBeEnabled();
  return region;
}

test("the missions page has every section of the spec, in order", async ({ page }) => {
  await page.goto("/en/business-missions");
  const copy = copyOf("missions", "en", "business-missions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
  expect(await page.locator("main h2").allTextContents()).toEqual([
    copy.gallery.heading,
    copy.about.heading,
    copy.included.heading,
    copy.audience.heading,
    copy.benefits.heading,
    copy.programmes.heading,
    copy.partners.heading,
    copy.why.heading,
    copy.request.heading,
    copy.direct.heading,
    // The page's questions and answers (issue 27), shipped in its content file.
    copy.faq!.heading,
    copy.contact.heading,
  ]);
  await expect(page.locator("main #contact")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
  await expect(
    page.getByRole("region", { name: copy.gallery.heading }).getByRole("img"),
  ).toHaveCount(6);
});

test("the programme examples are the spec's three, with their days and places", async ({
  page,
}) => {
  await page.goto("/en/business-missions");
  const { programmes, days, companyTours } = facts.missions;
  const technology = page.locator('[data-programme="technology"]');
  await expect(technology).toContainText(
    `${programmes.technology.min}–${programmes.technology.max} days`,
  );
  await expect(technology).toContainText("Beijing · Shenzhen · Guangzhou");
  await expect(technology.getByRole("listitem")).toHaveText(["AI & Tech", "B2B", "Private"]);
  const trade = page.locator('[data-programme="trade"]');
  await expect(trade).toContainText(`${programmes.trade.min}–${programmes.trade.max} days`);
  await expect(trade).toContainText("Hong Kong · Shenzhen · Guangzhou · Nanjing · Shanghai");
  await expect(trade.getByRole("listitem")).toHaveText(["Trade", "Manufacturing", "Group"]);
  const specialised = page.locator('[data-programme="specialised"]');
  await expect(specialised).toContainText(
    `${programmes.specialised.min}–${programmes.specialised.max} days, on request`,
  );
  await expect(specialised).toContainText(
    "Medical equipment · HoReCa · Electronics · Cars · Furniture · Building materials",
  );
  await expect(page.getByText(`${days.min}–${days.max} days`, { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${companyTours.min}–${companyTours.max} company visits`, { exact: true }),
  ).toBeVisible();
});

test("the request section holds the missions form beside the direct contacts", async ({ page }) => {
  await page.goto("/en/business-missions");
  const phone = page.locator("#request form").getByLabel("Phone");
  await expect(phone).toHaveAttribute("type", "tel");
  await expect(phone).toHaveAttribute("required", "");
  const direct = page.getByRole("region", { name: "Contact us directly" });
  await expect(direct.getByRole("link", { name: firstPhone.display })).toHaveAttribute(
    "href",
    `tel:${firstPhone.e164}`,
  );
  const { weekdays } = facts.hours;
  await expect(direct).toContainText(`${weekdays.opens}–${weekdays.closes}`);
});

test("the carousel has 12 distinct named logos and shows 4 at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const region = await openCarousel(page);
  const slides = region.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(12);
  const names = await slides.evaluateAll((all) => all.map((s) => s.getAttribute("aria-label")));
  expect(new Set(names).size).toBe(12);
  for (const slide of await slides.all()) {
    await expect(slide).toHaveAttribute("role", "group");
    await expect(slide.locator("figcaption")).toHaveText((await slide.getAttribute("aria-label"))!);
  }
  await expect.poll(() => visibleLogos(region)).toEqual(["Huawei", "BYD", "Xiaomi", "NIO"]);
});

test("the carousel shows 2 logos at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const region = await openCarousel(page);
  await expect.poll(() => visibleLogos(region)).toEqual(["Huawei", "BYD"]);
});

test("the buttons move the carousel and it loops past the last logo", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const region = await openCarousel(page);
  const next = region.getByRole("button", { name: "Next logos" });
  const previous = region.getByRole("button", { name: "Previous logos" });
  await next.click();
  await expect.poll(() => visibleLogos(region)).toEqual(["BYD", "Xiaomi", "NIO", "Lenovo"]);
  await previous.click();
  await expect.poll(() => visibleLogos(region)).toEqual(["Huawei", "BYD", "Xiaomi", "NIO"]);
  // Backwards from the first logo wraps to the last ones: looping, so never disabled.
  await previous.click();
  await expect.poll(() => visibleLogos(region)).toEqual(["Hisense", "Huawei", "BYD", "Xiaomi"]);
  await expect(previous).toBeEnabled();
  for (let i = 0; i < 10; i++) await next.click();
  await expect.poll(() => visibleLogos(region)).toEqual(["ZTE", "Baidu", "Hisense", "Huawei"]);
});

test("the arrow keys move the carousel", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const region = await openCarousel(page);
  await region.getByRole("button", { name: "Next logos" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => visibleLogos(region)).toEqual(["BYD", "Xiaomi", "NIO", "Lenovo"]);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => visibleLogos(region)).toEqual(["Hisense", "Huawei", "BYD", "Xiaomi"]);
});

test("in Arabic the carousel runs right to left and ArrowLeft moves toward the left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const region = await openCarousel(
    page,
    "/ar/business-missions",
    copyOf("missions", "ar", "business-missions").partners,
  );
  await expect.poll(() => visibleLogos(region)).toEqual(["NIO", "Xiaomi", "BYD", "Huawei"]);
  await region
    .getByRole("button", { name: copyOf("missions", "ar", "business-missions").partners.next })
    .focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => visibleLogos(region)).toEqual(["Lenovo", "NIO", "Xiaomi", "BYD"]);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => visibleLogos(region)).toEqual(["NIO", "Xiaomi", "BYD", "Huawei"]);
});
