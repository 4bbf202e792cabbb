import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { openLeadStore } from "../server/storage/open-lead-store";
import { axeViolationsAt } from "../tests/support/axe";
import { storedLead } from "../tests/support/lead-factory";
import { addInboxUser, signIn } from "./inbox-users";

/**
 * The one-business-day promise in the browser (issue 31): a lead long past its due time
 * shows "Overdue by", is assigned, marked contacted, and then shows "Answered in" with its
 * owner in the list filtered to "Mine", and the dashboard's promise figures; axe finds
 * nothing on those pages at both widths.
 */
test.describe.configure({ timeout: 120_000 });

const widths = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

test("an overdue lead is assigned, marked contacted and then shows how long the answer took", async ({
  page,
}) => {
  const email = addInboxUser();
  const run = randomUUID().slice(0, 8);
  const campaign = `promise-${run}`;
  const store = await openLeadStore({ dbPath: process.env.E2E_LEADS_DB!, databaseUrl: null });
  try {
    // Three weeks old: past one business day whatever the holidays.
    await store.insertLead(
      storedLead({
        createdAt: new Date(Date.now() - 21 * 86_400_000).toISOString(),
        name: `Hana ${run}`,
        email: `hana-${run}@hotel.example`,
        attribution: { utmSource: "google", utmCampaign: campaign },
      }),
      [],
    );
  } finally {
    await store.close();
  }
  await signIn(page, email);

  await page.goto(`/inbox/?campaign=${campaign}&reply=overdue`);
  const row = page.getByRole("row").filter({ hasText: `Hana ${run}` });
  await expect(row).toContainText("Overdue by");
  await expect(row).toContainText("Unassigned");
  expect(await axeViolationsAt(page, widths), "overdue list").toEqual([]);

  await row.getByRole("link", { name: `Hana ${run}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Hana ${run}` })).toBeVisible();
  await expect(page.getByText("Overdue by")).toBeVisible();
  await page.getByLabel("Owner").selectOption(email);
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Assigned to ${email}.` })).toBeVisible();
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText(/^Answered in \d+ h \d+ min$/)).toBeVisible();
  expect(await axeViolationsAt(page, widths), "lead page").toEqual([]);

  await page.goto(`/inbox/?campaign=${campaign}&owner=mine`);
  const mine = page.getByRole("row").filter({ hasText: `Hana ${run}` });
  await expect(mine).toContainText("Answered in");
  await expect(mine).toContainText(email);
  await page.goto(`/inbox/?campaign=${campaign}&reply=overdue`);
  await expect(page.getByText("No leads match this filter.")).toBeVisible();

  // The dashboard's promise: a sentence and tables; this lead's week counts its answer.
  await page.goto("/inbox/dashboard");
  const promise = page.getByRole("region", { name: "The one-business-day promise" });
  await expect(promise).toContainText(/\d+ of \d+ leads were answered within one business day/);
  await expect(promise.getByRole("table", { name: "First reply per week" })).toBeVisible();
  expect(await axeViolationsAt(page, widths), "dashboard").toEqual([]);
});
