import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { SpamReason } from "../lib/leads/spam-reasons";
import { totpCode } from "../server/inbox/totp";
import { openLeadStore } from "../server/storage/open-lead-store";
import { axeViolationsAt } from "../tests/support/axe";
import { storedLead } from "../tests/support/lead-factory";
import { watchConsole } from "./console";
import { addInboxUser, inboxPassword, signIn } from "./inbox-users";

/**
 * The leads inbox (issue 20) as the sales team uses it, against the e2e server's database
 * (E2E_LEADS_DB, playwright.config.ts): a user made with `npm run leads -- user add`, leads
 * stored as the form's API stores them, each run's leads told apart by a campaign of its own.
 */

// Each test makes an account with the CLI (an Argon2id hash) on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

interface Seed {
  name: string;
  email: string;
  company: string;
  sector: string;
  campaign: string;
  minutesAgo: number;
  /** Stored as spam for this reason. */
  spamReason?: SpamReason;
}

/** Stores `seeds` as contact-form leads from `/en` with Google Ads attribution. */
async function seedLeads(seeds: Seed[]): Promise<void> {
  const store = await openLeadStore({ dbPath: process.env.E2E_LEADS_DB!, databaseUrl: null });
  try {
    for (const seed of seeds) {
      await store.insertLead(
        storedLead({
          createdAt: new Date(Date.now() - seed.minutesAgo * 60_000).toISOString(),
          name: seed.name,
          company: seed.company,
          email: seed.email,
          phone: "+966 50 123 4567",
          category: seed.sector,
          message: `${seed.name} needs 40 units for a hotel opening.`,
          clientIp: "203.0.113.7",
          spam: seed.spamReason !== undefined,
          spamReason: seed.spamReason ?? null,
          attribution: {
            landingPage: "/en/kitchen-equipment",
            utmSource: "google",
            utmMedium: "cpc",
            utmCampaign: seed.campaign,
          },
        }),
        [],
      );
    }
  } finally {
    await store.close();
  }
}

