import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { variant, variantSite } from "../support/variant-site";

/**
 * Issue 14: a fifth language is one registry entry and one content folder. The variant site
 * (tests/support/variant-site.ts) adds the fixture's entry to content/locales.json and its
 * few translated fields under content/, builds a preview (missing fields allowed); the test
 * reads the output.
 */
const code = variant.fifthLocale.code;
let project = "";
let buildLog = "";

beforeAll(async () => {
  ({ project, buildLog } = await variantSite());
}, 1_200_000);

const page = (path: string) =>
  readFileSync(join(project, "build", "client", path, "index.html"), "utf8");

describe(`a fifth locale from a fixture (${code})`, () => {
  it("gets every route, prerendered in its language", () => {
    for (const suffix of [
      "",
      "/business-missions",
      "/horeca",
      "/premium-cars",
      "/privacy",
      "/terms",
      "/404",
    ]) {
      expect(
        existsSync(join(project, "build", "client", `${code}${suffix}`, "index.html")),
        suffix,
      ).toBe(true);
    }
    expect(page(code)).toMatch(new RegExp(`<html lang="${code}" dir="ltr"`));
  });

  it("shows its own translations and English for the rest, marked lang=en", () => {
    const html = page(code);
    expect(html).toContain("Ihr Partner für die Beschaffung in China");
    expect(html).toContain(">Leistungen<");
    // The services heading is not translated: English, in an element that says so.
    expect(html).toMatch(/<span lang="en" dir="ltr">What we source for you<\/span>/);
    expect(html).not.toMatch(/[\uE000\uE001]/);
  });

  it("prints a warning per field that fell back", () => {
    expect(buildLog).toMatch(
      new RegExp(`content/home/${code}/page\\.yaml: services\\.heading: missing, shown in English`),
    );
    expect(buildLog).not.toMatch(
      new RegExp(`content/home/${code}/page\\.yaml: hero\\.title: missing`),
    );
  });

  it("has an entry in every page's language switcher", () => {
    for (const path of ["en", "ar/horeca", `${code}/terms`]) {
      expect(page(path)).toMatch(
        new RegExp(`<a href="/${code}[^"]*" hrefLang="${code}" lang="${code}"`),
      );
    }
  });

  it("appears in every page's hreflang alternates and in the sitemap", () => {
    expect(page("ru/medical")).toContain(
      `<link rel="alternate" hrefLang="${code}" href="https://www.pearlriversourcing.example/${code}/medical"/>`,
    );
    const sitemap = readFileSync(join(project, "build", "client", "sitemap.xml"), "utf8");
    expect(sitemap).toContain(`<loc>https://www.pearlriversourcing.example/${code}/villas</loc>`);
    expect(sitemap).toContain(`hreflang="${code}"`);
  });
});
