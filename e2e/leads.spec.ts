import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { waitForPageLoad } from "./console";

/** The leads the server stored, read the way the sales team does: `npm run leads -- export`. */
function exportedLeads(): {
  name: string;
  email: string;
  form: string;
  locale: string;
  spam: boolean;
}[] {
  const json = execFileSync("npm", ["run", "-s", "leads", "--", "export", "--format", "json"], {
    env: { ...process.env, LEADS_DB: process.env.E2E_LEADS_DB },
    encoding: "utf8",
  });
  return JSON.parse(json);
}

/** The time trap marks forms sent within 3 s of opening as spam; people take longer. */
async function likeAPerson(page: Page) {
  await page.waitForTimeout(3100);
}

const cases = [
  {
    path: "/en",
    form: "contact",
    name: "Request a quote",
    submit: "Send request",
    sent: "Thank you! Your request has been sent.",
    fields: { Name: "E2E Contact EN", "E-mail": "e2e-en@buyer.example", Message: "20 ovens" },
  },
  {
    path: "/ar",
    form: "contact",
    name: "طلب عرض سعر",
    submit: "إرسال الطلب",
    sent: "شكرًا لكم! تم إرسال طلبكم.",
    fields: { الاسم: "سارة اختبار", "البريد الإلكتروني": "e2e-ar@buyer.example", الرسالة: "أفران" },
  },
  {
    path: "/en/business-missions",
    form: "mission",
    name: "Request a business mission",
    submit: "Send request",
    sent: "Thank you! Your request has been sent.",
    fields: {
      Name: "E2E Mission EN",
      "E-mail": "e2e-men@buyer.example",
      Phone: "+44 20 7946 0000",
    },
  },
  {
    path: "/ar/business-missions",
    form: "mission",
    name: "طلب بعثة تجارية",
    submit: "إرسال الطلب",
    sent: "شكرًا لكم! تم إرسال طلبكم.",
    fields: {
      الاسم: "خالد اختبار",
      "البريد الإلكتروني": "e2e-mar@buyer.example",
      الهاتف: "+966 50 123 4567",
    },
  },
] as const;

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
  const form = page.getByRole("form", { name: "طلب بعثة تجارية" });
  await form.getByRole("button", { name: "إرسال الطلب" }).click();
  const name = form.getByRole("textbox", { name: "الاسم", exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("يُرجى تعبئة هذا الحقل.");
  await expect(
    form.getByRole("textbox", { name: "الهاتف", exact: true }),
  ).toHaveAccessibleDescription("يُرجى تعبئة هذا الحقل.");
  await expect(form.getByRole("alert")).toContainText("يُرجى مراجعة الحقول التالية");
  // the asterisk is not part of the accessible name, the required state is
  await expect(name).toHaveAccessibleName("الاسم");
  await expect(name).toHaveAttribute("required", "");
});

test("when the server cannot be reached, an error toast offers Retry and the fields are kept", async ({
  page,
}) => {
  await page.route("**/api/leads", (route) => route.abort("connectionrefused"));
  await page.goto("/en");
  await waitForPageLoad(page);
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Kept Name");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("kept@buyer.example");
  await form.getByRole("textbox", { name: "Message", exact: true }).fill("Kept message");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(/We could not send your request/)).toBeVisible();
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
  await page.getByRole("link", { name: "политике конфиденциальности" }).click();
  await expect(page).toHaveURL(/\/ru\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Политика конфиденциальности");
  await expect(
    page.getByRole("main").getByRole("link", { name: "info@pearlriversourcing.example" }).first(),
  ).toBeVisible();
});
