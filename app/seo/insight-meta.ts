import type { MetaDescriptor } from "react-router";
import type { BlogPosting } from "schema-dts";
import { loadFacts } from "@lib/content/facts.server";
import { localeInfo, type Locale } from "@lib/i18n/locales";
import { localizedPath } from "@lib/i18n/paths";
import { breadcrumbNode, type Crumb } from "./breadcrumbs";
import { businessId } from "./business";
import { pageMeta, type PageCopyMeta } from "./page-meta";
import { absoluteUrl } from "./site-url";

/** The heads of the insights pages (issue 27): lists and articles. */

/** Site path of an insights page's preview image: `/og` + its path, e.g. `/og/en/insights/x.png`. */
export function insightOgImagePath(path: string): string {
  return `/og${path}.png`;
}

/**
 * A list of articles (all of a locale's, a later page, or one sector's): canonical to
 * itself, hreflang among the locales that build the same list (`translations`), and a
 * breadcrumb from the language home.
 */
export function insightsListMeta(
  path: string,
  {
    locale,
    meta,
    crumbs,
    translations,
  }: {
    locale: Locale;
    meta: PageCopyMeta;
    crumbs: Crumb[];
    translations: Partial<Record<Locale, string>>;
  },
): MetaDescriptor[] {
  return pageMeta({
    locale,
    translations,
    ...meta,
    image: insightOgImagePath(path),
    structuredData: [breadcrumbNode(crumbs)],
  });
}

/** What an article's head is made of. */
export interface InsightMetaInput {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  date: string;
  updated?: string | undefined;
  /** The article's name in each locale that has it, its own included. */
  translations: Partial<Record<Locale, string>>;
  /** The team member who wrote it, when the front matter names one. */
  author?: { name: string; role: string } | undefined;
  crumbs: Crumb[];
}

/**
 * An article's head: title and description from its front matter, canonical, hreflang only
 * among its translations (`x-default` on the English one when it exists), `og:type`
 * article with its own preview image, and JSON-LD `BlogPosting` (headline, dates,
 * language, image, author and publisher) plus its `BreadcrumbList`.
 */
export function insightMeta(input: InsightMetaInput): MetaDescriptor[] {
  const { locale, path, title, description, date, updated } = input;
  const url = absoluteUrl(path);
  const image = absoluteUrl(insightOgImagePath(path));
  const posting: BlogPosting = {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: title,
    description,
    datePublished: date,
    dateModified: updated ?? date,
    inLanguage: localeInfo(locale).tag,
    image,
    url,
    mainEntityOfPage: url,
    author: input.author
      ? { "@type": "Person", name: input.author.name, jobTitle: input.author.role }
      : { "@type": "Organization", "@id": businessId, name: loadFacts().name },
    publisher: {
      "@type": "Organization",
      "@id": businessId,
      name: loadFacts().name,
      url: absoluteUrl(localizedPath(locale)),
    },
  };
  return [
    ...pageMeta({
      locale,
      translations: input.translations,
      title,
      description,
      image: insightOgImagePath(path),
      ogType: "article",
      structuredData: [breadcrumbNode(input.crumbs), posting],
    }),
    { property: "article:published_time", content: date },
    { property: "article:modified_time", content: updated ?? date },
  ];
}
