import { defaultLocale, isLocale, locales, type Locale } from "./locales";

/** The six sector pages of SPEC §2, in the order the services grid shows them. */
export const sectorSlugs = [
  "horeca",
  "manufacturing",
  "electronics",
  "medical",
  "villas",
  "premium-cars",
] as const;

export type SectorSlug = (typeof sectorSlugs)[number];

/**
 * The part of a path after the locale prefix: "" for a home page, else the page's slug.
 * The switcher keeps it when changing language (SPEC §2).
 */
export const pageSuffixes = [
  "",
  "business-missions",
  ...sectorSlugs,
  "privacy",
  "terms",
  "consent",
] as const;

export type PageSuffix = (typeof pageSuffixes)[number];

/** True when `value` is a sector slug. */
export function isSectorSlug(value: unknown): value is SectorSlug {
  return typeof value === "string" && (sectorSlugs as readonly string[]).includes(value);
}

function isPageSuffix(value: string): value is PageSuffix {
  return (pageSuffixes as readonly string[]).includes(value);
}

function segments(pathname: string): string[] {
  return pathname.split("/").filter(Boolean);
}

/**
 * The locale a path is in, read only from its first segment (SPEC §4);
 * `/`, and any path without a locale prefix, is English.
 */
export function localeFromPath(pathname: string): Locale {
  const first = segments(pathname)[0];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * The page suffix of a localized path (`/ru/horeca` → `horeca`, `/ar` → ``),
 * or `null` when the path is not one of the site's pages.
 */
export function suffixFromPath(pathname: string): PageSuffix | null {
  const parts = segments(pathname);
  if (parts.length === 0) return "";
  if (!isLocale(parts[0]) || parts.length > 2) return null;
  const suffix = parts[1] ?? "";
  return isPageSuffix(suffix) ? suffix : null;
}

/**
 * The path of a page in a locale: `localizedPath("es", "horeca")` → `/es/horeca`.
 * English always carries its `/en` prefix (SPEC §2: switching to English goes to /en plus the suffix).
 */
export function localizedPath(locale: Locale, suffix: PageSuffix = ""): string {
  return suffix ? `/${locale}/${suffix}` : `/${locale}`;
}

/** Every localized route of the site (`/` excluded), locale by locale. */
export function allRoutePaths(): string[] {
  return locales.flatMap((locale) => pageSuffixes.map((suffix) => localizedPath(locale, suffix)));
}

/**
 * Where the 404 page of `locale` is prerendered (`/404`, `/ar/404`, …). The server sends
 * that file with status 404 for unknown paths under the locale's prefix, so the page
 * comes in the reader's language and hydrates without a mismatch.
 */
export function notFoundPath(locale: Locale): string {
  return locale === defaultLocale ? "/404" : `/${locale}/404`;
}

/**
 * The thank-you page of `locale` (`/en/thank-you`, `/ar/thank-you`, …), where a lead form
 * sent without JavaScript lands (issue 18). Prerendered, `noindex`, and no page of the
 * sitemap: it is not among `pageSuffixes`.
 */
export function thankYouPath(locale: Locale): string {
  return `/${locale}/thank-you`;
}

/** True for a thank-you page's path. */
export function isThankYouPath(pathname: string): boolean {
  return locales.some((locale) => pathname === thankYouPath(locale));
}

/**
 * The search page of `locale` (`/ar/search`, issue 27): prerendered, `noindex`, and out of
 * the sitemap and of the search index (it is not among `pageSuffixes`).
 */
export function searchPath(locale: Locale): string {
  return `/${locale}/search`;
}

/** True for a search page's path. */
export function isSearchPath(pathname: string): boolean {
  return locales.some((locale) => pathname === searchPath(locale));
}
