import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { firstScreenEnd, firstWindowBytes } from "../../scripts/perf/first-screen";
import { prerenderedPaths, readPage } from "./site";

/**
 * Issue 33: a page's first paint arrives in one round trip. Everything the first screen
 * needs, the head with its inline CSS, the site header and the hero with the page's
 * largest element (`firstScreenEnd`), lies within the first 14,600 bytes of the compressed
 * HTML; what follows may take further round trips. Counted as gzip, what a client without
 * Brotli gets and the larger of the two (browsers get Brotli, some 15 % smaller on these
 * pages: `npm run bench:first-window` prints both), so Brotli's quality-11 time stays out
 * of the test run.
 */
describe.each(prerenderedPaths())("%s", (path) => {
  test("the first screen's markup arrives within the first congestion window", () => {
    const html = Buffer.from(readPage(path));
    const firstScreen = html.subarray(0, firstScreenEnd(html.toString("utf8")));
    expect(
      gzipSync(firstScreen, { level: 9 }).length,
      "gzip bytes up to the hero's end",
    ).toBeLessThanOrEqual(firstWindowBytes);
  });
});
