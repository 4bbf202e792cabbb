import type { Locale } from "../i18n/locales";

/** A departure's page (issue 27): `/es/business-missions/2027-04-canton-fair-spring`. */
export function departurePath(locale: Locale, slug: string): string {
  return `/${locale}/business-missions/${slug}`;
}

/** A departure's calendar file (RFC 5545), beside its page. */
export function departureCalendarPath(locale: Locale, slug: string): string {
  return `${departurePath(locale, slug)}/calendar.ics`;
}
