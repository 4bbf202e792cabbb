import { chromium, type Browser } from "@playwright/test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sitemapEntries } from "../../scripts/seo/markup";
import { axeViolations } from "../support/axe";
import { variantSite } from "../support/variant-site";

/**
 * Issue 27: the pages the departures and case studies add, on the variant site, whose
 * content has the fixtures of `tests/fixtures/proof/content/` (two upcoming departures and
 * one past, one case study with a story); the shipped content has none.
 */
let client = "";
beforeAll(async () => {
  ({ client } = await variantSite());
}, 1_500_000);

const read = (path: string) => readFileSync(join(client, path), "utf8");
const page = (path: string) => read(join(path.slice(1), "index.html"));
const spring = "2099-04-canton-fair-spring";

/** The nodes of a page's JSON-LD graph. */
function graph(html: string): Record<string, unknown>[] {
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
  return (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"];
}

describe("dated departures", () => {
  it("the missions page lists the upcoming ones, not the past one", () => {
    const html = page("/es/business-missions");
    expect(html).toContain(`href="/es/business-missions/${spring}"`);
    expect(html).toContain('href="/es/business-missions/2099-09-yiwu-individual"');
    expect(html).not.toContain("2020-10-past-departure");
    expect(existsSync(join(client, "en/business-missions/2020-10-past-departure"))).toBe(false);
  });

  it("each has a page with its Event, a calendar file, and the form starting on it", () => {
    const html = page(`/ru/business-missions/${spring}`);
    expect(html).toMatch(/<html lang="ru" dir="ltr"/);
    const event = graph(html).find((node) => node["@type"] === "Event")!;
    expect(event).toMatchObject({
      startDate: "2099-04-15",
      endDate: "2099-04-21",
      offers: { price: 2400, priceCurrency: "USD" },
    });
    expect(html).toMatch(
      /name="program" value="Весенняя закупочная поездка на Кантонскую ярмарку \(15–21/,
    );
    expect(html).toContain(`href="/ru/business-missions/${spring}/calendar.ics"`);
    const ics = read(`ru/business-missions/${spring}/calendar.ics`);
    expect(ics).toContain("DTSTART;VALUE=DATE:20990415");
    expect(ics).toContain("SUMMARY:Весенняя закупочная поездка на Кантонскую ярмарку");
    const individual = graph(page("/en/business-missions/2099-09-yiwu-individual")).find(
      (node) => node["@type"] === "Event",
    )!;
    expect(individual).not.toHaveProperty("offers");
    expect(page(`/ar/business-missions/${spring}`)).toMatch(/<html lang="ar" dir="rtl"/);
  });
});

describe("case-study pages", () => {
  it("the list and the page exist in every language, the story rendered from Markdown", () => {
    expect(page("/en/case-studies")).toContain('href="/en/case-studies/2026-11-hotel-kitchen"');
    const html = page("/ar/case-studies/2026-11-hotel-kitchen");
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('<a href="/ar/horeca">صفحة الضيافة</a>');
    expect(html).toMatch(/<h3 id="[^"]+">الفحص<\/h3>/);
    expect(page("/en")).toContain('href="/en/case-studies"');
  });
});

describe("the sitemap", () => {
  /** Every departure page and case-study page (and list) the build made, in every language. */
  function builtPages(): string[] {
    return readdirSync(client).flatMap((locale) =>
      ["business-missions", "case-studies"].flatMap((section) => {
        const dir = join(client, locale, section);
        if (!existsSync(join(dir))) return [];
        const list = section === "case-studies" ? [`/${locale}/${section}`] : [];
        return [
          ...list,
          ...readdirSync(dir)
            .filter((slug) => existsSync(join(dir, slug, "index.html")))
            .map((slug) => `/${locale}/${section}/${slug}`),
        ];
      }),
    );
  }

  /** The `hreflang href` pairs of a built page's alternate links. */
  const alternatesOf = (path: string) =>
    [...page(path).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)]
      .map((m) => `${m[1]} ${m[2]}`)
      .sort();

  /**
   * The day a departure's page last changed in the variant's copy (no git history there):
   * the later modification day of its English file and its own language's, when it has one.
   */
  function changedDay(path: string): string {
    const [, locale, section, slug] = path.split("/");
    const folder = section === "business-missions" ? "departures" : section!;
    const content = join(dirname(dirname(client)), "content", folder);
    return [join(content, "en", `${slug}.yaml`), join(content, locale!, `${slug}.yaml`)]
      .filter((file) => existsSync(file))
      .map((file) => statSync(file).mtime.toISOString().slice(0, 10))
      .sort()
      .at(-1)!;
  }

  it("lists each departure and case-study page with its last change and its page's alternates", () => {
    const entries = new Map(
      sitemapEntries(read("sitemap.xml")).map((entry) => [new URL(entry.loc).pathname, entry]),
    );
    const pages = builtPages();
    // The two upcoming departures and the case study with its list, in each of five languages.
    expect(pages).toHaveLength(5 * 4);
    for (const path of pages) {
      const entry = entries.get(path);
      expect(entry, `${path} in the sitemap`).toBeDefined();
      expect(entry!.alternates.map(([lang, href]) => `${lang} ${href}`).sort(), path).toEqual(
        alternatesOf(path),
      );
      if (path.endsWith("/case-studies")) continue;
      expect(entry!.lastmod, `${path}: lastmod`).toBe(changedDay(path));
    }
    expect(entries.get("/en/case-studies")?.lastmod).toBe(
      changedDay("/en/case-studies/2026-11-hotel-kitchen"),
    );
    expect([...entries.keys()].filter((path) => path.includes("past-departure"))).toEqual([]);
  });
});

describe("the new pages in a browser", () => {
  it("pass axe (WCAG 2.2 AA) in English and Arabic, on a phone and a laptop", async () => {
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
      const tab = await browser.newPage();
      await tab.route("http://pages.test/**", async (route) => {
        const path = decodeURIComponent(new URL(route.request().url()).pathname);
        const file = existsSync(join(client, path, "index.html"))
          ? join(client, path, "index.html")
          : join(client, path);
        if (!existsSync(file)) return route.fulfill({ status: 404, body: "" });
        const types: Record<string, string> = {
          ".js": "text/javascript",
          ".svg": "image/svg+xml",
          ".woff2": "font/woff2",
          ".avif": "image/avif",
          ".webp": "image/webp",
        };
        return route.fulfill({
          body: readFileSync(file),
          contentType: file.endsWith("index.html") ? "text/html" : (types[extname(file)] ?? ""),
        });
      });
      const found: string[] = [];
      for (const locale of ["en", "ar"]) {
        for (const path of [
          `/${locale}/business-missions/${spring}`,
          `/${locale}/business-missions`,
          `/${locale}/case-studies`,
          `/${locale}/case-studies/2026-11-hotel-kitchen`,
        ]) {
          for (const viewport of [
            { width: 390, height: 844 },
            { width: 1366, height: 800 },
          ]) {
            await tab.setViewportSize(viewport);
            await tab.goto(`http://pages.test${path}`, { waitUntil: "load" });
            const overflow = await tab.evaluate(
              () => document.documentElement.scrollWidth > window.innerWidth,
            );
            if (overflow) found.push(`${path} ${viewport.width} px: horizontal overflow`);
            const audited = await axeViolations(tab);
            found.push(...audited.map((line) => `${path} ${viewport.width} px: ${line}`));
          }
        }
      }
      expect(found).toEqual([]);
    } finally {
      await browser?.close();
    }
  }, 300_000);
});