/** The rows of a CSV export (RFC 4180: quoted cells may hold commas, quotes, line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\n") {
      row.push(cell.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      cell = "";
    } else {
      cell += char;
    }
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test("a user made with the CLI signs in, filters by sector and campaign, notes and marks a lead, exports the filter and signs out for good", async ({
  page,
}) => {
  const email = addInboxUser();
  const run = randomUUID().slice(0, 8);
  const campaign = `spring-hotels-${run}`;
  await seedLeads([
    {
      name: `Amal ${run}`,
      email: `amal-${run}@hotel.example`,
      company: '=HYPERLINK("x")',
      sector: "kitchen-equipment",
      campaign,
      minutesAgo: 30,
    },
    {
      name: `Boris ${run}`,
      email: `boris-${run}@hotel.example`,
      company: "Boris Hotels",
      sector: "kitchen-equipment",
      campaign,
      minutesAgo: 10,
    },
    {
      name: `Carla ${run}`,
      email: `carla-${run}@hotel.example`,
      company: "Carla Foods",
      sector: "furniture",
      campaign,
      minutesAgo: 20,
    },
    {
      name: `Dana ${run}`,
      email: `dana-${run}@hotel.example`,
      company: "Dana Co",
      sector: "kitchen-equipment",
      campaign: `other-${run}`,
      minutesAgo: 5,
    },
  ]);

  await signIn(page, email);
  await expect(page.getByText(email)).toBeVisible();

  const filters = page.getByRole("search", { name: "Filter leads" });
  await filters.getByLabel("Sector").selectOption("kitchen-equipment");
  await filters.getByLabel("Campaign").selectOption(campaign);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  // The filter lives in the URL, so the link shares it.
  await expect(page).toHaveURL(new RegExp(`sector=kitchen-equipment&campaign=${campaign}`));
  const table = page.getByRole("table", { name: "Leads, newest first" });
  const names = table.getByRole("rowheader").getByRole("link");
  // Newest first; Carla (another sector) and Dana (another campaign) are filtered out.
  await expect(names).toHaveText([`Boris ${run}`, `Amal ${run}`]);

  // A shared link opens the same filter.
  const shared = page.url();
  await page.goto(shared);
  await expect(names).toHaveText([`Boris ${run}`, `Amal ${run}`]);
  await expect(filters.getByLabel("Campaign")).toHaveValue(campaign);

  // The CSV export is the filter's, formulas neutralised.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  const [header, ...rows] = csvRows(readFileSync(await download.path(), "utf8"));
  const column = (name: string) => header!.indexOf(name);
  expect(rows.map((row) => row[column("email")]).sort()).toEqual([
    `amal-${run}@hotel.example`,
    `boris-${run}@hotel.example`,
  ]);
  const amalRow = rows.find((row) => row[column("email")] === `amal-${run}@hotel.example`)!;
  expect(amalRow[column("company")]).toBe('\'=HYPERLINK("x")');
  expect(amalRow[column("utm_campaign")]).toBe(campaign);

  await names.filter({ hasText: `Amal ${run}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Amal ${run}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `amal-${run}@hotel.example` })).toBeVisible();
  const attribution = page.getByRole("region", { name: "Attribution" });
  await expect(attribution).toContainText(campaign);
  await expect(attribution).toContainText("/en/kitchen-equipment");

  // An internal note, signed with the user's e-mail.
  await page.getByLabel("Add a note").fill("Called: wants a quote for 40 ovens by Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toContainText(email);
  await expect(notes.getByRole("listitem")).toContainText("wants a quote for 40 ovens");

  // Contacted: the lead and the list say so, after a reload too.
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Status changed to Contacted." }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await expect(notes.getByRole("listitem")).toContainText("wants a quote for 40 ovens");
  await page.getByRole("link", { name: "Back to the leads" }).click();
  await expect(table.getByRole("row").filter({ hasText: `Amal ${run}` })).toContainText(
    "Contacted",
  );

  await page.getByRole("link", { name: `Amal ${run}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Amal ${run}` })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/inbox\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the leads inbox");

  // Back after sign-out shows no lead data: the list and the lead lead to sign-in again.
  await page.goBack();
  await expect(page).toHaveURL(/\/inbox\/sign-in$/);
  await expect(page.getByText(`Amal ${run}`)).toHaveCount(0);
  await expect(page.getByText(`amal-${run}@hotel.example`)).toHaveCount(0);
  const api = await page.request.get("/api/inbox/leads");
  expect(api.status()).toBe(401);
});

test("a wrong password is refused without saying whether the account exists", async ({ page }) => {
  const email = addInboxUser();
  await page.goto("/inbox/sign-in");
  for (const who of [email, `nobody-${randomUUID().slice(0, 8)}@pearlriver.example`]) {
    await page.getByLabel("E-mail").fill(who);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(/The e-mail or password is not right/);
    // The password is cleared and focused for another try.
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page.getByLabel("Password")).toHaveValue("");
  }
});

test("a user with a second factor enters their app's code after the password (issue 35)", async ({
  page,
}) => {
  const email = addInboxUser();
  const enrolled = execFileSync("npm", ["run", "-s", "leads", "--", "user", "mfa", email], {
    env: { ...process.env, LEADS_DB: process.env.E2E_LEADS_DB },
    encoding: "utf8",
  });
  const uri = /otpauth:\/\/totp\/\S+/.exec(enrolled)?.[0];
  expect(uri, enrolled).toBeTruthy();
  // The user's authenticator app, holding the enrolled key.
  const secret = new URL(uri!).searchParams.get("secret")!;

  await page.goto("/inbox/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(inboxPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  const code = page.getByRole("textbox", { name: "Authentication code" });
  await expect(code).toBeFocused();
  await expect(page).toHaveURL(/\/inbox\/sign-in$/);
  expect(await axeViolationsAt(page, widths), "code step").toEqual([]);

  await code.fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(/That code is not right/);
  await expect(code).toBeFocused();
  await expect(code).toHaveValue("");
  expect(await axeViolationsAt(page, widths), "code refused").toEqual([]);

  await code.fill(totpCode(secret, new Date()));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads", exact: true })).toBeVisible();
});

test("erasing a person asks first, naming their e-mail, then removes their leads", async ({
  page,
}) => {
  const email = addInboxUser();
  const run = randomUUID().slice(0, 8);
  const person = `erin-${run}@hotel.example`;
  await seedLeads([
    {
      name: `Erin ${run}`,
      email: person,
      company: "Erin Ltd",
      sector: "furniture",
      campaign: `erase-${run}`,
      minutesAgo: 3,
    },
  ]);
  await signIn(page, email);
  await page.goto(`/inbox/?campaign=erase-${run}`);
  await page.getByRole("link", { name: `Erin ${run}` }).click();
  const opener = page.getByRole("button", { name: "Erase…" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Erase all data of ${person}?` });
  await expect(dialog).toBeVisible();
  // Focus starts on the safe choice; Escape cancels and gives focus back.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: `Erin ${run}` })).toBeVisible();

  await opener.click();
  await dialog.getByRole("button", { name: "Erase permanently" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Erased 1 lead of ${person}` }),
  ).toBeVisible();
  await page.goto(`/inbox/?campaign=erase-${run}`);
  await expect(page.getByText("No leads match this filter.")).toBeVisible();
});

/** The narrowest phone the inbox supports and a laptop. */
const widths = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

