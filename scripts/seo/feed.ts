import { Feed } from "feed";
import { loadFacts } from "../../lib/content/facts.server";
import { insightPath, insightsFeedPath, insightsPath } from "../../lib/content/insight-paths";
import type { Insight } from "../../lib/content/insights.server";
import { loadEntry } from "../../lib/content/load.server";
import { formatMessage } from "../../lib/content/messages";
import { localeInfo, type Locale } from "../../lib/i18n/locales";
import { absoluteUrl, siteUrl } from "../../app/seo/site-url";

/** Links to the site's own pages made absolute, as a feed reader shows the body elsewhere. */
function absoluteLinks(html: string): string {
  return html.replaceAll('href="/', `href="${siteUrl}/`);
}

/**
 * The Atom feed of `locale`'s articles (issue 27), `/{lang}/insights/feed.xml`, made with
 * the `feed` library: every article, newest first, with its summary and full body, its
 * publication date and its last change. `insights` is newest first and not empty.
 */
export function insightsFeed(locale: Locale, insights: Insight[]): string {
  const ui = loadEntry("insightsUi", locale, "insights").data;
  const { formatTag, tag } = localeInfo(locale);
  const brand = loadFacts().name;
  const changed = (insight: Insight) => insight.updated ?? insight.date;
  const newest = insights.map(changed).sort().at(-1)!;
  const feed = new Feed({
    id: absoluteUrl(insightsPath(locale)),
    link: absoluteUrl(insightsPath(locale)),
    title: formatMessage(ui.feed.title, formatTag, { brand }),
    description: formatMessage(ui.feed.description, formatTag, { brand }),
    language: tag,
    updated: new Date(`${newest}T00:00:00Z`),
    generator: false,
    feedLinks: { atom: absoluteUrl(insightsFeedPath(locale)) },
    favicon: absoluteUrl("/favicon.svg"),
    copyright: brand,
    author: { name: brand, link: siteUrl },
  });
  for (const insight of insights) {
    const url = absoluteUrl(insightPath(locale, insight.slug));
    feed.addItem({
      id: url,
      link: url,
      title: insight.title,
      description: insight.description,
      content: absoluteLinks(insight.html),
      date: new Date(`${changed(insight)}T00:00:00Z`),
      published: new Date(`${insight.date}T00:00:00Z`),
    });
  }
  return feed.atom1();
}
