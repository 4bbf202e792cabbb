import type { Locale } from "../i18n/locales";

/** The case studies' list of `locale` (issue 27): `/ar/case-studies`. */
export function caseStudiesPath(locale: Locale): string {
  return `/${locale}/case-studies`;
}

/** A case study's page: `/es/case-studies/2026-11-hotel-kitchen`. */
export function caseStudyPath(locale: Locale, slug: string): string {
  return `${caseStudiesPath(locale)}/${slug}`;
}
