import { stripFallbackDeep } from "../lib/content/fallback";
import { displayPhone, loadFacts, yearsOfExperience } from "../lib/content/facts.server";
import { loadEntry } from "../lib/content/load.server";
import type { CollectionName, EntryOf } from "../lib/content/collections";
import { readInsightSources } from "../lib/content/insight-files.server";
import { insightPath, insightsPath, insightsSectorPath } from "../lib/content/insight-paths";

/**
 * What the browser tests expect the pages to say, read from `content/` as the build reads
 * it, so a change of copy or of a fact through the CMS needs no test change (issue 14).
 */
export function copyOf<C extends CollectionName>(
  name: C,
  locale: string,
  slug: string,
): EntryOf<C> {
  return stripFallbackDeep(loadEntry(name, locale, slug).data);
}

/** The facts file, validated, with the figures derived from it. */
export const facts = loadFacts();
export const years = yearsOfExperience(facts);
export const firstPhone = {
  e164: facts.contact.phones[0]!,
  display: displayPhone(facts.contact.phones[0]!),
};

/**
 * Pages of the insights (issue 27) the browser tests visit beside the nine pages of each
 * locale, in the `locales` given: each one's list and newest article, and the list of the
 * newest article's first sector; none while a locale has no articles.
 */
export function insightSamplePaths(locales: readonly string[]): string[] {
  return locales.flatMap((locale) => {
    const [newest] = readInsightSources(locale);
    if (!newest) return [];
    const sector = newest.sectors[0];
    return [
      insightsPath(locale),
      insightPath(locale, newest.slug),
      ...(sector ? [insightsSectorPath(locale, sector)] : []),
    ];
  });
}
