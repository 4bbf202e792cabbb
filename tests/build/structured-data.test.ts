import { existsSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadFacts } from "@lib/content/facts.server";
import { defaultLocale, locales } from "@lib/i18n/locales";
import { isSectorSlug, localizedPath, suffixFromPath } from "@lib/i18n/paths";
import { isInsightPath } from "@lib/content/insight-paths";
import { siteUrl } from "~/seo/site-url";
import { builtFile, isUnindexedPage, linksOf, prerenderedPaths, sitePath } from "./built-site";
import { documentElements } from "../../scripts/seo/markup";
import { readPage } from "./site";

/**
 * Every JSON-LD block of every page, checked against the requirements of Google's
 * structured-data documentation (issue 18). Sources, as of 2026-11:
 * - General guidelines: https://developers.google.com/search/docs/appearance/structured-data/sd-policies
 *   (markup describes what the page shows; nothing misleading; every reference resolvable).
 * - Local business: https://developers.google.com/search/docs/appearance/structured-data/local-business
 *   (required name and address; recommended telephone, url, openingHoursSpecification with
 *   dayOfWeek and hh:mm:ss opens/closes; use the most specific LocalBusiness type).
 * - Organization: https://developers.google.com/search/docs/appearance/structured-data/organization
 *   (logo at least 112×112 px, crawlable; sameAs; email; telephone with country code).
 * - Site names: https://developers.google.com/search/docs/appearance/site-names
 *   (WebSite with name and url on the home page, url the canonical home).
 * - Breadcrumb: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 *   (at least two ListItems, each with position, name and item URL; the last may omit item).
 * - Product snippets and merchant listings (where Offer is read):
 *   https://developers.google.com/search/docs/appearance/structured-data/product-snippet
 *   (an Offer needs price and priceCurrency).
 */

type Node = Record<string, unknown>;

const company = loadFacts();
const routes = prerenderedPaths().filter((path) => !isUnindexedPage(path));
const localBusinessTypes = ["LocalBusiness", "ProfessionalService"];
const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * Every JSON-LD block of a page, wherever it stands (crawlers read it anywhere; the build
 * puts it after the first screen, issue 33), parsed; fails the test when one is not valid JSON.
 */
function jsonLd(path: string): Node[] {
  return documentElements(readPage(path))
    .filter((el) => el.tag === "script" && el.attrs.type === "application/ld+json")
    .map((script) => JSON.parse(script.text) as Node);
}

/** The top-level schema.org nodes of a page (blocks hold a `@graph`). */
function nodes(path: string): Node[] {
  return jsonLd(path).flatMap((block) => {
    expect(block["@context"]).toBe("https://schema.org");
    return (block["@graph"] as Node[] | undefined) ?? [block];
  });
}

/** Every object anywhere in `value`, nested ones included. */
function allObjects(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(allObjects);
  if (value && typeof value === "object") {
    return [value as Node, ...Object.values(value).flatMap(allObjects)];
  }
  return [];
}

const typesOf = (node: Node) => [node["@type"]].flat().filter(Boolean) as string[];
const isType = (node: Node, types: string[]) => typesOf(node).some((t) => types.includes(t));

function nodesOfType(path: string, types: string[]): Node[] {
  return nodes(path).filter((node) => isType(node, types));
}

/** Every string under a URL-valued key anywhere in `value`. */
function urlValues(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return ["url", "item", "@id", "logo", "image", "sameAs"].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => urlValues(item, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) =>
      urlValues(v, k === "url" && key === "logo" ? "logo" : k),
    );
  }
  return [];
}

/** The problems Google's documentation would find in one page's structured data. */
function googleProblems(path: string): string[] {
  const problems: string[] = [];
  const page = nodes(path);
  const ids = new Set(page.map((node) => node["@id"]).filter(Boolean));
  for (const object of allObjects(page)) {
    const where = `${path} ${typesOf(object).join("/") || "reference"}`;
    // A bare reference must name a node of the same page (sd-policies).
    if (Object.keys(object).length === 1 && "@id" in object && !ids.has(object["@id"])) {
      problems.push(`${where}: @id ${String(object["@id"])} is not on the page`);
    }
    if (isType(object, ["Offer"]) && !(object.price !== undefined && object.priceCurrency)) {
      problems.push(`${where}: Offer without price and priceCurrency`);
    }
    if (isType(object, ["Trip", "TouristTrip"]) && "eligibleQuantity" in object) {
      problems.push(`${where}: a trip's length is not an order quantity`);
    }
    if (isType(object, localBusinessTypes)) {
      const address = (object.address ?? {}) as Node;
      if (!object.name) problems.push(`${where}: no name`);
      for (const field of ["streetAddress", "addressLocality", "postalCode", "addressCountry"]) {
        if (!address[field]) problems.push(`${where}: address without ${field}`);
      }
      if (!/^[A-Z]{2}$/.test(String(address.addressCountry)))
        problems.push(`${where}: addressCountry is not an ISO 3166 code`);
      if (!/^\+\d{6,}$/.test(String(object.telephone)))
        problems.push(`${where}: telephone without country code`);
      for (const hours of [object.openingHoursSpecification ?? []].flat() as Node[]) {
        for (const day of [hours.dayOfWeek].flat()) {
          if (!days.includes(String(day))) problems.push(`${where}: dayOfWeek ${String(day)}`);
        }
        for (const time of [hours.opens, hours.closes]) {
          if (!/^\d\d:\d\d:\d\d$/.test(String(time)))
            problems.push(`${where}: time ${String(time)}`);
        }
      }
    }
    if (isType(object, ["WebSite"]) && !(object.name && object.url)) {
      problems.push(`${where}: WebSite needs name and url`);
    }
    if (isType(object, ["BreadcrumbList"])) {
      const items = (object.itemListElement ?? []) as Node[];
      if (items.length < 2) problems.push(`${where}: fewer than two items`);
      items.forEach((item, index) => {
        if (item.position !== index + 1)
          problems.push(`${where}: position ${String(item.position)}`);
        if (!item.name) problems.push(`${where}: item ${index + 1} has no name`);
        if (!item.item && index < items.length - 1)
          problems.push(`${where}: item ${index + 1} has no URL`);
      });
    }
  }
  return problems;
}

