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
 * Waits until the page's islands that load without the reader (the language switcher's
 * tooltips, the toast region) have hydrated and the network is quiet. Islands that load
 * near the viewport (forms, carousel) hydrate when a test reaches into them.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.islands === "idle-ready" &&
      document.readyState === "complete",
  );
  await page.waitForLoadState("networkidle");
}
