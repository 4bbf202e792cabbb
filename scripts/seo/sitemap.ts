import { locales } from "../../lib/i18n/locales";
import { localizedPath, type PageSuffix } from "../../lib/i18n/paths";
import { escapeMarkup } from "../../lib/markup/escape";
import { absoluteUrl } from "../../app/seo/site-url";

/** A page a collection adds (an article, a departure, a case study: issue 27), as the sitemap lists it. */
export interface SitemapEntry {
  path: string;
  /** `YYYY-MM-DD` of the last change. */
  lastmod: string;
  /** The same page in each locale that has it, its own included; `x-default` is the English one. */
  alternates: Partial<Record<string, string>>;
}

function entryXml({ path, lastmod, alternates }: SitemapEntry): string {
  const links = [
    ...locales.filter((locale) => alternates[locale]).map((l) => [l, alternates[l]!] as const),
    ...(alternates.en ? [["x-default", alternates.en] as const] : []),
  ]
    .map(
      ([hreflang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(absoluteUrl(href))}"/>`,
    )
    .join("\n");
  return `  <url>\n    <loc>${escapeMarkup(absoluteUrl(path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${links}\n  </url>`;
}

/**
 * `sitemap.xml` (sitemaps.org 0.9) listing every page of every locale by its canonical URL,
 * each with `xhtml:link` alternates for all locales and `x-default` — Google's way of
 * declaring hreflang in a sitemap. `/` is left out: it declares `/en` canonical. Then the
 * `entries` of the pages the collections add (articles, departures, case studies), each
 * with its `lastmod` and alternates among the locales that have it.
 */
export function sitemapXml(suffixes: readonly PageSuffix[], entries: SitemapEntry[] = []): string {
  const alternates = (suffix: PageSuffix) =>
    [
      ...locales.map((locale) => [locale, localizedPath(locale, suffix)] as const),
      ["x-default", localizedPath("en", suffix)] as const,
    ]
      .map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(absoluteUrl(path))}"/>`,
      )
      .join("\n");
  const urls = locales.flatMap((locale) =>
    suffixes.map(
      (suffix) =>
        `  <url>\n    <loc>${escapeMarkup(absoluteUrl(localizedPath(locale, suffix)))}</loc>\n${alternates(suffix)}\n  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[...urls, ...entries.map(entryXml)].join("\n")}
</urlset>
`;
}

/** `robots.txt`: everything may be crawled; the sitemap's absolute URL (RFC 9309 + sitemaps.org). */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
