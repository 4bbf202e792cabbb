import { locales } from "../i18n/locales";
import { caseStudiesPath, caseStudyPath } from "./case-study-paths";
import { entrySlugs } from "./load.server";

/**
 * The pages the case studies add (issue 27): the list and each entry's page in every
 * locale (an entry untranslated shows its English text), none when there is no entry.
 */
export function caseStudySitePaths(): string[] {
  const slugs = entrySlugs("caseStudies");
  if (slugs.length === 0) return [];
  return locales.flatMap((locale) => [
    caseStudiesPath(locale),
    ...slugs.map((slug) => caseStudyPath(locale, slug)),
  ]);
}
