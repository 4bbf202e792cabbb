import type { Page } from "@playwright/test";

/**
 * Records every layout shift of the pages `page` loads from now on (the Layout Instability
 * API, the source of CLS), read back with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts of the page `page` shows, as recorded since it began loading: scores, not pixels. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}