test("axe finds nothing on the sign-in, list, lead and dashboard pages at 360 px and 1366 px", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = addInboxUser();
  const run = randomUUID().slice(0, 8);
  await seedLeads([
    {
      name: `Farah ${run}`,
      email: `farah-${run}@hotel.example`,
      company: "Farah Trading",
      sector: "furniture",
      campaign: `axe-${run}`,
      minutesAgo: 1,
    },
  ]);
  await page.goto("/inbox/sign-in");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolationsAt(page, widths), "sign-in").toEqual([]);

  // A refused sign-in shows its message: that state too.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("wrong password here");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await axeViolationsAt(page, widths), "sign-in refused").toEqual([]);

  await signIn(page, email);
  await expect(page.getByRole("table", { name: "Leads, newest first" })).toBeVisible();
  expect(await axeViolationsAt(page, widths), "list").toEqual([]);

  await page.getByRole("link", { name: `Farah ${run}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Farah ${run}` })).toBeVisible();
  expect(await axeViolationsAt(page, widths), "lead").toEqual([]);

  await page.getByRole("button", { name: "Erase…" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axeViolationsAt(page, widths), "erase dialog").toEqual([]);
  await page.keyboard.press("Escape");

  // The charts draw under the inbox's strict CSP (no inline style or script): nothing refused.
  const console = watchConsole(page);
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Leads per week by language/ })).toBeVisible();
  expect(await axeViolationsAt(page, widths), "dashboard").toEqual([]);
  expect(console.messages).toEqual([]);
});

test("the spam view says why each lead is spam, marks those a buyer can trip over, and the dashboard counts them", async ({
  page,
}) => {
  const email = addInboxUser();
  const run = randomUUID().slice(0, 8);
  const seed = (name: string, spamReason: SpamReason, minutesAgo: number): Seed => ({
    name: `${name} ${run}`,
    email: `${name.toLowerCase()}-${run}@hotel.example`,
    company: `${name} Hotels`,
    sector: "furniture",
    campaign: `spam-${run}`,
    minutesAgo,
    spamReason,
  });
  await seedLeads([seed("Nadia", "proof_missing", 2), seed("Honey", "honeypot", 1)]);
  await signIn(page, email);
  await page.goto(`/inbox/?status=spam&campaign=spam-${run}`);
  const table = page.getByRole("table", { name: "Leads, newest first" });
  const nadia = table.getByRole("row").filter({ hasText: `Nadia ${run}` });
  const honey = table.getByRole("row").filter({ hasText: `Honey ${run}` });
  await expect(nadia).toContainText("No proof of work");
  await expect(nadia).toContainText("To check");
  await expect(honey).toContainText("Honeypot filled");
  await expect(honey).not.toContainText("To check");
  expect(await axeViolationsAt(page, widths), "spam view").toEqual([]);

  await page.getByRole("link", { name: `Nadia ${run}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Nadia ${run}` })).toBeVisible();
  await expect(page.getByText("The form came without its anti-spam proof")).toBeVisible();

  // Today's spam to check stands out on the dashboard and leads to those leads alone.
  await page.getByRole("link", { name: "Dashboard" }).click();
  const spam = page.getByRole("region", { name: "Spam to check, last 14 days" });
  await expect(spam).toContainText(/stopped as spam today may be/);
  expect(await axeViolationsAt(page, widths), "dashboard with spam to check").toEqual([]);
  await spam.getByRole("link", { name: "Check today’s spam" }).click();
  await expect(page).toHaveURL(/status=spam&reason=check&from=.*&to=/);
  await expect(page.getByRole("link", { name: `Nadia ${run}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Honey ${run}` })).toHaveCount(0);
});
