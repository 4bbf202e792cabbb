import { TZDate, tz } from "@date-fns/tz";
import { addDays, format, formatISO, set, startOfDay } from "date-fns";

/** Opening and closing time of a day, "HH:mm" in office time. */
export interface OpeningHours {
  opens: string;
  closes: string;
}

/**
 * When the office works (issue 31): its time zone, the hours of a weekday and of Saturday
 * (Sunday is closed), the holidays it is closed on and the make-up weekend days it works
 * with weekday hours, both as office-time dates (YYYY-MM-DD).
 */
export interface OfficeCalendar {
  /** An IANA time zone, e.g. `Etc/GMT-8` for the facts' "GMT+8". */
  timeZone: string;
  weekdays: OpeningHours;
  saturday: OpeningHours;
  closed: ReadonlySet<string>;
  workingDays: ReadonlySet<string>;
}

/** How far ahead or back the rules look for office hours before giving up, in days. */
const searchDays = 400;

/**
 * The IANA zone of an offset as content/facts.yaml writes it ("GMT+8" → "Etc/GMT-8": the
 * IANA `Etc/` zones invert the sign, POSIX style).
 * @throws Error when `offset` is not of the form GMT±N.
 */
export function ianaZoneOf(offset: string): string {
  const match = /^GMT([+-])(\d{1,2})$/.exec(offset);
  if (!match) throw new Error(`hours.timeZone: "${offset}" is not an offset such as GMT+8`);
  return `Etc/GMT${match[1] === "+" ? "-" : "+"}${Number(match[2])}`;
}

/** `day` (a TZDate at its office-time midnight) at `time` ("HH:mm"). */
function at(day: TZDate, time: string): TZDate {
  const [hours, minutes] = time.split(":").map(Number);
  return set(day, { hours, minutes, seconds: 0, milliseconds: 0 });
}

/** The office-time date (YYYY-MM-DD) of `instant`. */
export function officeDay(instant: Date, calendar: OfficeCalendar): string {
  return format(new TZDate(instant, calendar.timeZone), "yyyy-MM-dd");
}

/** The hours worked on `day` (office-time midnight), or null when the office is closed. */
function openingOf(
  day: TZDate,
  calendar: OfficeCalendar,
): { opens: TZDate; closes: TZDate } | null {
  const key = format(day, "yyyy-MM-dd");
  if (calendar.closed.has(key)) return null;
  const weekday = day.getDay();
  const hours = calendar.workingDays.has(key)
    ? calendar.weekdays
    : weekday === 0
      ? null
      : weekday === 6
        ? calendar.saturday
        : calendar.weekdays;
  return hours ? { opens: at(day, hours.opens), closes: at(day, hours.closes) } : null;
}

/** One office-time day as instants (ms): its midnight, the next one's, its opening hours. */
interface OfficeDay {
  start: number;
  next: number;
  hours: { opens: number; closes: number } | null;
}

/**
 * Each calendar's days already worked out, by midnight: the time-zone arithmetic is the
 * costly part, and the dashboard and migrations ask for the same days again and again.
 */
const dayCache = new WeakMap<OfficeCalendar, Map<number, OfficeDay>>();

/** The office day starting at `midnight` (ms of an office-time midnight). */
function cachedDay(midnight: TZDate, calendar: OfficeCalendar): OfficeDay {
  let days = dayCache.get(calendar);
  if (!days) dayCache.set(calendar, (days = new Map()));
  let day = days.get(midnight.getTime());
  if (!day) {
    const hours = openingOf(midnight, calendar);
    day = {
      start: midnight.getTime(),
      next: addDays(midnight, 1).getTime(),
      hours: hours && { opens: hours.opens.getTime(), closes: hours.closes.getTime() },
    };
    days.set(day.start, day);
  }
  return day;
}

/** Every UTC offset is a whole number of quarter hours: a quarter hour lies in one office day. */
const quarterHour = 900_000;
const quarterCache = new WeakMap<OfficeCalendar, Map<number, OfficeDay>>();

