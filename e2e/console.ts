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

/** Waits until React has hydrated the page (the entry module sets up the router). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => "__reactRouterRouteModules" in window && document.readyState === "complete",
  );
  await page.waitForLoadState("networkidle");
}
