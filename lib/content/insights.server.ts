import { locales, type Locale } from "../i18n/locales";
import { ContentError, type ContentIssue } from "./issues";
import { insightSlugs, readInsightSources, type InsightSource } from "./insight-files.server";
import { renderMarkdown } from "./markdown.server";
import { sitePaths } from "./site-paths.server";

/** Words a reader reads per minute, for the reading time (a common estimate for web prose). */
const wordsPerMinute = 200;

/** An article of one locale, its body rendered, ready for its page, lists and feed. */
export interface Insight extends Omit<InsightSource, "body"> {
  /** The body as sanitised HTML (`renderMarkdown`). */
  html: string;
  /** Minutes to read the body, at least 1. */
  readingMinutes: number;
  /** The locales that have this article, the page's own included, in switcher order. */
  translations: Locale[];
}

/** What checking the articles found: errors fail the build, warnings are printed. */
export interface InsightsReport {
  insights: Insight[];
  errors: ContentIssue[];
  warnings: ContentIssue[];
}

/**
 * Reads and renders every article of `locale` (newest first), collecting problems instead
 * of throwing: invalid front matter, links to pages the site does not build, raw HTML
 * removed (a warning). `siteOrigin` makes absolute links to the site count as its own.
 */
export function checkInsights(locale: Locale, siteOrigin?: string): InsightsReport {
  const report: InsightsReport = { insights: [], errors: [], warnings: [] };
  let sources: InsightSource[];
  let paths: Set<string>;
  try {
    sources = readInsightSources(locale);
    paths = sitePaths();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    report.errors.push(...error.issues);
    return report;
  }
  for (const { body, ...source } of sources) {
    try {
      const rendered = renderMarkdown(body, {
        file: source.file,
        field: "body",
        sitePaths: paths,
        siteOrigin,
      });
      report.warnings.push(...rendered.warnings);
      report.insights.push({
        ...source,
        html: rendered.html,
        readingMinutes: Math.max(1, Math.round(rendered.words / wordsPerMinute)),
        translations: locales.filter((other) => insightSlugs(other).includes(source.slug)),
      });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      report.errors.push(...error.issues);
    }
  }
  return report;
}

/**
 * Every article of `locale`, newest first, for the route loaders and the feeds (build time).
 * No English fallback: a locale without an article's file does not have that article.
 * @throws ContentError naming each file and field at fault.
 */
export function loadInsights(locale: Locale, siteOrigin?: string): Insight[] {
  const { insights, errors } = checkInsights(locale, siteOrigin);
  if (errors.length > 0) throw new ContentError(errors);
  return insights;
}
