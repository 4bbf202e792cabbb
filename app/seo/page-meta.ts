import type { MetaDescriptor } from "react-router";
import { loadFacts } from "@lib/content/facts.server";
import { defaultLocale, localeInfo, localeList, type Locale } from "@lib/i18n/locales";
import { localizedPath, type PageSuffix } from "@lib/i18n/paths";
import { jsonLdDescriptor, type JsonLdNode } from "./json-ld";
import { ogImagePath, ogImageSize } from "./og-image";
import { absoluteUrl } from "./site-url";

/** A page's search-result copy: title 30–65 characters, description 70–160 (issue 6). */
export interface PageCopyMeta {
  title: string;
  description: string;
}

export interface PageMetaInput extends PageCopyMeta {
  locale: Locale;
  /**
   * Which page of the locale (`""` for the home page; a path below the locale such as
   * `business-missions/<slug>` for a collection's page); the same page in every locale shares it.
   */
  suffix?: PageSuffix | (string & {});
  /** The link-preview image's site path, when the page shares another page's (issue 27). */
  image?: string;
  /**
   * For a page that exists only in some locales (an article, issue 27): its path in each
   * locale that has it, its own included. hreflang then pairs only these, and `x-default`
   * is the English one when there is one. Replaces `suffix`.
   */
  translations?: Partial<Record<Locale, string>>;
  /** `og:type`: "article" for an article. */
  ogType?: "website" | "article";
  /** schema.org nodes for the page's JSON-LD block; none for an empty list. */
  structuredData?: JsonLdNode[];
}

/**
 * The `<head>` of a prerendered page, as React Router meta descriptors: title, description,
 * the canonical URL, hreflang alternates for every locale plus `x-default` (the English
 * page, Google's "language selector" rule), Open Graph and Twitter card tags with the
 * page's 1200×630 preview image, and its JSON-LD. Every URL is absolute (`SITE_URL`).
 * `/` declares `/en` canonical because both render the English home (ARCHITECTURE.md).
 */
export function pageMeta({
  locale,
  suffix = "",
  title,
  description,
  structuredData = [],
  translations,
  ogType = "website",
  ...input
}: PageMetaInput): MetaDescriptor[] {
  const pathIn = (target: Locale) => (suffix ? `/${target}/${suffix}` : localizedPath(target));
  const paths: Partial<Record<Locale, string>> =
    translations ?? Object.fromEntries(localeList.map((other) => [other.code, pathIn(other.code)]));
  const present = localeList.filter((other) => paths[other.code] !== undefined);
  const canonical = absoluteUrl(paths[locale] ?? pathIn(locale));
  const image = absoluteUrl(input.image ?? ogImagePath(locale, suffix as PageSuffix));
  const alternates = present.map((other) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: other.tag,
    href: absoluteUrl(paths[other.code]!),
  }));
  const english = paths[defaultLocale];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates,
    ...(english
      ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(english) }]
      : []),
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: loadFacts().name },
    { property: "og:url", content: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: localeInfo(locale).ogLocale },
    ...present
      .filter((other) => other.code !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: other.ogLocale })),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: title },
    ...(structuredData.length > 0 ? [jsonLdDescriptor(structuredData)] : []),
  ];
}
