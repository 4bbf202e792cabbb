import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { testConfig } from "../support/leads-env";
import { variantSite } from "../support/variant-site";

/**
 * Issue 27's "Done when" for articles, on the variant site (tests/support/variant-site.ts),
 * which adds tests/fixtures/insights/ to the shipped guides: an article in English and
 * Arabic, and an older one in English only.
 */
const slug = "fixture-inspection-checklist";
const origin = "https://www.pearlriversourcing.example";
let client = "";
let app: FastifyInstance;
let workspace = "";

beforeAll(async () => {
  ({ client } = await variantSite());
  workspace = mkdtempSync(join(tmpdir(), "insights-build-"));
  app = await buildApp(testConfig({ siteDir: client, dbPath: join(workspace, "leads.db") }));
}, 1_200_000);

afterAll(async () => {
  await app?.close();
  rmSync(workspace, { recursive: true, force: true });
});

const page = (path: string) => readFileSync(join(client, path.slice(1), "index.html"), "utf8");
const file = (path: string) => readFileSync(join(client, path.slice(1)), "utf8");

/** The `hreflang` → `href` pairs of a page's alternate links. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
}

/** The nodes of a page's JSON-LD `@graph`. */
function jsonLd(html: string): Record<string, unknown>[] {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return script ? (JSON.parse(script[1]!)["@graph"] as Record<string, unknown>[]) : [];
}

describe("an article in English and Arabic (issue 27)", () => {
  it.each([
    ["en", "ltr", "Fixture: a pre-shipment inspection checklist"],
    ["ar", "rtl", "مقال اختباري: قائمة فحص ما قبل الشحن"],
  ])("is built at /%s/insights/<slug> with its lang and dir", (locale, dir, title) => {
    const html = page(`/${locale}/insights/${slug}`);
    expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
    expect(html).toContain(`>${title}</h1>`);
    // Heading ids, the table and the external link's rel, from the Markdown.
    if (locale === "en") {
      expect(html).toContain('<h2 id="what-the-inspector-checks">');
      expect(html).toContain("<table>");
      expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    }
  });

  it.each(["en", "ar"])("is listed on the /%s/insights page and in its feed", (locale) => {
    expect(page(`/${locale}/insights`)).toContain(`href="/${locale}/insights/${slug}"`);
    const feed = file(`/${locale}/insights/feed.xml`);
    expect(feed).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
    expect(feed).toContain(`<id>${origin}/${locale}/insights/${slug}</id>`);
  });

  it("pairs only its two translations in hreflang, x-default on the English one", () => {
    for (const locale of ["en", "ar"]) {
      expect(alternates(page(`/${locale}/insights/${slug}`))).toEqual({
        en: `${origin}/en/insights/${slug}`,
        ar: `${origin}/ar/insights/${slug}`,
        "x-default": `${origin}/en/insights/${slug}`,
      });
    }
    expect(page(`/ar/insights/${slug}`)).toContain(
      `<link rel="canonical" href="${origin}/ar/insights/${slug}"/>`,
    );
  });

  it("is in the sitemap with its lastmod and only the en/ar alternates", () => {
    const sitemap = file("/sitemap.xml");
    const entry = sitemap
      .split("<url>")
      .find((url) => url.includes(`<loc>${origin}/en/insights/${slug}</loc>`));
    expect(entry).toContain("<lastmod>2026-11-02</lastmod>");
    const hreflangs = [...entry!.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
    expect(hreflangs).toEqual(["en", "ar", "x-default"]);
    expect(sitemap).toContain(`<loc>${origin}/ar/insights/${slug}</loc>`);
    expect(sitemap).not.toContain(`${origin}/ru/insights/${slug}`);
  });

  it("carries BlogPosting JSON-LD with dates, language, image, author and publisher", () => {
    const posting = jsonLd(page(`/en/insights/${slug}`)).find((n) => n["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: "Fixture: a pre-shipment inspection checklist",
      datePublished: "2026-10-05",
      dateModified: "2026-11-02",
      inLanguage: "en",
      image: `${origin}/og/en/insights/${slug}.png`,
      author: { "@type": "Person", name: "Li Wei" },
      publisher: { "@type": "Organization" },
    });
    expect(existsSync(join(client, "og/en/insights", `${slug}.png`))).toBe(true);
    const arabic = jsonLd(page(`/ar/insights/${slug}`));
    expect(arabic.find((n) => n["@type"] === "BlogPosting")).toMatchObject({ inLanguage: "ar" });
    expect(arabic.some((n) => n["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("is the 404 page in Russian, which has no translation of it", async () => {
    expect(existsSync(join(client, "ru/insights", slug))).toBe(false);
    const response = await app.inject({ method: "GET", url: `/ru/insights/${slug}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(page("/ru/404"));
  });

  it("links every page of a locale with articles to that locale's feed", () => {
    for (const path of ["/en", "/en/horeca", `/ar/insights/${slug}`, "/ar/privacy"]) {
      const locale = path.split("/")[1];
      expect(page(path), path).toContain(
        `<link rel="alternate" type="application/atom+xml" href="/${locale}/insights/feed.xml"`,
      );
    }
  });

  it("shows the three newest articles on the home page and a sector's newest on its page", () => {
    /** The article links of a page, in order (each card links its title once). */
    const articles = (html: string) => [
      ...new Set(
        [...html.matchAll(/href="(\/en\/insights\/(?!sector\/|page\/|feed\.xml)[^"#]+)"/g)].map(
          (m) => m[1],
        ),
      ),
    ];
    const newest = articles(page("/en/insights"));
    expect(newest).toContain(`/en/insights/${slug}`);
    expect(articles(page("/en"))).toEqual(newest.slice(0, 3));
    // The older note is the only manufacturing article of the fixture: on that sector's list.
    expect(articles(page("/en/insights/sector/manufacturing"))).toContain(
      "/en/insights/fixture-older-note",
    );
    const related = articles(page(`/en/insights/${slug}`)).filter(
      (href) => href !== `/en/insights/${slug}`,
    );
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
  });
});
