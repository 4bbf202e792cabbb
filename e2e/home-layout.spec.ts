import { expect, test } from "@playwright/test";
import { copyOf, facts } from "./content";

/** Issue 21's layout slips on the home page, at a laptop's width. */
test.use({ viewport: { width: 1280, height: 800 } });

test("the 'Our services' box ends with its list, not with the text beside it", async ({ page }) => {
  const home = copyOf("home", "en", "page");
  await page.goto("/en");
  const heading = page.getByRole("heading", { name: home.about.servicesHeading });
  const box = heading.locator("..");
  const list = box.locator("ul");
  const boxBottom = await box.evaluate((el) => el.getBoundingClientRect().bottom);
  const listBottom = await list.evaluate((el) => el.getBoundingClientRect().bottom);
  // The box's own bottom padding (p-8: 32 px) and no more.
  expect(boxBottom - listBottom).toBeLessThanOrEqual(33);
});

test("beside the quote form: the direct contacts and the working hours", async ({ page }) => {
  const ui = copyOf("ui", "en", "site");
  await page.goto("/en");
  const contact = page.locator("#contact");
  const form = contact.locator("form");
  const phone = contact.getByRole("link", { name: /\+86/ }).first();
  await expect(phone).toHaveAttribute("href", `tel:${facts.contact.phones[0]}`);
  await expect(contact.getByRole("link", { name: facts.contact.emails.sales })).toBeVisible();
  await expect(contact.getByText(ui.footer.hoursHeading)).toBeVisible();
  const phoneBox = (await phone.boundingBox())!;
  const formBox = (await form.boundingBox())!;
  // In the column beside the form, within its height.
  expect(phoneBox.x + phoneBox.width).toBeLessThan(formBox.x);
  expect(phoneBox.y).toBeLessThan(formBox.y + formBox.height);
});

test("How we work: six numbered steps, the rule on the inline-start side in Arabic", async ({
  page,
}) => {
  await page.goto("/ar");
  const steps = page.locator("#how-we-work ol > li");
  await expect(steps).toHaveCount(6);
  const borders = await steps
    .first()
    .evaluate((el) => [
      getComputedStyle(el).borderRightWidth,
      getComputedStyle(el).borderLeftWidth,
    ]);
  expect(borders).toEqual(["4px", "0px"]);
});
