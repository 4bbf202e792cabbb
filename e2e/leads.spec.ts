import { copyOf, facts } from "./content";
import { exportedLeads } from "./exported-leads";
import { expect, test, type Page } from "@playwright/test";
import { waitForPageLoad } from "./console";

/** The time trap marks forms sent within 3 s of opening as spam; people take longer. */
async function likeAPerson(page: Page) {
  await page.waitForTimeout(3100);
}

const ui = { en: copyOf("ui", "en", "site"), ar: copyOf("ui", "ar", "site") };

/**
 * A form to fill on `path`, named and labelled in the page's language: `values` by field,
 * turned into the form's own labels.
 */
function formCase(
  path: string,
  locale: keyof typeof ui,
  form: "contact" | "mission",
  values: Partial<Record<"name" | "email" | "phone" | "message", string>>,
) {
  const labels = form === "contact" ? ui[locale].contactForm : ui[locale].missionForm;
  return {
    path,
    form,
    name: labels.label,
    submit: labels.submit,
    sent: ui[locale].leadForm.sent.title,
    fields: Object.fromEntries(
      Object.entries(values).map(([field, value]) => [labels[field as keyof typeof values], value]),
    ),
  };
}

const cases = [
  formCase("/en", "en", "contact", {
    name: "E2E Contact EN",
    email: "e2e-en@buyer.example",
    message: "20 ovens",
  }),
  formCase("/ar", "ar", "contact", {
    name: "سارة اختبار",
    email: "e2e-ar@buyer.example",
    message: "أفران",
  }),
  formCase("/en/business-missions", "en", "mission", {
    name: "E2E Mission EN",
    email: "e2e-men@buyer.example",
    phone: "+44 20 7946 0000",
  }),
  formCase("/ar/business-missions", "ar", "mission", {
    name: "خالد اختبار",
    email: "e2e-mar@buyer.example",
    phone: "+966 50 123 4567",
  }),
];

for (const c of cases) {
  test(`the ${c.form} form on ${c.path} sends a lead the sales team can export`, async ({
    page,
  }) => {
    await page.goto(c.path);
    await waitForPageLoad(page);
    const form = page.getByRole("form", { name: c.name });
    for (const [label, value] of Object.entries(c.fields)) {
      await form.getByRole("textbox", { name: label, exact: true }).fill(value);
    }
    await likeAPerson(page);
    await form.getByRole("button", { name: c.submit }).click();
    await expect(page.getByText(c.sent)).toBeVisible();
    // Focus moves to the announced message, so a keyboard or screen-reader user keeps their place.
    await expect(form.getByRole("status").filter({ hasText: c.sent })).toBeFocused();
    for (const label of Object.keys(c.fields)) {
      await expect(form.getByRole("textbox", { name: label, exact: true })).toHaveValue("");
    }
    const [name, email] = Object.values(c.fields);
    const row = exportedLeads().find((lead) => lead.email === email);
    expect(row).toMatchObject({ name, form: c.form, locale: c.path.slice(1, 3), spam: false });
  });
}

test("sending the Arabic form empty shows Arabic messages and focuses the first invalid field", async ({
  page,
}) => {
  await page.goto("/ar/business-missions");
  await waitForPageLoad(page);
  const { missionForm, leadForm } = ui.ar;
  const form = page.getByRole("form", { name: missionForm.label });
  await form.getByRole("button", { name: missionForm.submit }).click();
  const name = form.getByRole("textbox", { name: missionForm.name, exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(leadForm.errors.required);
  await expect(
    form.getByRole("textbox", { name: missionForm.phone, exact: true }),
  ).toHaveAccessibleDescription(leadForm.errors.required);
  await expect(form.getByRole("alert")).toContainText(leadForm.errorSummary);
  // the asterisk is not part of the accessible name, the required state is
  await expect(name).toHaveAccessibleName(missionForm.name);
  await expect(name).toHaveAttribute("required", "");
});

test("when the server cannot be reached, the form retries three times with one key, then the form says so with focus on it, an error toast offers Retry, and the fields are kept", async ({
  page,
}) => {
  const keys: (string | undefined)[] = [];
  await page.route("**/api/leads", (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    return route.abort("connectionrefused");
  });
  await page.goto("/en");
  await waitForPageLoad(page);
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Kept Name");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("kept@buyer.example");
  await form.getByRole("textbox", { name: "Message", exact: true }).fill("Kept message");
  await form.getByRole("button", { name: "Send request" }).click();
  // 1 s, 2 s and 4 s apart (with up to 20 % jitter), after the 3 s time trap.
  // The form says so where focus now is, and the toast offers Retry.
  await expect(
    form.getByRole("status").filter({ hasText: ui.en.leadForm.failed.server }),
  ).toBeFocused({ timeout: 20_000 });
  await expect(page.getByRole("listitem").getByText(ui.en.leadForm.failed.server)).toBeVisible();
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Kept Name");
  await expect(form.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
    "Kept message",
  );
  // and a reload keeps the draft too
  await page.reload();
  await waitForPageLoad(page);
  await expect(form.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(
    "kept@buyer.example",
  );
});

test("the consent line links to the privacy page in the page's language", async ({ page }) => {
  await page.goto("/ru");
  const ru = copyOf("ui", "ru", "site");
  await page.getByRole("link", { name: ru.leadForm.consent.link }).click();
  await expect(page).toHaveURL(/\/ru\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    copyOf("legal", "ru", "privacy").title,
  );
  await expect(
    page.getByRole("main").getByRole("link", { name: facts.contact.emails.general }).first(),
  ).toBeVisible();
});
