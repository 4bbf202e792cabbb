import { expect, test, type Page } from "@playwright/test";
import { copyOf } from "./content";
import { exportedLeads } from "./exported-leads";
import { waitForPageLoad } from "./console";

/**
 * Issue 15 in the browser, with the real server storing: a flaky network neither doubles
 * nor drops a lead, an offline visitor's lead goes when the connection returns, and the
 * source of the page a lead is sent from travels with it.
 */
const en = copyOf("ui", "en", "site");
const es = copyOf("ui", "es", "site");

async function fillContact(page: Page, name: string, email: string) {
  const form = page.getByRole("form", { name: en.contactForm.label });
  await form.getByRole("textbox", { name: en.contactForm.name, exact: true }).fill(name);
  await form.getByRole("textbox", { name: en.contactForm.email, exact: true }).fill(email);
  await form.getByRole("textbox", { name: en.contactForm.message, exact: true }).fill("Ovens");
  return form;
}

test("the server answers 503 twice, then 201: one lead, one success message", async ({ page }) => {
  const keys: (string | undefined)[] = [];
  await page.route("**/api/leads", async (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    if (keys.length <= 2) {
      await route.fulfill({ status: 503, json: { error: "busy" } });
    } else {
      await route.continue();
    }
  });
  await page.goto("/en");
  await waitForPageLoad(page);
  const form = await fillContact(page, "Flaky Network", "flaky@buyer.example");
  await form.getByRole("button", { name: en.contactForm.submit }).click();
  await expect(page.getByText(en.leadForm.sent.title)).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  await expect(page.getByText(en.leadForm.sent.title)).toHaveCount(1);
  await expect(page.getByText(en.leadForm.failed.server)).toHaveCount(0);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  const stored = exportedLeads().filter((lead) => lead.email === "flaky@buyer.example");
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: "Flaky Network", spam: false });
});

test("a lead sent offline says so in the page's language, keeps the fields and goes once when online", async ({
  page,
  context,
}) => {
  await page.goto("/es");
  await waitForPageLoad(page);
  const form = page.getByRole("form", { name: es.contactForm.label });
  await form.getByRole("textbox", { name: es.contactForm.name, exact: true }).fill("Sin Conexión");
  await form
    .getByRole("textbox", { name: es.contactForm.email, exact: true })
    .fill("offline@buyer.example");
  await form.getByRole("textbox", { name: es.contactForm.message, exact: true }).fill("Hornos");
  await page.waitForTimeout(3100);
  await context.setOffline(true);
  await form.getByRole("button", { name: es.contactForm.submit }).click();
  await expect(form.getByText(es.leadForm.failed.offline)).toBeVisible();
  await expect(
    form.getByRole("status").filter({ hasText: es.leadForm.failed.offline }),
  ).toBeFocused();
  await expect(form.getByRole("textbox", { name: es.contactForm.name, exact: true })).toHaveValue(
    "Sin Conexión",
  );
  await page.waitForTimeout(2000);
  expect(exportedLeads().filter((lead) => lead.email === "offline@buyer.example")).toHaveLength(0);
  await context.setOffline(false);
  await expect(page.getByText(es.leadForm.sent.title)).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole("status").filter({ hasText: es.leadForm.sent.title })).toBeFocused();
  await expect(form.getByText(es.leadForm.failed.offline)).toHaveCount(0);
  expect(exportedLeads().filter((lead) => lead.email === "offline@buyer.example")).toHaveLength(1);
});

test("a lead not yet acknowledged survives a reload and is sent once, with its key", async ({
  page,
}) => {
  const keys: (string | undefined)[] = [];
  let reachable = false;
  await page.route("**/api/leads", async (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    if (reachable) await route.continue();
    else await route.abort("internetdisconnected");
  });
  await page.goto("/en");
  await waitForPageLoad(page);
  const form = await fillContact(page, "Reload Pending", "reload@buyer.example");
  await form.getByRole("button", { name: en.contactForm.submit }).click();
  await expect.poll(() => keys.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await page.reload();
  reachable = true;
  await expect(page.getByText(en.leadForm.sent.title)).toBeVisible({ timeout: 20_000 });
  expect(new Set(keys).size).toBe(1);
  expect(exportedLeads().filter((lead) => lead.email === "reload@buyer.example")).toHaveLength(1);
});

/** Sends the business-missions form on the current page as `email`. */
async function sendMission(page: Page, email: string) {
  const mission = en.missionForm;
  const form = page.getByRole("form", { name: mission.label });
  await form.getByRole("textbox", { name: mission.name, exact: true }).fill("Campaign Visitor");
  await form.getByRole("textbox", { name: mission.email, exact: true }).fill(email);
  await form.getByRole("textbox", { name: mission.phone, exact: true }).fill("+44 20 7946 0000");
  await form.getByRole("button", { name: mission.submit }).click();
  await expect(page.getByText(en.leadForm.sent.title)).toBeVisible({ timeout: 20_000 });
}

test("the page's campaign and click id reach the lead sent from it; a later page carries none (issue 29)", async ({
  page,
}) => {
  const campaign = "utm_source=newsletter&utm_campaign=e2e-spring&gclid=e2e-click";
  await page.goto(`/en/business-missions?${campaign}`);
  await waitForPageLoad(page);
  await sendMission(page, "campaign@buyer.example");
  expect(exportedLeads().find((lead) => lead.email === "campaign@buyer.example")).toMatchObject({
    landing_page: `/en/business-missions?${campaign}`,
    utm_source: "newsletter",
    utm_campaign: "e2e-spring",
    click_id: "gclid:e2e-click",
    referrer: null,
    spam: false,
  });
  // Nothing is kept on the device: browsing on from a campaign page loses its campaign.
  await page.goto(`/en?${campaign}`);
  await waitForPageLoad(page);
  await page.goto("/en/business-missions");
  await waitForPageLoad(page);
  await sendMission(page, "later-page@buyer.example");
  expect(exportedLeads().find((lead) => lead.email === "later-page@buyer.example")).toMatchObject({
    landing_page: "/en/business-missions",
    utm_source: null,
    utm_campaign: null,
    click_id: null,
  });
});
