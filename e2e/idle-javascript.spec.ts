import { expect, test, type Browser } from "@playwright/test";
import { prerenderedPaths } from "../tests/build/site";

/** Issue 17: a page loaded and left alone for 10 s fetches at most this much compressed JavaScript. */
const idleJsLimit = 10_000;
const idleMs = 10_000;

/**
 * Opens `path` in a tab of its own and resolves once it has loaded, with the wait that
 * follows: the page left alone for 10 s (no pointer, no keys, no scrolling), then the
 * compressed bytes of the scripts it fetched, by file.
 */
async function openIdle(
  browser: Browser,
  path: string,
): Promise<{ idle: Promise<Map<string, number>> }> {
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
  const idle = (async () => {
    await page.waitForTimeout(idleMs);
    await Promise.all(sizes);
    await context.close();
    return scripts;
  })();
  return { idle };
}

// Pages are left alone side by side, 16 at a time: each mostly waits out its 10 s, so 93
// pages take six waits, not 93 (issue 33: CI time). They load `loadsAtOnce` at a time, not
// all sixteen together: that many pages loading at once on CI's two cores starved every
// other test running beside them (timeouts on a machine half as fast).
const batchSize = 16;
const loadsAtOnce = 2;
const pages = prerenderedPaths();
const batches = Array.from({ length: Math.ceil(pages.length / batchSize) }, (_, i) =>
  pages.slice(i * batchSize, i * batchSize + batchSize),
);

for (const batch of batches) {
  test(`left alone for 10 s, ${batch.join(" ")} fetch at most 10 KB of JavaScript`, async ({
    browser,
  }) => {
    // The loads, two at a time (up to 10 s each on a slow machine), then the last pages' 10 s.
    test.setTimeout(batch.length * 10_000 + idleMs + 30_000);
    const visits: Awaited<ReturnType<typeof openIdle>>[] = [];
    for (let at = 0; at < batch.length; at += loadsAtOnce) {
      const loads = batch.slice(at, at + loadsAtOnce).map((path) => openIdle(browser, path));
      visits.push(...(await Promise.all(loads)));
    }
    const results = await Promise.all(visits.map((visit) => visit.idle));
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