describe.each(routes)("%s", (path) => {
  const suffix = suffixFromPath(path);

  it("has one JSON-LD block whose URLs are all absolute on the site and exist", () => {
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

  it("meets Google's requirements for every block and node", () => {
    expect(googleProblems(path)).toEqual([]);
  });

  if (suffix === "") {
    it("declares the business with the facts file's address, phone, e-mail, hours and logo", async () => {
      const [business, ...others] = nodesOfType(path, localBusinessTypes);
      expect(others).toEqual([]);
      const { contact } = company;
      expect(business).toMatchObject({
        "@type": "ProfessionalService",
        name: company.name,
        telephone: contact.phones[0],
        email: contact.emails.general,
        address: {
          "@type": "PostalAddress",
          streetAddress: contact.address.street,
          addressLocality: contact.address.city,
          addressRegion: contact.address.region,
          postalCode: contact.address.postalCode,
          addressCountry: contact.address.country,
        },
        openingHoursSpecification: [
          {
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            opens: `${company.hours.weekdays.opens}:00`,
            closes: `${company.hours.weekdays.closes}:00`,
          },
          {
            dayOfWeek: ["Saturday"],
            opens: `${company.hours.saturday.opens}:00`,
            closes: `${company.hours.saturday.closes}:00`,
          },
        ],
      });
      // sameAs lists the profiles of the facts file, and is absent while there are none.
      if (contact.profiles.length > 0) expect(business!.sameAs).toEqual(contact.profiles);
      else expect(business).not.toHaveProperty("sameAs");
      // Google: a logo of at least 112 × 112 px, at a URL it can crawl.
      const logo = (business!.logo as Node).url as string;
      const { width = 0, height = 0 } = await sharp(builtFile(sitePath(logo))).metadata();
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
      for (const point of business!.contactPoint as Node[]) {
        expect(point.availableLanguage).toEqual([...locales]);
      }
    });

    const canonicalHome = path === localizedPath(defaultLocale);
    it(
      canonicalHome
        ? "carries the WebSite, whose url is this page's canonical URL"
        : "carries no WebSite (it belongs on the canonical home only)",
      () => {
        const webSites = nodesOfType(path, ["WebSite"]);
        if (!canonicalHome) {
          expect(webSites).toEqual([]);
          return;
        }
        expect(webSites).toHaveLength(1);
        const [canonical] = linksOf(path, "canonical");
        expect(webSites[0]).toMatchObject({ name: company.name, url: canonical!.href });
        expect(canonical!.href).toBe(`${siteUrl}${path}`);
      },
    );
  } else if (isSectorSlug(suffix)) {
    it("has a BreadcrumbList and the sector's Service, provided by the named company, with no offers", () => {
      expect(nodesOfType(path, ["BreadcrumbList"])).toHaveLength(1);
      const [service] = nodesOfType(path, ["Service"]);
      expect(sitePath(service!.url as string)).toBe(path);
      expect((service!.description as string).length).toBeGreaterThan(0);
      expect(service!.provider).toMatchObject({
        "@id": `${siteUrl}/#organization`,
        name: company.name,
      });
      expect(allObjects(service).filter((node) => isType(node, ["Offer", "Product"]))).toEqual([]);
    });
  } else if (isInsightPath(path)) {
    it("has a BreadcrumbList and the article's BlogPosting, published by the company (issue 27)", () => {
      expect(nodesOfType(path, ["BreadcrumbList"])).toHaveLength(1);
      const [posting] = nodesOfType(path, ["BlogPosting"]);
      expect(nodes(path)).toHaveLength(2);
      expect(sitePath(posting!.url as string)).toBe(path);
      for (const key of ["headline", "datePublished", "dateModified", "inLanguage", "image"]) {
        expect(posting![key], key).toEqual(expect.any(String));
      }
      expect(posting!.datePublished as string).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting!.author).toEqual(expect.objectContaining({ name: expect.any(String) }));
      expect(posting!.publisher).toMatchObject({
        "@id": `${siteUrl}/#organization`,
        name: company.name,
      });
    });
  } else {
    it("has a BreadcrumbList and nothing the page cannot back (no trips without durations)", () => {
      expect(nodesOfType(path, ["BreadcrumbList"])).toHaveLength(1);
      // Besides, only the FAQ the page shows (issue 27): each question one of its <summary>s.
      const others = nodes(path).filter((node) => !isType(node, ["BreadcrumbList"]));
      const summaries = [...readPage(path).matchAll(/<summary\b[^>]*>([\s\S]*?)<\/summary>/g)].map(
        (match) =>
          match[1]!
            .replace(/<[^>]+>/g, "")
            .replace(/&#x27;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, "&")
            .trim(),
      );
      for (const node of others) {
        expect(typesOf(node)).toEqual(["FAQPage"]);
        const questions = (node.mainEntity as Node[]).map((question) => question.name);
        expect(questions.length).toBeGreaterThan(0);
        for (const question of questions) expect(summaries).toContain(question);
      }
    });
  }
});
