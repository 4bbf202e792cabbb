import { chromium, type Browser } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
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
