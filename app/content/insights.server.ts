import { loadFacts } from "@lib/content/facts.server";
import { insightPath, insightsPath, insightsSectorPath } from "@lib/content/insight-paths";
import { loadInsights, type Insight } from "@lib/content/insights.server";
import { loadEntry } from "@lib/content/load.server";
import { formatMessage } from "@lib/content/messages";
import type { InsightsUi } from "@lib/content/schemas/insights-ui";
import { localeInfo, type Locale } from "@lib/i18n/locales";
import { localizedPath, sectorSlugs, type SectorSlug } from "@lib/i18n/paths";
import { siteUrl } from "~/seo/site-url";
import { loadHome } from "./copy.server";
import {
  formatDate,
  insightImage,
  type InsightArticle,
  type InsightCard,
  type LatestInsights,
  type SectorChip,
} from "./insights-view";
import type { ShellData } from "./types";

/**
 * The articles (issue 27) as the route loaders hand them to pages, built at build time from
 * `lib/content/insights.server.ts` and the words of `content/ui/<locale>/insights.yaml`.
 */

/** The words around the articles in `locale`. */
export function loadInsightsUi(locale: Locale): InsightsUi {
  return loadEntry("insightsUi", locale, "insights").data;
}

/** Every article of `locale`, newest first (links on the site's own origin count as its own). */
export function localeInsights(locale: Locale): Insight[] {
  return loadInsights(locale, siteUrl);
}

/** The sector names of `locale`, as the services grid and the footer name them. */
export function sectorNames(locale: Locale): Record<SectorSlug, string> {
  const cards = loadHome(locale).services.cards;
  return Object.fromEntries(sectorSlugs.map((slug) => [slug, cards[slug].title])) as Record<
    SectorSlug,
    string
  >;
}

/** The card of `insight` in `locale`. */
export function insightCard(
  locale: Locale,
  insight: Insight,
  names: Record<SectorSlug, string>,
): InsightCard {
  return {
    slug: insight.slug,
    href: insightPath(locale, insight.slug),
    title: insight.title,
    description: insight.description,
    date: insight.date,
    dateLabel: formatDate(locale, insight.date),
    sectors: insight.sectors.map((slug): SectorChip => ({
      slug,
      name: names[slug],
      href: insightsSectorPath(locale, slug),
    })),
    image: insightImage(insight),
    // The card's title names the article; its picture adds nothing for a screen reader.
    imageAlt: "",
  };
}

/**
 * Up to three articles related to `insight`: those sharing a sector first, then the newest
 * others (issue 27). `all` is newest first.
 */
export function relatedInsights(insight: Insight, all: Insight[]): Insight[] {
  const others = all.filter((other) => other.slug !== insight.slug);
  const shares = (other: Insight) => other.sectors.some((s) => insight.sectors.includes(s));
  return [...others.filter(shares), ...others.filter((other) => !shares(other))].slice(0, 3);
}

/**
 * The three newest articles of `locale` (of `sector` when given) for the home or a sector
 * page, or `undefined` when there are none: the section is then left out.
 */
export function latestInsights(locale: Locale, sector?: SectorSlug): LatestInsights | undefined {
  const all = localeInsights(locale);
  const chosen = (sector ? all.filter((a) => a.sectors.includes(sector)) : all).slice(0, 3);
  if (chosen.length === 0) return undefined;
  const ui = loadInsightsUi(locale);
  const names = sectorNames(locale);
  return {
    heading: ui.latest.heading,
    all: {
      label: ui.latest.all,
      href: sector ? insightsSectorPath(locale, sector) : insightsPath(locale),
    },
    cards: chosen.map((insight) => insightCard(locale, insight, names)),
  };
}

/** Fills `message` of the insights' words for `locale`. */
export function insightsMessage(
  locale: Locale,
  message: string,
  values: Record<string, string | number>,
): string {
  return formatMessage(message, localeInfo(locale).formatTag, values);
}

/**
 * An article page's data: the card, the body, dates, reading time, author, breadcrumbs
 * and related articles. Throws a 404 response when `locale` has no article `slug`.
 */
export function insightArticle(locale: Locale, slug: string): InsightArticle {
  const all = localeInsights(locale);
  const insight = all.find((candidate) => candidate.slug === slug);
  if (!insight) throw new Response("Not Found", { status: 404 });
  const ui = loadInsightsUi(locale);
  const names = sectorNames(locale);
  const fill = (message: string, values: Record<string, string | number>) =>
    insightsMessage(locale, message, values);
  let author: string | undefined;
  if (insight.author) {
    const member = loadEntry("team", locale, insight.author).data;
    author = fill(ui.article.author, { name: member.name, role: member.role });
  }
  return {
    ...insightCard(locale, insight, names),
    imageAlt: insight.imageAlt ?? "",
    locale,
    html: insight.html,
    published: fill(ui.article.published, { date: formatDate(locale, insight.date) }),
    ...(insight.updated
      ? {
          updated: {
            date: insight.updated,
            label: fill(ui.article.updated, { date: formatDate(locale, insight.updated) }),
          },
        }
      : {}),
    readingTime: fill(ui.article.readingTime, { minutes: insight.readingMinutes }),
    ...(author ? { author } : {}),
    breadcrumbs: [
      { name: loadFacts().name, href: localizedPath(locale) },
      { name: ui.name, href: insightsPath(locale) },
      { name: insight.title, href: insightPath(locale, insight.slug) },
    ],
    related: relatedInsights(insight, all).map((other) => insightCard(locale, other, names)),
  };
}

/**
 * The shell with its language switcher pointing at `hrefFor(target)`: an article's
 * translation when there is one, else that language's articles or home (issue 27: no
 * fallback, so the switcher never links to a page that is not built).
 */
export function withSwitcher(shell: ShellData, hrefFor: (target: Locale) => string): ShellData {
  return {
    ...shell,
    switcher: shell.switcher.map((entry) => ({ ...entry, href: hrefFor(entry.locale) })),
  };
}

/** Where the switcher sends a reader of an insights page to in `target`. */
export function insightsSwitchTarget(target: Locale, slug?: string): string {
  const there = localeInsights(target);
  if (slug && there.some((insight) => insight.slug === slug)) return insightPath(target, slug);
  return there.length > 0 ? insightsPath(target) : localizedPath(target);
}
