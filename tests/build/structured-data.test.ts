import { existsSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadFacts } from "@lib/content/facts.server";

const company = loadFacts();
import { locales } from "@lib/i18n/locales";
import { isSectorSlug, suffixFromPath } from "@lib/i18n/paths";
import { siteUrl } from "~/seo/site-url";
import { builtFile, isNotFoundPage, prerenderedPaths, readHead, sitePath } from "./built-site";

type Node = Record<string, unknown> & { "@type": string };

const routes = prerenderedPaths().filter((path) => !isNotFoundPage(path));

/** Every JSON-LD block of a page, parsed; fails the test when one is not valid JSON. */
function jsonLd(path: string): Record<string, unknown>[] {
  return readHead(path)
    .filter((el) => el.tag === "script" && el.attrs.type === "application/ld+json")
    .map((script) => JSON.parse(script.text) as Record<string, unknown>);
}

/** The schema.org nodes of a page (blocks hold a `@graph`). */
function nodes(path: string): Node[] {
  return jsonLd(path).flatMap((block) => {
    expect(block["@context"]).toBe("https://schema.org");
    return (block["@graph"] as Node[] | undefined) ?? [block as Node];
  });
}

function nodeOf(path: string, type: string): Node {
  const found = nodes(path).filter((node) => node["@type"] === type);
  expect(found, `${path}: one ${type}`).toHaveLength(1);
  return found[0]!;
}

/** Every string under a URL-valued key anywhere in `value`. */
function urlValues(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["url", "item", "@id", "logo"].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => urlValues(item, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) =>
      urlValues(v, k === "url" && key === "logo" ? "logo" : k),
    );
  }
  return [];
}

function expectBreadcrumb(path: string) {
  const crumbs = nodeOf(path, "BreadcrumbList").itemListElement as Node[];
  expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2]);
  expect(sitePath(crumbs[1]!.item as string)).toBe(path);
  for (const crumb of crumbs) expect(crumb.name).toEqual(expect.any(String));
}

describe.each(routes)("%s", (path) => {
  const suffix = suffixFromPath(path);

  it("has valid JSON-LD whose URLs are all absolute on the site", () => {
    expect(jsonLd(path)).toHaveLength(1);
    for (const url of urlValues(jsonLd(path))) {
      expect(url.startsWith(`${siteUrl}/`), url).toBe(true);
      const target = sitePath(url.split("#")[0]!);
      if (target !== "/") {
        expect(
          existsSync(builtFile(target)) || existsSync(builtFile(`${target}/index.html`)),
          url,
        ).toBe(true);
      }
    }
  });

  if (suffix === "") {
    it("describes the company (Organization) and the site (WebSite)", async () => {
      const organization = nodeOf(path, "Organization");
      expect(organization.name).toBe(company.name);
      const logo = organization.logo as { url: string; width: number; height: number };
      const { width, height } = await sharp(builtFile(sitePath(logo.url))).metadata();
      expect({ width, height }).toEqual({ width: logo.width, height: logo.height });
      expect(organization.address).toMatchObject({
        "@type": "PostalAddress",
        addressLocality: "Guangzhou",
        addressCountry: "CN",
      });
      const contactPoints = organization.contactPoint as Node[];
      expect(contactPoints.length).toBeGreaterThan(0);
      for (const point of contactPoints) {
        expect(point.availableLanguage).toEqual([...locales]);
        expect(point.hoursAvailable).toEqual([
          expect.objectContaining({ opens: "09:00:00+08:00", closes: "18:00:00+08:00" }),
          expect.objectContaining({
            dayOfWeek: ["https://schema.org/Saturday"],
            opens: "09:00:00+08:00",
            closes: "13:00:00+08:00",
          }),
        ]);
      }
      const webSite = nodeOf(path, "WebSite");
      expect(webSite).toMatchObject({
        name: company.name,
        publisher: { "@id": organization["@id"] },
      });
    });
  } else if (isSectorSlug(suffix)) {
    it("has a BreadcrumbList and the sector's Service", () => {
      expectBreadcrumb(path);
      const service = nodeOf(path, "Service");
      expect(sitePath(service.url as string)).toBe(path);
      expect(service.name).toEqual(expect.any(String));
      expect((service.description as string).length).toBeGreaterThan(0);
      expect(service.provider).toEqual({ "@id": `${siteUrl}/#organization` });
    });
  } else {
    it("has a BreadcrumbList", () => expectBreadcrumb(path));
  }
});
