import type { Locale } from "../i18n/locales";
import type { SectorSlug } from "../i18n/paths";

/** The articles' folder under `content/` (issue 27): `content/insights/<locale>/<slug>.md`. */
export const insightsFolder = "insights";

/** Articles per page of an insights list (issue 27): page 1 at `/{lang}/insights`, then `/page/2`… */
export const insightsPerPage = 12;

/** The insights list of `locale`: `/ar/insights`, its page `n` (from 2): `/ar/insights/page/2`. */
export function insightsPath(locale: Locale, page = 1): string {
  return page > 1 ? `/${locale}/insights/page/${page}` : `/${locale}/insights`;
}

/** An article's page: `/es/insights/canton-fair-guide`. */
export function insightPath(locale: Locale, slug: string): string {
  return `/${locale}/insights/${slug}`;
}

/** The list of one sector's articles: `/ru/insights/sector/horeca`. */
export function insightsSectorPath(locale: Locale, sector: SectorSlug): string {
  return `/${locale}/insights/sector/${sector}`;
}

/** The Atom feed of `locale`'s articles: `/en/insights/feed.xml`. */
export function insightsFeedPath(locale: Locale): string {
  return `/${locale}/insights/feed.xml`;
}

/** How many list pages `count` articles fill (none for none). */
export function insightsPageCount(count: number): number {
  return Math.ceil(count / insightsPerPage);
}

/** True for a page of the insights (a list, an article, a sector's list), in any locale. */
export function isInsightsPath(path: string): boolean {
  return /^\/[^/]+\/insights(?:\/|$)/.test(path);
}

/** True for an article's page (not a list, a sector's list or the feed). */
export function isInsightPath(path: string): boolean {
  return /^\/[^/]+\/insights\/(?!page\/|sector\/|feed\.xml$)[^/]+$/.test(path);
}
