import { createEvent, type DateArray } from "ics";
import { loadFacts } from "@lib/content/facts.server";
import type { DepartureView } from "./departure-view";

/** `[year, month, day]` of a `YYYY-MM-DD` day, `days` later. */
function dateArray(date: string, days = 0): DateArray {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
}

/**
 * A departure as an iCalendar file (RFC 5545) made by the `ics` package (issue 27): one
 * all-day event from its first to its last day (the end is exclusive in iCalendar, so the
 * day after), its cities as the location, its page as the URL; the UID is stable per
 * departure and locale, so a calendar that imported it updates the same event.
 * @throws Error with the `ics` package's message when the event cannot be written.
 */
export function departureCalendar(departure: DepartureView, pageUrl: string): string {
  const { name } = loadFacts();
  const { error, value } = createEvent({
    productId: `-//${name}//Business missions//EN`,
    uid: `${departure.slug}-${new URL(pageUrl).pathname.split("/")[1]}@${new URL(pageUrl).host}`,
    start: dateArray(departure.start),
    end: dateArray(departure.end, 1),
    title: departure.title,
    description: `${departure.description}\n\n${pageUrl}`,
    location: departure.cities.join(", "),
    url: pageUrl,
    organizer: { name },
    status: "CONFIRMED",
  });
  if (error || !value) throw new Error(`calendar file of ${departure.slug}: ${String(error)}`);
  return value;
}
