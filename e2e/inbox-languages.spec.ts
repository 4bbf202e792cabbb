import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { leaves } from "../lib/content/leaves";
import { openLeadStore } from "../server/storage/open-lead-store";
import { axeViolationsAt } from "../tests/support/axe";
import { storedLead } from "../tests/support/lead-factory";
import { addInboxUser, inboxPassword } from "./inbox-users";

/**
 * The inbox in Simplified Chinese (issue 31 item 7): a user who chose it sees every page in
 * Chinese (only what visitors sent and the brand words below stay Latin), the browser's
 * language decides before anyone chose, and axe finds nothing in either language.
 */

test.describe.configure({ timeout: 150_000 });

/** Stores one lead per name, a quote request for HoReCa equipment with Google Ads attribution. */
async function seedLeads(run: string, names: string[]): Promise<void> {
  const store = await openLeadStore({ dbPath: process.env.E2E_LEADS_DB!, databaseUrl: null });
  try {
    for (const [index, name] of names.entries()) {
      await store.insertLead(
        storedLead({
          createdAt: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
          name,
          company: `${name} Trading`,
          email: `${name.toLowerCase().replace(/\W+/g, "-")}@hotel.example`,
          phone: "+966 50 123 4567",
          category: "horeca",
          targetPrice: "12500.50",
          targetCurrency: "CNY",
          neededBy: "2027-03-31",
          message: `${name} needs 40 combi ovens for a hotel opening.`,
          clientIp: "203.0.113.7",
          attribution: {
            landingPage: "/en/kitchen-equipment",
            utmSource: "google",
            utmMedium: "cpc",
            utmCampaign: `zh-${run}`,
          },
        }),
        [],
      );
    }
  } finally {
    await store.close();
  }
}

/**
 * Latin words a Chinese inbox keeps: names of formats, technologies and URL parameters
 * that Chinese sales teams write in Latin letters too, and the switch's "English".
 */
const brandWords = new Set([
  "CSV",
  "JSON",
  "JavaScript",
  "Webhook",
  "IP",
  "ID",
  "UTC",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "English",
]);

/**
 * Every string the inbox API sent the page (lead data, facets, the user's e-mail): data,
 * shown as sent. Collected from the answers as they arrive.
 */
function watchApiData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on("response", async (response) => {
    if (!response.url().includes("/api/inbox/")) return;
    if (!(response.headers()["content-type"] ?? "").includes("json")) return;
    try {
      for (const [, value] of leaves(await response.json()))
        if (typeof value === "string" && value.trim()) data.add(value);
    } catch {
      // A body already gone (a navigation) holds nothing shown any more.
    }
  });
  return data;
}

/**
 * The Latin words of the page's visible text, accessible names, titles and the document's
 * title that are neither data the API sent nor brand words: the English left untranslated
 * (a chart's own SVG labels, such as recharts' "legend icon", are inside its `role="img"`
 * and never read).
 */
async function untranslated(page: Page, data: Set<string>): Promise<string[]> {
  let text = await page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
      // A chart's parts are presentational (its role="img" summary names it): none is read.
      if (element.parentElement?.closest('[role="img"], [aria-hidden="true"]')) continue;
      for (const name of ["aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join("\n");
  });
  // Longest first, so a name is removed before a shorter value inside it; whole words only,
  // so the locale "en" leaves "utm_content" whole.
  for (const value of [...data].sort((a, b) => b.length - a.length)) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    text = text.replace(new RegExp(`(?<![A-Za-z0-9_])${escaped}(?![A-Za-z0-9_])`, "g"), " ");
  }
  const words = text.match(/[A-Za-z][A-Za-z_]*/g) ?? [];
  return [...new Set(words.filter((word) => !brandWords.has(word)))];
}

/** The narrowest phone the inbox supports and a laptop. */
const widths = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

