import { expect, test, type Page } from "@playwright/test";
import { waitForPageLoad } from "./console";
import { copyOf, facts } from "./content";
import { exportedLeads } from "./exported-leads";

/**
 * Issue 34: on the Russian pages, consent to the processing of personal data is a separate,
 * unticked checkbox linked to the consent text; the form is refused with a clear Russian
 * message without it, with JavaScript (the island) and without (the plain post). Other
 * locales keep their flow (e2e/leads.spec.ts, e2e/leads-no-javascript.spec.ts).
 */
const ui = copyOf("ui", "ru", "site");
const consentPage = copyOf("legal", "ru", "consent");
const { contactForm, missionForm, leadForm, formPost } = ui;

/** The time trap marks forms sent within 3 s of opening as spam; people take longer. */
async function likeAPerson(page: Page) {
  await page.waitForTimeout(3100);
}

test("the box is unticked and links to the consent text, which names the operator and each purpose", async ({
  page,
}) => {
  await page.goto("/ru");
  const form = page.getByRole("form", { name: contactForm.label });
  const box = form.getByRole("checkbox", { name: leadForm.separateConsent.link });
  await expect(box).not.toBeChecked();
  await form.getByRole("link", { name: leadForm.separateConsent.link }).click();
  await expect(page).toHaveURL(/\/ru\/consent$/);
  await expect(page.getByRole("heading", { level: 1, name: consentPage.title })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(facts.name);
  // The operator as registered (issue 29: the controller facts of content/facts.yaml).
  await expect(main).toContainText(facts.controller.registeredAddress);
  for (const section of consentPage.sections) {
    await expect(main).toContainText(section.heading);
  }
  await expect(main).toContainText("уничтож");
});

test.describe("with JavaScript", () => {
  test("the mission form refuses to send without the box, in Russian, then sends with it and records the consent", async ({
    page,
  }) => {
    const email = "e2e-consent-js@buyer.example";
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/leads")) answers.push(response.status());
    });
    await page.goto("/ru/business-missions");
    await waitForPageLoad(page);
    const form = page.getByRole("form", { name: missionForm.label });
    await form.getByRole("textbox", { name: missionForm.name, exact: true }).fill("Ирина Тест");
    await form.getByRole("textbox", { name: missionForm.email, exact: true }).fill(email);
    await form
      .getByRole("textbox", { name: missionForm.phone, exact: true })
      .fill("+7 912 345-67-89");
    await likeAPerson(page);
    await form.getByRole("button", { name: missionForm.submit }).click();

    const box = form.getByRole("checkbox", { name: leadForm.separateConsent.link });
    await expect(form.getByText(leadForm.errors.consent_required)).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(leadForm.errors.consent_required);
    await expect(box).toBeFocused();
    expect(answers).toEqual([]);

    await box.check();
    await form.getByRole("button", { name: missionForm.submit }).click();
    await expect(page.getByText(leadForm.sent.title)).toBeVisible();
    // The next lead asks again: the box is unticked after a send.
    await expect(box).not.toBeChecked();
    const row = exportedLeads().find((lead) => lead.email === email);
    expect(row).toMatchObject({
      locale: "ru",
      form: "mission",
      spam: false,
      withoutJavaScript: false,
      personalDataConsent: true,
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posted without the box comes back in Russian with the consent error and every typed value; ticked, it is sent", async ({
    page,
  }) => {
    const email = "e2e-consent-nojs@buyer.example";
    const typed = { name: "Пётр Без Скриптов", message: "Нужны 40 стульев" };
    await page.goto("/ru/horeca");
    const form = page.getByRole("form", { name: contactForm.label });
    await form.getByRole("textbox", { name: contactForm.name, exact: true }).fill(typed.name);
    await form.getByRole("textbox", { name: contactForm.email, exact: true }).fill(email);
    await form.getByRole("textbox", { name: contactForm.message, exact: true }).fill(typed.message);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
    await form.getByRole("button", { name: contactForm.submit }).click();
    expect((await answer).status()).toBe(422);

    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { level: 1, name: formPost.heading })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(leadForm.errors.consent_required);
    const again = page.getByRole("form", { name: contactForm.label });
    const box = again.getByRole("checkbox", { name: leadForm.separateConsent.link });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(leadForm.errors.consent_required);
    await expect(again.getByRole("textbox", { name: contactForm.name, exact: true })).toHaveValue(
      typed.name,
    );
    await expect(
      again.getByRole("textbox", { name: contactForm.message, exact: true }),
    ).toHaveValue(typed.message);
    expect(exportedLeads().some((lead) => lead.email === email)).toBe(false);

    await box.check();
    await again.getByRole("button", { name: contactForm.submit }).click();
    await expect(page).toHaveURL(/\/ru\/thank-you\?from=%2Fru%2Fhoreca$/);
    await expect(page.getByRole("heading", { level: 1, name: leadForm.sent.title })).toBeVisible();
    const row = exportedLeads().find((lead) => lead.email === email);
    expect(row).toMatchObject({
      name: typed.name,
      locale: "ru",
      withoutJavaScript: true,
      personalDataConsent: true,
    });
  });
});
