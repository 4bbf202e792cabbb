import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 AA as axe-core tags it (issue 8). */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Audits `page` as it now is against WCAG 2.2 AA with axe, within the `include` selectors
 * when given (else the whole page), and returns one line per failing node ("rule (impact):
 * target — what to fix"), so a failure reads as a to-do list; [] when axe finds nothing.
 * Used by every audit: e2e/a11y.spec.ts, e2e/inbox.spec.ts, tests/build/proof-sections.
 */
export async function axeViolations(page: Page, include?: readonly string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(wcagTags)
    // The site has no iframes; legacy mode skips the extra page axe opens to merge frames.
    .setLegacyMode(true);
  if (include) builder = builder.include([...include]);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ")}`,
    ),
  );
}

/**
 * `axeViolations` of the whole page at each viewport size in turn (a phone and a laptop),
 * each line prefixed with its width ("390 px: …"); the viewport stays at the last size.
 */
export async function axeViolationsAt(
  page: Page,
  sizes: readonly { width: number; height: number }[],
): Promise<string[]> {
  const found: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    found.push(...(await axeViolations(page)).map((line) => `${size.width} px: ${line}`));
  }
  return found;
}
