import { caseStudiesPath, caseStudyPath } from "../../lib/content/case-study-paths";
import { fileChangedDay } from "../../lib/content/changed-day.server";
import { departurePath } from "../../lib/content/departure-paths";
import { upcomingDepartures } from "../../lib/content/departures.server";
import { contentFileExists } from "../../lib/content/files.server";
import { entryFile, entrySlugs } from "../../lib/content/load.server";
import type { CollectionName } from "../../lib/content/collections";
import { defaultLocale, locales, type Locale } from "../../lib/i18n/locales";
import type { SitemapEntry } from "./sitemap";

/**
 * The day entry `slug` of collection `name` last changed as `locale`'s page shows it: the
 * later of its English file (the shared fields, the fallback text) and the locale's own.
 */
function entryChangedDay(name: CollectionName, locale: Locale, slug: string): string {
  const english = entryFile(name, defaultLocale, slug);
  const own = entryFile(name, locale, slug);
  const files = own === english || !contentFileExists(own) ? [english] : [english, own];
  return files
    .map((file) => fileChangedDay(file))
    .sort()
    .at(-1)!;
}

/** `path(locale)` in every locale: the alternates of a page every locale has. */
function inEveryLocale(path: (locale: Locale) => string): Partial<Record<string, string>> {
  return Object.fromEntries(locales.map((locale) => [locale, path(locale)]));
}

/**
 * The sitemap entries of the departures' and case studies' pages (issue 27): each upcoming
 * departure's page and each case study's page and their list, in every locale (an entry
 * not translated shows its English text), with the day its files last changed as `lastmod`
 * (the list: its newest entry's) and every locale as alternates. None without entries.
 */
export function collectionSitemapEntries(): SitemapEntry[] {
  const departures = locales.flatMap((locale) =>
    upcomingDepartures(locale).map(({ slug }) => ({
      path: departurePath(locale, slug),
      lastmod: entryChangedDay("departures", locale, slug),
      alternates: inEveryLocale((other) => departurePath(other, slug)),
    })),
  );
  const studies = entrySlugs("caseStudies");
  const caseStudies =
    studies.length === 0
      ? []
      : locales.flatMap((locale) => {
          const pages = studies.map((slug) => ({
            path: caseStudyPath(locale, slug),
            lastmod: entryChangedDay("caseStudies", locale, slug),
            alternates: inEveryLocale((other) => caseStudyPath(other, slug)),
          }));
          const list = {
            path: caseStudiesPath(locale),
            lastmod: pages
              .map((page) => page.lastmod)
              .sort()
              .at(-1)!,
            alternates: inEveryLocale(caseStudiesPath),
          };
          return [list, ...pages];
        });
  return [...departures, ...caseStudies];
}
