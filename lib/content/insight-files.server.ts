import { defaultLocale, locales, type Locale } from "../i18n/locales";
import { sectorSlugs, type SectorSlug } from "../i18n/paths";
import {
  contentFileExists,
  contentFileNames,
  contentPath,
  displayPath,
  readContentText,
  zodIssues,
  type ContentIssue,
} from "./files.server";
import {
  insightsFolder,
  insightPath,
  insightsFeedPath,
  insightsPageCount,
  insightsPath,
  insightsSectorPath,
} from "./insight-paths";
import { ContentError, parseYaml } from "./issues";
import { insightSchema, type InsightFrontMatter } from "./schemas/insight";

export { insightsFolder };

/** One article file of one locale: its validated front matter and its Markdown body. */
export interface InsightSource extends InsightFrontMatter {
  slug: string;
  locale: Locale;
  /** As messages name it: `content/insights/en/canton-fair-guide.md`. */
  file: string;
  body: string;
}

/** `content/insights/<locale>/<slug>.md`. */
export function insightFile(locale: Locale, slug: string): string {
  return contentPath(insightsFolder, locale, `${slug}.md`);
}

/**
 * The slugs of `locale`'s articles (its `.md` file names), sorted; none without the folder.
 * An empty file is an article not written in that locale yet: the CMS saves one for each
 * language the editor left blank when creating an article in others (Decap 3's
 * multiple_folders layout writes a file per locale).
 */
export function insightSlugs(locale: Locale): string[] {
  return contentFileNames(contentPath(insightsFolder, locale), ".md").filter((slug) =>
    readContentText(insightFile(locale, slug))?.trim(),
  );
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/**
 * The front matter and body of one article file, validated by `insightSchema`.
 * @throws ContentError naming the file and each wrong field.
 */
export function readInsightSource(locale: Locale, slug: string): InsightSource {
  const absolute = insightFile(locale, slug);
  const file = displayPath(absolute);
  const match = frontMatter.exec(readContentText(absolute) ?? "");
  if (!match) {
    throw new ContentError([
      { file, path: "", message: "must start with front matter between two --- lines" },
    ]);
  }
  const result = insightSchema.safeParse(parseYaml(match[1]!, file));
  if (!result.success) throw new ContentError(zodIssues(file, result.error));
  const issues: ContentIssue[] = [];
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) {
    issues.push({ file, path: "", message: "file name: lower-case letters, digits and hyphens" });
  } else if (slug === insightsFolder || locales.includes(slug)) {
    // Decap's multiple_folders paths would send the CMS to another file (tests/cms-config.test.ts).
    issues.push({ file, path: "", message: "file name: not the folder's name or a locale code" });
  }
  const author = result.data.author;
  if (author && !contentFileExists(contentPath("team", defaultLocale, `${author}.yaml`))) {
    issues.push({
      file,
      path: "author",
      message: `no team entry ${author} (content/team/${defaultLocale}/${author}.yaml)`,
    });
  }
  if (!match[2]!.trim()) issues.push({ file, path: "body", message: "required" });
  if (issues.length > 0) throw new ContentError(issues);
  return { ...result.data, slug, locale, file, body: match[2]! };
}

/** Newest first (by publication date, then slug for a stable order). */
export function byNewest(a: { date: string; slug: string }, b: { date: string; slug: string }) {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

/**
 * Every article of `locale`, front matter and Markdown, newest first.
 * @throws ContentError listing every problem of every file of the locale.
 */
export function readInsightSources(locale: Locale): InsightSource[] {
  const issues: ContentIssue[] = [];
  const sources: InsightSource[] = [];
  for (const slug of insightSlugs(locale)) {
    try {
      sources.push(readInsightSource(locale, slug));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) throw new ContentError(issues);
  return sources.sort(byNewest);
}

/** The sectors that have at least one article in `sources`, in the services grid's order. */
export function sectorsWithInsights(sources: readonly { sectors: SectorSlug[] }[]): SectorSlug[] {
  return sectorSlugs.filter((sector) => sources.some((source) => source.sectors.includes(sector)));
}

/**
 * Every path the insights make in every locale that has articles: the list and its pages,
 * each article, each sector's list and the feed. A locale without articles has none.
 */
export function insightSitePaths(): string[] {
  return locales.flatMap((locale) => {
    const sources = readInsightSources(locale);
    if (sources.length === 0) return [];
    const pages = insightsPageCount(sources.length);
    return [
      ...Array.from({ length: pages }, (_, i) => insightsPath(locale, i + 1)),
      ...sources.map((source) => insightPath(locale, source.slug)),
      ...sectorsWithInsights(sources).map((sector) => insightsSectorPath(locale, sector)),
      insightsFeedPath(locale),
    ];
  });
}

/**
 * The articles `locale` lacks: each slug another locale has, with the locales that have it
 * (`content:status`, issue 27). Articles never fall back to English, so these are missing pages.
 */
export function untranslatedInsights(locale: Locale): { slug: string; in: Locale[] }[] {
  const own = new Set(insightSlugs(locale));
  const others = locales.filter((other) => other !== locale);
  const slugs = [...new Set(others.flatMap((other) => insightSlugs(other)))].sort();
  return slugs
    .filter((slug) => !own.has(slug))
    .map((slug) => ({ slug, in: others.filter((other) => insightSlugs(other).includes(slug)) }));
}
