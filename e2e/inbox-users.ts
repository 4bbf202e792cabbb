import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** The password of every inbox user the browser tests make. */
export const inboxPassword = "correct horse battery staple";

/**
 * Creates an inbox user in the run's store (`E2E_LEADS_DB`) with the CLI, as an owner does,
 * the password on standard input; `extra` arguments follow the e-mail (e.g. `--language zh`).
 * Returns the new user's e-mail.
 */
export function addInboxUser(...extra: string[]): string {
  const email = `sales-${randomUUID().slice(0, 8)}@pearlriver.example`;
  execFileSync("npm", ["run", "-s", "leads", "--", "user", "add", email, ...extra], {
    env: { ...process.env, LEADS_DB: process.env.E2E_LEADS_DB },
    input: `${inboxPassword}\n`,
    encoding: "utf8",
  });
  return email;
}

/**
 * Signs `email` in on `page` from the inbox's front door: without a session the server
 * sends the reader to the sign-in page; once in, the leads list shows.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto("/inbox/");
  await expect(page).toHaveURL(/\/inbox\/sign-in$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(inboxPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads", exact: true })).toBeVisible();
}
