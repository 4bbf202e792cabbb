import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyticsSourcesOf } from "@lib/analytics/providers";
import { analyticsSettings } from "@lib/analytics/settings";
import { loadEntry } from "@lib/content/load.server";
import { locales } from "@lib/i18n/locales";
import { prerenderedPaths, readPage, siteDir } from "./site";

/**
 * Issue 20, item 5: analytics is off unless ANALYTICS_* are set. A build without them
 * (the default, CI's) loads no tracker, admits no other host, and its privacy policy has no
 * analytics section. The build with them is e2e/analytics.spec.ts.
 */
describe.runIf(analyticsSettings === null)("a build without analytics", () => {
  it("has no tracker tag on any page", () => {
    for (const path of prerenderedPaths()) {
      const html = readPage(path);
      expect(analyticsSourcesOf(html), path).toEqual({ script: [], connect: [], img: [] });
      expect(html, path).not.toMatch(/<script\b[^>]*\bsrc="https?:/);
    }
  });

  it("gives no public page a CSP that names another host (the CMS has its own)", () => {
    const headers = readFileSync(join(siteDir, "_headers"), "utf8");
    let pattern = "";
    for (const line of headers.split("\n")) {
      if (!line.startsWith(" ")) pattern = line;
      if (!line.includes("script-src") || pattern.startsWith("/admin")) continue;
      expect(line, pattern).not.toMatch(/(script|connect|img)-src[^;]*https?:/);
    }
  });

  it("has no analytics section in the privacy policy, in any language", () => {
    for (const locale of locales) {
      const { heading } = loadEntry("legal", locale, "privacy").data.analytics!;
      const html = readPage(`/${locale}/privacy`);
      expect(html, locale).toContain("<h2");
      expect(html, locale).not.toContain(heading);
    }
  });
});
