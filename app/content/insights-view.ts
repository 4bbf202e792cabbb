import type { InsightFrontMatter } from "@lib/content/schemas/insight";
import type { InsightsUi } from "@lib/content/schemas/insights-ui";
import { mediaFileName } from "@lib/content/schemas/media";
import { localeInfo, type Locale } from "@lib/i18n/locales";
import type { SectorSlug } from "@lib/i18n/paths";
import { artSlots, type ImageSlot } from "./media";

/** Shapes of the articles' data as pages and the CMS preview draw them (issue 27). */

/** A sector chip: the sector's name, linking to its list of articles. */
export interface SectorChip {
  slug: SectorSlug;
  name: string;
  href: string;
}

/** An article as a card in a list. */
export interface InsightCard {
  slug: string;
  href: string;
  title: string;
  description: string;
  /** ISO date, for `<time datetime>`. */
  date: string;
  /** The date in the locale's format, e.g. "5 October 2026". */
  dateLabel: string;
  sectors: SectorChip[];
  image: ImageSlot;
  imageAlt: string;
}

/** The "latest articles" section of the home and sector pages; absent without articles. */
export interface LatestInsights {
  heading: string;
  all: { label: string; href: string };
  cards: InsightCard[];
}

/** A list page's pagination: links to the newer and older pages, and where this one is. */
export interface Pagination {
  label: string;
  status: string;
  newer?: { label: string; href: string };
  older?: { label: string; href: string };
}

/** An article page's own data, beyond its card. */
export interface InsightArticle extends InsightCard {
  locale: Locale;
  html: string;
  published: string;
  updated?: { date: string; label: string };
  readingTime: string;
  author?: string;
  breadcrumbs: { name: string; href: string }[];
  related: InsightCard[];
}

/** The words of `InsightsUi` an article page needs on screen. */
export type InsightLabels = Pick<InsightsUi["article"], "breadcrumb" | "sectors" | "related">;

/** A date of the front matter (`YYYY-MM-DD`) in `locale`'s long format. */
export function formatDate(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(localeInfo(locale).formatTag, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The image of an article: its own photo, else its first sector's artwork, else the routes map. */
export function insightImage(insight: Pick<InsightFrontMatter, "image" | "sectors">): ImageSlot {
  const first = insight.sectors[0];
  const slot = first ? artSlots.sectors[first] : artSlots.routesMap;
  const photo = mediaFileName(insight.image);
  return photo ? { ...slot, photo } : slot;
}
