import { expect, test, type Browser } from "@playwright/test";
import { prerenderedPaths } from "../tests/build/site";

/** Issue 17: a page loaded and left alone for 10 s fetches at most this much compressed JavaScript. */
const idleJsLimit = 10_000;
const idleMs = 10_000;

/**
 * Opens `path` in a tab of its own, leaves it alone for 10 s (no pointer, no keys, no
 * scrolling) and returns the compressed bytes of the scripts it fetched, by file.
 */
async function idleScripts(browser: Browser, path: string): Promise<Map<string, number>> {
  // A context of its own: an empty cache, as on a first visit.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const sizes: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    // By file, not by resource type: a `modulepreload` fetch is typed "other" in Chromium,
    // and the module script that follows is then served from it without a request of its own.
    const isScript =
      request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js");
    if (!isScript) return;
    sizes.push(
      request.sizes().then(({ responseBodySize }) => {
        scripts.set(new URL(request.url()).pathname, responseBodySize);
      }),
    );
  });
  await page.goto(path);
  await page.waitForTimeout(idleMs);
  await Promise.all(sizes);
  await context.close();
  return scripts;
}

// Pages are left alone side by side, 16 at a time: each mostly waits out its 10 s, so 45
// pages take three waits, not 45 (issue 33: CI time).
const batchSize = 16;
const pages = prerenderedPaths();
const batches = Array.from({ length: Math.ceil(pages.length / batchSize) }, (_, i) =>
  pages.slice(i * batchSize, i * batchSize + batchSize),
);

for (const batch of batches) {
  test(`left alone for 10 s, ${batch.join(" ")} fetch at most 10 KB of JavaScript`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const results = await Promise.all(batch.map((path) => idleScripts(browser, path)));
    batch.forEach((path, i) => {
      const scripts = results[i]!;
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      console.log(`idle JavaScript ${path}: ${total} B compressed in ${scripts.size} files`);
      expect(scripts.size, `${path} loads its islands runtime`).toBeGreaterThan(0);
      expect(
        [...scripts.values()].every((size) => size > 0),
        "sizes from the network",
      ).toBe(true);
      expect(
        total,
        `${path}: ${[...scripts].map(([f, s]) => `${f} ${s}`).join(", ")}`,
      ).toBeLessThanOrEqual(idleJsLimit);
    });
  });
}
