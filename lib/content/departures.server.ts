import { locales, type Locale } from "../i18n/locales";
import { departureCalendarPath, departurePath } from "./departure-paths";
import { entrySlugs, loadEntry } from "./load.server";
import type { Departure } from "./schemas/departure";

/** A departure with its slug (the file name, shared by every locale). */
export type DepartureEntry = Departure & { slug: string };

/** Today's date as `YYYY-MM-DD` in UTC: the build's day. */
export function buildDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The departures of `locale` that have not started on `today` (the build's day), soonest
 * first (issue 27): one that has started or passed is neither listed nor built, so the site
 * is rebuilt daily (docs/operations.md).
 * @throws ContentError when an entry is invalid (see `loadEntry`).
 */
export function upcomingDepartures(locale: Locale, today = buildDay()): DepartureEntry[] {
  return entrySlugs("departures")
    .map((slug) => ({ ...loadEntry("departures", locale, slug).data, slug }))
    .filter((departure) => departure.start >= today)
    .sort((a, b) => a.start.localeCompare(b.start) || a.slug.localeCompare(b.slug));
}

/** The paths the upcoming departures add to the site: each one's page and calendar file per locale. */
export function departureSitePaths(): string[] {
  return locales.flatMap((locale) =>
    upcomingDepartures(locale).flatMap(({ slug }) => [
      departurePath(locale, slug),
      departureCalendarPath(locale, slug),
    ]),
  );
}
