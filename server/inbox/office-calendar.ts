import { tz } from "@date-fns/tz";
import { eachDayOfInterval, format } from "date-fns";
import { loadFacts } from "../../lib/content/facts.server";
import { loadHolidays } from "../../lib/content/holidays.server";
import type { Holidays } from "../../lib/content/schemas/holidays";
import type { Facts } from "../../lib/content/schemas/facts";
import { ianaZoneOf, type OfficeCalendar } from "./business-time";

/** Holiday dates are calendar dates: counted in UTC so no zone shifts them. */
const utc = tz("UTC");

/** The office calendar of the facts' `hours` and the holidays file's days (issue 31). */
export function officeCalendarOf(hours: Facts["hours"], holidays: Holidays): OfficeCalendar {
  const closed = new Set<string>();
  for (const entry of holidays.closed) {
    const days = eachDayOfInterval(
      { start: new Date(`${entry.from}T00:00:00Z`), end: new Date(`${entry.to}T00:00:00Z`) },
      { in: utc },
    );
    for (const day of days) closed.add(format(day, "yyyy-MM-dd", { in: utc }));
  }
  return {
    timeZone: ianaZoneOf(hours.timeZone),
    weekdays: hours.weekdays,
    saturday: hours.saturday,
    closed,
    workingDays: new Set(holidays.workingDays.map((day) => day.date)),
  };
}

/**
 * The office calendar of content/facts.yaml and content/holidays.yaml.
 * @throws ContentError naming the file and field when either is missing or invalid.
 */
export function loadOfficeCalendar(): OfficeCalendar {
  return officeCalendarOf(loadFacts().hours, loadHolidays());
}