test("a user who chose Chinese sees the list, a lead and the dashboard in Chinese, and axe finds nothing", async ({
  page,
}) => {
  const email = addInboxUser("--language", "zh");
  const run = randomUUID().slice(0, 8);
  const name = `Farah ${run}`;
  await seedLeads(run, [name, `Omar ${run}`]);
  const data = watchApiData(page);
  data.add(email);

  // The browser asks for English: the sign-in page is English until the user is known.
  await page.goto("/inbox/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(inboxPassword);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "线索", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page).toHaveTitle("线索 · 线索收件箱");
  const table = page.getByRole("table", { name: "线索，按时间从新到旧" });
  await expect(table).toBeVisible();
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("新线索");
  await expect(row).toContainText("酒店餐饮设备及家具");
  await expect(row).toContainText("报价询盘");
  await expect(row).toContainText("沙特阿拉伯");
  // Dates in Chinese: "2026年11月27日 10:05".
  await expect(row.locator("time")).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
  expect(await untranslated(page, data), "list").toEqual([]);
  expect(await axeViolationsAt(page, widths), "list").toEqual([]);

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "来源归因" })).toContainText(`zh-${run}`);
  // The quote's target price and date as Chinese writes them (issue 30's fields).
  await expect(page.getByText("¥12,500.50", { exact: true })).toBeVisible();
  await expect(page.locator('time[datetime="2027-03-31"]')).toHaveText("2027年3月31日");
  await page.getByLabel("添加备注").fill("已电话联系，周五前报价。");
  await page.getByRole("button", { name: "添加备注" }).click();
  await expect(page.getByRole("region", { name: "备注" }).getByRole("listitem")).toContainText(
    "已电话联系",
  );
  await page.getByLabel("状态", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "保存状态" }).click();
  await expect(page.getByRole("status").filter({ hasText: "状态已改为“已联系”。" })).toBeVisible();
  expect(await untranslated(page, data), "lead").toEqual([]);
  expect(await axeViolationsAt(page, widths), "lead").toEqual([]);

  await page.getByRole("button", { name: "清除…" }).click();
  await expect(page.getByRole("dialog", { name: /清除 .* 的全部数据？/ })).toBeVisible();
  expect(await untranslated(page, data), "erase dialog").toEqual([]);
  expect(await axeViolationsAt(page, widths), "erase dialog").toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "数据看板" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "数据看板" })).toBeVisible();
  await expect(page.getByRole("img", { name: /每周线索数（按语言）/ })).toBeVisible();
  // The figures' table opened too, so its words are read.
  for (const summary of await page.locator("details summary").all()) await summary.click();
  expect(await untranslated(page, data), "dashboard").toEqual([]);
  expect(await axeViolationsAt(page, widths), "dashboard").toEqual([]);

  // A path with no page.
  await page.goto("/inbox/leads/no-such-lead");
  await expect(page.getByRole("heading", { level: 1, name: "找不到该线索" })).toBeVisible();
  expect(await untranslated(page, data), "missing lead").toEqual([]);
});

test("the header's switch changes the language at once and for the next visit", async ({
  page,
}) => {
  const email = addInboxUser();
  await page.goto("/inbox/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(inboxPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads", exact: true })).toBeVisible();

  const switcher = page.getByRole("group", { name: "Language" });
  await expect(switcher.getByRole("button", { name: "English" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await switcher.getByRole("button", { name: "简体中文" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "线索", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(
    page.getByRole("group", { name: "界面语言" }).getByRole("button", { name: "简体中文" }),
  ).toHaveAttribute("aria-pressed", "true");

  // Stored with the user: a new visit opens in Chinese, though the browser asks for English.
  await expect
    .poll(async () => (await page.request.get("/api/inbox/me")).json())
    .toMatchObject({ language: "zh-Hans" });
  await page.goto("/inbox/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "数据看板" })).toBeVisible();
  await page
    .getByRole("group", { name: "界面语言" })
    .getByRole("button", { name: "English" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a browser that asks for Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("gets the sign-in page and its refusal in Chinese, and axe finds nothing", async ({
    page,
  }) => {
    const email = addInboxUser();
    await page.goto("/inbox/sign-in");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("登录线索收件箱");
    expect(await untranslated(page, new Set()), "sign-in").toEqual([]);
    expect(await axeViolationsAt(page, widths), "sign-in").toEqual([]);

    await page.getByLabel("邮箱").fill(email);
    await page.getByLabel("密码").fill("wrong password here");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByRole("alert")).toHaveText(/邮箱或密码不正确/);
    expect(await untranslated(page, new Set([email])), "sign-in refused").toEqual([]);
    expect(await axeViolationsAt(page, widths), "sign-in refused").toEqual([]);

    // A user who has not chosen keeps the browser's language once signed in.
    await page.getByLabel("密码").fill(inboxPassword);
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "线索", exact: true })).toBeVisible();
  });
});
