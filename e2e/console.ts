import type { Page } from "@playwright/test";

/**
 * Collects console errors and warnings (hydration mismatches among them) and page
 * errors; call before navigating, read `messages` after.
 */
export function watchConsole(page: Page): { messages: string[] } {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
  });
  page.on("pageerror", (error) => messages.push(error.message));
  return { messages };
}

/**
 * Waits until the page has loaded and the network is quiet. No island loads by then
 * (issue 17): each hydrates when a test reaches into it, as a reader would.
 */
export async function waitForPageLoad(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
}
