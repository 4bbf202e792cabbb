import { describe, expect, it } from "vitest";
import { homeMeta } from "~/seo/route-meta";
import { absoluteUrl, parseSiteUrl, siteUrl } from "~/seo/site-url";

describe("parseSiteUrl", () => {
  it("falls back to the example origin and drops a trailing slash", () => {
    expect(parseSiteUrl(undefined)).toBe("https://www.pearlriversourcing.example");
    expect(parseSiteUrl("https://example.com/")).toBe("https://example.com");
  });

  it("rejects what would publish broken canonicals", () => {
    expect(() => parseSiteUrl("example.com")).toThrow(/absolute URL/);
    expect(() => parseSiteUrl("https://example.com/shop")).toThrow(/without path/);
    expect(() => parseSiteUrl("ftp://example.com")).toThrow(/http/);
  });
});

describe("homeMeta", () => {
  const meta = { title: "Title of the home page here", description: "Description" };
  const hrefOf = (descriptors: ReturnType<typeof homeMeta>, rel: string, lang?: string) => {
    const links = descriptors as Record<string, unknown>[];
    return links.find((d) => d.rel === rel && (lang === undefined || d.hrefLang === lang))?.href;
  };

  it("makes / and /en both canonical to /en", () => {
    expect(hrefOf(homeMeta("/", meta), "canonical")).toBe(absoluteUrl("/en"));
    expect(hrefOf(homeMeta("/en", meta), "canonical")).toBe(`${siteUrl}/en`);
  });

  it("points x-default at the English page and each language at its own", () => {
    const descriptors = homeMeta("/ru", meta);
    expect(hrefOf(descriptors, "alternate", "x-default")).toBe(`${siteUrl}/en`);
    expect(hrefOf(descriptors, "alternate", "ar")).toBe(`${siteUrl}/ar`);
    expect(descriptors).toContainEqual({ property: "og:locale", content: "ru_RU" });
  });

  it("throws for a path that is not a page", () => {
    expect(() => homeMeta("/ru/nowhere", meta)).toThrow(/No page/);
  });
});