/** The office day that `instant` (ms) falls on. */
function dayOf(instant: number, calendar: OfficeCalendar): OfficeDay {
  let quarters = quarterCache.get(calendar);
  if (!quarters) quarterCache.set(calendar, (quarters = new Map()));
  const quarter = Math.floor(instant / quarterHour);
  let day = quarters.get(quarter);
  if (!day) {
    day = cachedDay(startOfDay(new TZDate(instant, calendar.timeZone)), calendar);
    quarters.set(quarter, day);
  }
  return day;
}

/** The office day after `day`. */
function nextDay(day: OfficeDay, calendar: OfficeCalendar): OfficeDay {
  return dayCache.get(calendar)?.get(day.next) ?? dayOf(day.next, calendar);
}

/**
 * Midnight of office-time date `day` (YYYY-MM-DD) in the office's zone. From the date's
 * parts: a TZDate made from a string reads it in the server's own zone first, which moved
 * holidays by a day on a server east of the office (Auckland).
 */
function officeMidnight(day: string, calendar: OfficeCalendar): TZDate {
  const [year, month, date] = day.split("-").map(Number);
  return new TZDate(year!, month! - 1, date!, calendar.timeZone);
}

/** Whether the office works on office-time date `day` (YYYY-MM-DD). */
export function isWorkingDay(day: string, calendar: OfficeCalendar): boolean {
  return openingOf(officeMidnight(day, calendar), calendar) !== null;
}

/** The opening hours of office-time date `day` as instants, or null when closed. */
export function officeHoursOn(
  day: string,
  calendar: OfficeCalendar,
): { opens: Date; closes: Date } | null {
  return openingOf(officeMidnight(day, calendar), calendar);
}

/** The length of one business day: a weekday's hours, in ms (9 h for 09:00–18:00). */
export function businessDayMs(calendar: OfficeCalendar): number {
  const minutes = (time: string) => {
    const [hours, rest] = time.split(":").map(Number);
    return hours! * 60 + rest!;
  };
  return (minutes(calendar.weekdays.closes) - minutes(calendar.weekdays.opens)) * 60_000;
}

/**
 * The instant `ms` of office hours after `start` (issue 31): the clock runs only while the
 * office is open, so the answer always lies within opening hours (an exact closing time
 * counts as within).
 * @throws Error when no office hours are found within 400 days (a calendar that never opens).
 */
export function addBusinessTime(start: Date, ms: number, calendar: OfficeCalendar): Date {
  let remaining = ms;
  let day = dayOf(start.getTime(), calendar);
  for (let step = 0; step < searchDays; step += 1, day = nextDay(day, calendar)) {
    const { hours } = day;
    if (!hours || start.getTime() >= hours.closes) continue;
    const from = Math.max(start.getTime(), hours.opens);
    const available = hours.closes - from;
    if (remaining <= available) return new Date(from + remaining);
    remaining -= available;
  }
  throw new Error(`no office hours within ${searchDays} days of ${start.toISOString()}`);
}

/**
 * The office hours between `from` and `to`, in ms: negative when `to` is before `from`
 * ("overdue by"), 0 when the office was closed all the while.
 */
export function businessTimeBetween(from: Date, to: Date, calendar: OfficeCalendar): number {
  if (to.getTime() < from.getTime()) return -businessTimeBetween(to, from, calendar);
  let total = 0;
  for (
    let day = dayOf(from.getTime(), calendar);
    day.start < to.getTime();
    day = nextDay(day, calendar)
  ) {
    if (!day.hours) continue;
    const start = Math.max(from.getTime(), day.hours.opens);
    const end = Math.min(to.getTime(), day.hours.closes);
    if (end > start) total += end - start;
  }
  return total;
}

/**
 * When a lead received at `createdAt` is due (issue 31): one business day, the length of a
 * weekday's hours, counted in office hours.
 */
export function dueAt(createdAt: Date, calendar: OfficeCalendar): Date {
  return addBusinessTime(createdAt, businessDayMs(calendar), calendar);
}

/** `instant` as ISO 8601 in office time, with its offset, e.g. 2026-01-05T13:30:00+08:00. */
export function officeIso(instant: Date, calendar: OfficeCalendar): string {
  return formatISO(instant, { in: tz(calendar.timeZone) });
}
