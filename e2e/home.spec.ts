import { copyOf, facts } from "./content";

const home = copyOf("home", "en", "page");
import { expect, test } from "@playwright/test";
import { waitForPageLoad } from "./console";

test("switching language on /ru/horeca lands on /es/horeca", async ({ page }) => {
  await page.goto("/ru/horeca");
  await waitForPageLoad(page);
  await page.locator('header a[data-locale="es"]').click();
  await expect(page).toHaveURL(/\/es\/horeca$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("switching to English goes to /en plus the section", async ({ page }) => {
  await page.goto("/ar/business-missions");
  await page.locator('header a[data-locale="en"]').click();
  await expect(page).toHaveURL(/\/en\/business-missions$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("in Arabic the current flag is last, elsewhere first", async ({ page }) => {
  await page.goto("/ar");
  const ar = page.locator("header nav li a[data-locale]");
  await expect(ar).toHaveCount(4);
  await expect(ar.last()).toHaveAttribute("data-locale", "ar");
  await expect(ar.last()).toHaveAttribute("aria-current", "page");
  await page.goto("/ru");
  await expect(page.locator("header nav li a[data-locale]").first()).toHaveAttribute(
    "data-locale",
    "ru",
  );
});

test("each flag is a real link named in its own language", async ({ page }) => {
  await page.goto("/en/horeca");
  await expect(page.getByRole("link", { name: "Русский" })).toHaveAttribute("href", "/ru/horeca");
  await expect(page.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/ar/horeca");
  await expect(page.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/horeca");
});

test("a flag's tooltip shows after hover", async ({ page }) => {
  await page.goto("/en");
  await waitForPageLoad(page);
  await page.locator('header a[data-locale="ru"]').hover();
  await expect(page.getByRole("tooltip")).toHaveText("Русский");
});

test("the hero's quote button brings #contact into view", async ({ page }) => {
  await page.goto("/en");
  await waitForPageLoad(page);
  await expect(page.locator("#contact")).not.toBeInViewport();
  await page.getByRole("link", { name: home.hero.primaryCta }).click();
  await expect(page.locator("#contact")).toBeInViewport();
  await expect(page).toHaveURL(/#contact$/);
});

test("the hero's services button brings #services into view", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("link", { name: home.hero.secondaryCta }).click();
  await expect(page.locator("#services")).toBeInViewport();
});

test("the English home page has every section of the spec, in order", async ({ page }) => {
  await page.goto("/en");
  const headings = await page.locator("main h2").allTextContents();
  expect(headings).toEqual([
    home.services.heading,
    home.about.heading,
    home.howWeWork.heading,
    home.missionsTeaser.heading,
    // The three newest articles (issue 27): the starter guides ship, so the section shows.
    copyOf("insightsUi", "en", "insights").latest.heading,
    home.contact.heading,
  ]);
  await expect(page.locator("#services li h3")).toHaveCount(6);
  const learnMore = page
    .locator("#services")
    .getByRole("link", { name: new RegExp(home.services.learnMore) });
  await expect(learnMore).toHaveCount(6);
  await expect(learnMore.first()).toHaveAttribute("href", "/en/horeca");
  await expect(
    page.getByRole("link", {
      name: `${home.missionsTeaser.learnMore} ${home.missionsTeaser.learnMoreAbout}`,
    }),
  ).toHaveAttribute("href", "/en/business-missions");
  await expect(page.getByRole("contentinfo")).toContainText(
    `${facts.foundedYear}–${new Date().getFullYear()}`,
  );
  await expect(page.getByRole("contentinfo")).toContainText("09:00–18:00");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("each sector card shows its sector's artwork as a thumbnail beside its title", async ({
    page,
  }) => {
    await page.goto("/en");
    const cards = page.locator("#services > div > ul > li");
    await expect(cards).toHaveCount(6);
    // Issue 21: six full-width pictures of about 200 px each took some 1,200 px.
    let artHeight = 0;
    for (const [i, slug] of (["horeca", "manufacturing", "electronics"] as const).entries()) {
      const art = cards.nth(i).locator("img").first();
      await expect(art).toHaveAttribute("src", `/art/sector-${slug}.svg`);
      await expect(art).toHaveAttribute("alt", home.services.cards[slug].imageAlt);
      const artBox = (await art.boundingBox())!;
      const titleBox = (await cards.nth(i).locator("h3").boundingBox())!;
      expect(artBox.width).toBeLessThan(120);
      expect(titleBox.x).toBeGreaterThan(artBox.x + artBox.width);
      expect(titleBox.y).toBeLessThan(artBox.y + artBox.height);
      artHeight += artBox.height;
    }
    expect(artHeight).toBeLessThan(3 * 100);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("scrolling to anchors is instant", async ({ page }) => {
    await page.goto("/en");
    const behaviour = await page.evaluate(
      () => getComputedStyle(document.documentElement).scrollBehavior,
    );
    expect(behaviour).toBe("auto");
  });
});

test("scrolling is smooth when motion is allowed", async ({ page }) => {
  await page.goto("/en");
  const behaviour = await page.evaluate(
    () => getComputedStyle(document.documentElement).scrollBehavior,
  );
  expect(behaviour).toBe("smooth");
});

test("the toast region arrives with the form, with the spec's label", async ({ page }) => {
  await page.goto("/en");
  await waitForPageLoad(page);
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
  await page
    .getByRole("form", { name: "Request a quote" })
    .getByRole("textbox", { name: "Name", exact: true })
    .focus();
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(1);
});
