import { departureCalendarPath, departurePath } from "@lib/content/departure-paths";
import type { Departure } from "@lib/content/schemas/departure";
import type { SiteCopy } from "@lib/content/schemas/site";
import { localeInfo, type Locale } from "@lib/i18n/locales";
import { localizedPath, type SectorSlug } from "@lib/i18n/paths";

/** A dated departure as its page and the missions page's list show it (issue 27). */
export interface DepartureView {
  slug: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD`, for `<time datetime>` and the structured data. */
  start: string;
  end: string;
  /** The days in the locale's format, as one range ("15–19 April 2027"). */
  dates: string;
  /** City names in the page's script, in the order visited. */
  cities: string[];
  sectors: { slug: SectorSlug; title: string; href: string }[];
  format: string;
  cantonFairPhase?: string;
  seatsLeft?: string;
  seatsLeftCount?: number;
  /** The lowest price per person in the locale's currency format ("from" is the label's). */
  price?: string;
  priceFrom?: Departure["priceFrom"];
  href: string;
  calendarHref: string;
}

/** Midnight UTC of a `YYYY-MM-DD` day: the day itself whatever the reader's time zone. */
function day(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * Departure `departure` (slug `slug`) for a page in `locale`: its days, cities, sectors,
 * seats and price formatted for the locale (`Intl`), labels from the site copy `ui` and
 * sector names from `sectorTitles`. Pure, so the routes (build time) and the CMS preview
 * (browser) show the same.
 */
export function departureView(
  departure: Departure,
  slug: string,
  locale: Locale,
  ui: SiteCopy["departures"],
  sectorTitles: readonly { slug: SectorSlug; title: string }[],
): DepartureView {
  const tag = localeInfo(locale).formatTag;
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).formatRange(
    day(departure.start),
    day(departure.end),
  );
  const whole = new Intl.NumberFormat(tag);
  const view: DepartureView = {
    slug,
    title: departure.title,
    description: departure.description,
    start: departure.start,
    end: departure.end,
    dates,
    cities: departure.cities.map((city) => ui.cityNames[city]),
    sectors: departure.sectors.map((sector) => ({
      slug: sector,
      title: sectorTitles.find((entry) => entry.slug === sector)?.title ?? sector,
      href: localizedPath(locale, sector),
    })),
    format: ui.formats[departure.format],
    href: departurePath(locale, slug),
    calendarHref: departureCalendarPath(locale, slug),
  };
  if (departure.cantonFairPhase !== undefined) {
    view.cantonFairPhase = whole.format(departure.cantonFairPhase);
  }
  if (departure.seatsLeft !== undefined) {
    view.seatsLeftCount = departure.seatsLeft;
    view.seatsLeft = whole.format(departure.seatsLeft);
  }
  if (departure.priceFrom) {
    view.priceFrom = departure.priceFrom;
    view.price = new Intl.NumberFormat(tag, {
      style: "currency",
      currency: departure.priceFrom.currency,
      maximumFractionDigits: Number.isInteger(departure.priceFrom.amount) ? 0 : 2,
    }).format(departure.priceFrom.amount);
  }
  return view;
}
