import { existsSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { localeInfo, locales } from "@lib/i18n/locales";
import { allRoutePaths, isSearchPath, isThankYouPath, localeFromPath } from "@lib/i18n/paths";
import { insightSitePaths } from "@lib/content/insight-files.server";
import { isInsightPath, isInsightsPath } from "@lib/content/insight-paths";
import { siteUrl } from "~/seo/site-url";
import { sitemapEntries } from "../../scripts/seo/markup";
import {
  builtFile,
  isNotFoundPage,
  isUnindexedPage,
  linksOf,
  metaContents,
  prerenderedPaths,
  readHead,
  sitePath,
} from "./built-site";

const allPages = prerenderedPaths();
const notFoundPages = allPages.filter(isNotFoundPage);
const thankYouPages = allPages.filter(isThankYouPath);
const searchPages = allPages.filter(isSearchPath);
/** Pages search engines should index; `/` renders the same English home as `/en`. */
const indexed = allPages.filter((path) => !isUnindexedPage(path));
/** The pages of SPEC §2, in every locale; the insights (issue 27) exist only where written. */
const routes = indexed.filter((path) => !isInsightsPath(path));
const insightPages = indexed.filter(isInsightsPath);
const canonicalRoutes = indexed.filter((path) => path !== "/");
const hreflangs = [...locales, "x-default"];

/** The one value of `values`; fails the test (naming `what`) when there are none or several. */
function one(values: string[], what: string): string {
  expect(values, what).toHaveLength(1);
  return values[0]!;
}

const titleOf = (path: string) =>
  one(
    readHead(path)
      .filter((el) => el.tag === "title")
      .map((el) => el.text),
    `${path}: <title>`,
  );
const descriptionOf = (path: string) =>
  one(metaContents(path, "description"), `${path}: description`);
const canonicalOf = (path: string) =>
  one(
    linksOf(path, "canonical").map((link) => link.href ?? ""),
    `${path}: canonical`,
  );
const alternatesOf = (path: string) =>
  linksOf(path, "alternate").filter((link) => link.hreflang !== undefined);

it("prerenders every route, the four 404 pages, the four thank-you pages and the four search pages", () => {
  expect(routes.filter((path) => path !== "/").sort()).toEqual(allRoutePaths().sort());
  expect([...insightPages].sort()).toEqual(
    insightSitePaths()
      .filter((path) => !path.endsWith(".xml"))
      .sort(),
  );
  expect(notFoundPages.sort()).toEqual(["/404", "/ar/404", "/es/404", "/ru/404"]);
  expect(thankYouPages.sort()).toEqual(
    ["/ar/thank-you", "/en/thank-you", "/es/thank-you", "/ru/thank-you"].sort(),
  );
  expect(searchPages.sort()).toEqual(["/ar/search", "/en/search", "/es/search", "/ru/search"]);
});

describe.each(routes)("%s", (path) => {
  const locale = localeFromPath(path);

  it("has one title, description and canonical, and the five alternates on existing routes", () => {
    titleOf(path);
    descriptionOf(path);
    const canonical = sitePath(canonicalOf(path));
    expect(canonical).toBe(path === "/" ? "/en" : path);

    const alternates = alternatesOf(path);
    expect(alternates.map((link) => link.hreflang).sort()).toEqual([...hreflangs].sort());
    for (const { hreflang, href } of alternates) {
      const target = sitePath(href ?? "");
      expect(canonicalRoutes, `${path}: hreflang ${hreflang}`).toContain(target);
      expect(localeFromPath(target)).toBe(hreflang === "x-default" ? "en" : hreflang);
    }
    // The page's own language points back at itself, as hreflang requires.
    const self = alternates.find((link) => link.hreflang === locale);
    expect(sitePath(self?.href ?? "")).toBe(canonical);
  });

  it("has Open Graph and Twitter card tags in its language, with a 1200×630 image", async () => {
    const og = (key: string) => one(metaContents(path, key), `${path}: ${key}`);
    expect(og("og:url")).toBe(canonicalOf(path));
    expect(og("og:title")).toBe(titleOf(path));
    expect(og("og:description")).toBe(descriptionOf(path));
    expect(og("og:locale")).toBe(localeInfo(locale).ogLocale);
    expect(metaContents(path, "og:locale:alternate").sort()).toEqual(
      locales
        .filter((other) => other !== locale)
        .map((other) => localeInfo(other).ogLocale)
        .sort(),
    );
    expect(og("twitter:card")).toBe("summary_large_image");
    const image = og("og:image");
    expect(og("twitter:image")).toBe(image);
    const file = builtFile(sitePath(image));
    expect(existsSync(file), `${path}: ${image}`).toBe(true);
    const { width, height, format } = await sharp(file).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  });

  it("has a search title of 30–65 and a description of 70–160 characters", () => {
    expect(titleOf(path).length).toBeGreaterThanOrEqual(30);
    expect(titleOf(path).length).toBeLessThanOrEqual(65);
    expect(descriptionOf(path).length).toBeGreaterThanOrEqual(70);
    expect(descriptionOf(path).length).toBeLessThanOrEqual(160);
  });

  it("is indexable", () => {
    expect(metaContents(path, "robots").join()).not.toMatch(/noindex/);
  });
});

describe.each(insightPages)("%s (issue 27: in the locales that have it)", (path) => {
  const locale = localeFromPath(path);

  it("is canonical to itself, with hreflang among its translations and x-default on English", () => {
    expect(sitePath(canonicalOf(path))).toBe(path);
    const alternates = alternatesOf(path);
    const byLang = new Map(alternates.map((link) => [link.hreflang, sitePath(link.href ?? "")]));
    expect(byLang.get(locale)).toBe(path);
    for (const [hreflang, target] of byLang) {
      expect(canonicalRoutes, `${path}: hreflang ${hreflang}`).toContain(target);
      expect(localeFromPath(target)).toBe(hreflang === "x-default" ? "en" : hreflang);
    }
    expect(byLang.get("x-default")).toBe(byLang.get("en"));
    expect(metaContents(path, "og:image")).toHaveLength(1);
    expect(existsSync(builtFile(sitePath(metaContents(path, "og:image")[0]!)))).toBe(true);
  });

  it("has a description of 70–160 characters and a title within its bounds", () => {
    // An article's title is its heading, up to 90 characters (issue 27); lists as every page.
    const [min, max] = isInsightPath(path) ? [1, 90] : [30, 65];
    expect(titleOf(path).length).toBeGreaterThanOrEqual(min);
    expect(titleOf(path).length).toBeLessThanOrEqual(max);
    expect(descriptionOf(path).length).toBeGreaterThanOrEqual(70);
    expect(descriptionOf(path).length).toBeLessThanOrEqual(160);
  });
});

describe("across routes", () => {
  it("no two pages share a title or a description (/ is the /en page)", () => {
    const repeated = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);
    expect(repeated(canonicalRoutes.map(titleOf))).toEqual([]);
    expect(repeated(canonicalRoutes.map(descriptionOf))).toEqual([]);
  });
});

describe.each([...notFoundPages, ...thankYouPages, ...searchPages])("unindexed page %s", (path) => {
  it("is noindex and declares no canonical", () => {
    expect(one(metaContents(path, "robots"), `${path}: robots`)).toMatch(/noindex/);
    expect(linksOf(path, "canonical")).toEqual([]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  const entries = sitemapEntries(readFileSync(builtFile("/sitemap.xml"), "utf8"));

  it("lists exactly the prerendered routes, by canonical URL", () => {
    const listed = entries.map((entry) => sitePath(entry.loc));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...canonicalRoutes].sort());
  });

  it("gives every URL the same alternates as its page", () => {
    for (const entry of entries) {
      const onPage = alternatesOf(sitePath(entry.loc)).map(
        (link) => `${link.hreflang} ${link.href}`,
      );
      const listed = entry.alternates.map(([hreflang, href]) => `${hreflang} ${href}`);
      expect(listed.sort(), entry.loc).toEqual(onPage.sort());
    }
  });

  it("robots.txt allows crawling and points to the sitemap", () => {
    const robots = readFileSync(builtFile("/robots.txt"), "utf8");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
