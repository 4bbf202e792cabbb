import { chromium, type Browser } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { localeInfo, locales } from "@lib/i18n/locales";
import { axeViolations } from "../support/axe";
import { variantSite } from "../support/variant-site";

/**
 * Issue 21: the proof sections with entries. The shipped content has none; the variant site
 * (tests/support/variant-site.ts) has the example entries of `tests/fixtures/proof/` (one
 * of each collection, in four languages, a case study with a photo). The test reads the
 * home page of every locale; then axe audits the sections in a browser, in English and
 * Arabic.
 */
const fixture = join(process.cwd(), "tests", "fixtures", "proof", "content");
const sections = ["case-studies", "testimonials", "team", "certificates"] as const;
let project = "";

beforeAll(async () => {
  ({ project } = await variantSite());
}, 1_200_000);

const client = () => join(project, "build", "client");
const home = (locale: string) => readFileSync(join(client(), locale, "index.html"), "utf8");
const entry = (folder: string, locale: string, slug: string) =>
  parse(readFileSync(join(fixture, folder, locale, `${slug}.yaml`), "utf8")) as Record<
    string,
    string
  >;

/** The HTML of the section `id` of a page (up to the next section's start). */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  if (start < 0) return "";
  const end = html.indexOf("<section", start + 1);
  return html.slice(start, end < 0 ? undefined : end);
}

describe("the proof sections with the fixture's entries", () => {
  it.each(locales)("render on the %s home page, in its language", (locale) => {
    const html = home(locale);
    for (const id of sections) expect(section(html, id), id).not.toBe("");
    const study = entry("case-studies", locale, "2026-11-hotel-kitchen");
    const quote = entry("testimonials", locale, "2026-11-hotel-owner");
    const certificate = entry("certificates", locale, "2026-11-business-licence");
    const member = entry("team", locale, "2026-11-li-wei");
    const country = new Intl.DisplayNames([localeInfo(locale).formatTag], { type: "region" }).of(
      "AE",
    )!;
    const cases = section(html, "case-studies");
    expect(cases).toContain(study.title);
    expect(cases).toContain(country);
    expect(cases).toContain(`alt="${study.photoAlt}"`);
    expect(cases).toMatch(/<source type="image\/avif" srcSet="[^"]+480w/);
    const testimonials = section(html, "testimonials");
    expect(testimonials).toContain(quote.quote);
    expect(testimonials).toContain(`${quote.role} · ${quote.company} · ${country}`);
    const certificates = section(html, "certificates");
    expect(certificates).toContain(certificate.name);
    expect(certificates).toContain(certificate.number);
    expect(certificates).toContain(certificate.issuer);
    const team = section(html, "team");
    expect(team).toContain(member.role);
    expect(team).toMatch(
      /<a href="https:\/\/wa\.me\/8613800000001" target="_blank" rel="noopener noreferrer"[^>]*>WhatsApp/,
    );
    // Shared fields (names, numbers, codes) are the same in every language, never a fallback.
    for (const id of sections) expect(section(html, id), id).not.toContain('lang="en"');
  });

  it("pass axe (WCAG 2.2 AA) in English and Arabic, on a phone and a laptop", async () => {
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
      const page = await browser.newPage();
      // The build's files straight from disk: no server needed for a static page.
      await page.route("http://proof.test/**", async (route) => {
        const path = decodeURIComponent(new URL(route.request().url()).pathname);
        const file = existsSync(join(client(), path, "index.html"))
          ? join(client(), path, "index.html")
          : join(client(), path);
        if (!existsSync(file)) return route.fulfill({ status: 404, body: "" });
        const types: Record<string, string> = {
          ".html": "text/html",
          ".js": "text/javascript",
          ".svg": "image/svg+xml",
          ".woff2": "font/woff2",
          ".avif": "image/avif",
          ".webp": "image/webp",
        };
        return route.fulfill({
          body: readFileSync(file),
          contentType: types[extname(file)] ?? (file.endsWith("index.html") ? "text/html" : ""),
        });
      });
      const found: string[] = [];
      for (const locale of ["en", "ar"]) {
        for (const viewport of [
          { width: 390, height: 844 },
          { width: 1280, height: 800 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto(`http://proof.test/${locale}`, { waitUntil: "load" });
          const audited = await axeViolations(
            page,
            sections.map((id) => `#${id}`),
          );
          found.push(...audited.map((line) => `${locale} ${viewport.width} px: ${line}`));
        }
      }
      expect(found).toEqual([]);
    } finally {
      await browser?.close();
    }
  }, 120_000);
});
