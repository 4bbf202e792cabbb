import { expect, test } from "@playwright/test";
import { sectorSlugs } from "../lib/i18n/paths";
import { sectorCategory } from "../lib/leads/schema";
import { copyOf, facts } from "./content";
import { waitForPageLoad } from "./console";

for (const slug of sectorSlugs) {
  test(`/en/${slug} shows its title, intro, side card and four categories of five items`, async ({
    page,
  }) => {
    const copy = copyOf("sectors", "en", slug);
    await page.goto(`/en/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
    await expect(page.getByText(copy.subtitle)).toBeVisible();
    await expect(page.getByTestId("sector-intro").locator("p")).toHaveText(copy.intro);
    const sideCard = page.getByRole("complementary", { name: copy.sideCard.heading });
    await expect(sideCard.getByRole("listitem")).toHaveText(copy.sideCard.items);
    const categories = page.getByRole("region", { name: copy.categories.heading });
    const cards = categories.locator(":scope > div > ul > li");
    await expect(cards).toHaveCount(4);
    await expect(cards.locator("h3")).toHaveText(copy.categories.cards.map((card) => card.title));
    for (const card of await cards.all()) {
      await expect(card.locator("ul > li")).toHaveCount(5);
    }
    await expect(page.locator("main")).not.toContainText("{");
    await expect(page.locator("main #contact form")).toBeVisible();
  });
}

test("the cars page states the range of the facts file as a CLTC 'up to' figure", async ({
  page,
}) => {
  await page.goto("/en/premium-cars");
  const range = `Up to ${facts.figures.carRangeKm.toLocaleString("en-GB")} km of range on a single charge (CLTC)`;
  await expect(page.locator("main")).toContainText(range);
});

test("the back button leads to the English home", async ({ page }) => {
  await page.goto("/en/medical");
  await waitForPageLoad(page);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(facts.name);
});

test("the hero is at least 60% of the viewport and the cars artwork sits at 80% vertically", async ({
  page,
}) => {
  await page.goto("/en/premium-cars");
  const hero = page.locator('section[aria-labelledby="page-title"]');
  const box = await hero.boundingBox();
  const viewport = page.viewportSize();
  expect(box!.height).toBeGreaterThanOrEqual(viewport!.height * 0.6 - 1);
  const art = hero.locator("img");
  await expect(art).toHaveAttribute("src", /sector-premium-cars\.svg$/);
  expect(await art.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("50% 80%");
  await page.goto("/en/horeca");
  const other = page.locator('section[aria-labelledby="page-title"] img');
  expect(await other.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("50% 50%");
});

test("a sector page opens at the top when reached from a scrolled home page", async ({ page }) => {
  await page.goto("/en");
  await waitForPageLoad(page);
  const { services } = copyOf("home", "en", "page");
  const learnMore = page.getByRole("link", {
    name: `${services.learnMore} ${services.learnMoreAbout} ${services.cards["premium-cars"].title}`,
  });
  await learnMore.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await learnMore.click();
  await expect(page).toHaveURL(/\/en\/premium-cars$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("a sector page's form starts on its sector (issue 18)", () => {
  const ui = copyOf("ui", "en", "site");
  for (const slug of sectorSlugs) {
    test(`/en/${slug} preselects ${sectorCategory[slug]}, before and after the form's script`, async ({
      page,
    }) => {
      await page.goto(`/en/${slug}`);
      const category = page.getByLabel(ui.contactForm.category);
      const label = ui.contactForm.categories[sectorCategory[slug]];
      // Prerendered: the HTML itself selects it, for a visitor whose script has not arrived.
      await expect(category.locator("option[selected]")).toHaveText(label);
      await category.focus();
      await expect(page.locator("[data-island=lead-form][data-hydrated]")).toHaveCount(1);
      await expect(category.locator("option:checked")).toHaveText(label);
    });
  }

  test("the missions page keeps its own form, and its contact form starts on no category", async ({
    page,
  }) => {
    await page.goto("/en/business-missions");
    const mission = page.getByRole("form", { name: ui.missionForm.label });
    await expect(mission.getByRole("textbox", { name: ui.missionForm.program })).toBeVisible();
    await expect(mission.getByLabel(ui.contactForm.category)).toHaveCount(0);
    const category = page.getByLabel(ui.contactForm.category);
    await expect(category.locator("option:checked")).toHaveText(ui.contactForm.categoryPlaceholder);
  });

  test("the home page's form starts on no category", async ({ page }) => {
    await page.goto("/en");
    const category = page.getByLabel(ui.contactForm.category);
    await expect(category.locator("option:checked")).toHaveText(ui.contactForm.categoryPlaceholder);
  });
});
