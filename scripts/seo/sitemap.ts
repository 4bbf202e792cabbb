import { locales } from "../../lib/i18n/locales";
import { localizedPath, type PageSuffix } from "../../lib/i18n/paths";
import { escapeMarkup } from "../../lib/markup/escape";
import { absoluteUrl } from "../../app/seo/site-url";

/**
 * `sitemap.xml` (sitemaps.org 0.9) listing every page of every locale by its canonical URL,
 * each with `xhtml:link` alternates for all locales and `x-default` — Google's way of
 * declaring hreflang in a sitemap. `/` is left out: it declares `/en` canonical.
 */
export function sitemapXml(suffixes: readonly PageSuffix[]): string {
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
${urls.join("\n")}
</urlset>
`;
}

/** `robots.txt`: everything may be crawled; the sitemap's absolute URL (RFC 9309 + sitemaps.org). */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
