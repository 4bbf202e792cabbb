import { describe, expect, it } from "vitest";
import {
  addBusinessTime,
  businessTimeBetween,
  dueAt,
  ianaZoneOf,
  isWorkingDay,
  officeDay,
  officeHoursOn,
  officeIso,
} from "../server/inbox/business-time";
import { loadOfficeCalendar, officeCalendarOf } from "../server/inbox/office-calendar";

// The shipped calendar: content/facts.yaml's hours (GMT+8, weekdays 09:00–18:00, Saturday
// 09:00–13:00) and content/holidays.yaml's 2026 and 2027 days.
const calendar = loadOfficeCalendar();
const hour = 3_600_000;

/** An instant given as office time. */
const office = (local: string) => new Date(`${local}+08:00`);
const due = (local: string) => officeIso(dueAt(office(local), calendar), calendar);

/** Whether `instant` lies within office hours of its office-time day (ends included). */
function withinOfficeHours(instant: Date): boolean {
  const hours = officeHoursOn(officeDay(instant, calendar), calendar);
  return hours !== null && instant >= hours.opens && instant <= hours.closes;
}

describe("one business day after a lead arrives (issue 31)", () => {
  it("a lead on Friday 17:30 is due on Monday 13:30: half an hour, Saturday's four, Monday's four and a half", () => {
    expect(due("2026-03-13T17:30:00")).toBe("2026-03-16T13:30:00+08:00");
  });

  it("a lead at 13:01 on a Saturday, after closing, counts from Monday's opening", () => {
    expect(due("2026-03-14T13:01:00")).toBe("2026-03-16T18:00:00+08:00");
  });

  it("a lead at 08:59 on a Monday counts from 09:00 and is due at Monday's close", () => {
    expect(due("2026-03-16T08:59:00")).toBe("2026-03-16T18:00:00+08:00");
  });

  it("a lead on the eve of National Day week waits out the holiday and works the make-up Saturday", () => {
    // Wednesday 30 September 15:00: three hours that day, closed 1–7 October, Thursday 8th
    // from 09:00 for the remaining six.
    expect(due("2026-09-30T15:00:00")).toBe("2026-10-08T15:00:00+08:00");
    // Friday 9 October 12:00: six hours that day, then Saturday 10 October, a make-up
    // working day with weekday hours (not Saturday's morning).
    expect(due("2026-10-09T12:00:00")).toBe("2026-10-10T12:00:00+08:00");
  });

  it("a make-up working Sunday counts: the lead of Saturday 19 September is due on Sunday the 20th", () => {
    expect(isWorkingDay("2026-09-20", calendar)).toBe(true);
    expect(due("2026-09-19T12:00:00")).toBe("2026-09-20T17:00:00+08:00");
  });

  it("a server in another time zone keeps the office's days and hours (Auckland, New York)", () => {
    const own = process.env.TZ;
    try {
      for (const zone of ["Pacific/Auckland", "America/New_York"]) {
        process.env.TZ = zone;
        expect(isWorkingDay("2026-10-01", calendar), zone).toBe(false);
        expect(isWorkingDay("2026-09-30", calendar), zone).toBe(true);
        expect(officeHoursOn("2026-09-30", calendar)?.opens.getTime(), zone).toBe(
          Date.parse("2026-09-30T09:00:00+08:00"),
        );
      }
    } finally {
      if (own === undefined) delete process.env.TZ;
      else process.env.TZ = own;
    }
  });

  it("across the end of the year: a lead of 31 December 2026 skips New Year's Day 2027", () => {
    // Thursday 31 December 16:00: two hours, Friday 1 January closed, Saturday 2nd four
    // hours, Monday 4th three.
    expect(due("2026-12-31T16:00:00")).toBe("2027-01-04T12:00:00+08:00");
  });

  it("the Spring Festival: a lead on Friday 13 February 2026 is due on the make-up Saturday 14th", () => {
    expect(due("2026-02-13T17:00:00")).toBe("2026-02-14T17:00:00+08:00");
    expect(due("2026-02-14T17:30:00")).toBe("2026-02-24T17:30:00+08:00");
  });

  it("the due time never lands outside office hours, for a lead at any hour and ten minutes of a month", () => {
    const start = office("2026-09-14T00:00:00").getTime();
    for (let at = start; at < start + 31 * 24 * hour; at += hour + 10 * 60_000) {
      const dueTime = dueAt(new Date(at), calendar);
      expect(withinOfficeHours(dueTime), new Date(at).toISOString()).toBe(true);
      expect(businessTimeBetween(new Date(at), dueTime, calendar)).toBe(9 * hour);
    }
  });
});

describe("business time between two instants", () => {
  it("counts only office hours, and negative when the second is earlier (overdue by)", () => {
    const friday = office("2026-03-13T17:30:00");
    const monday = office("2026-03-16T10:00:00");
    expect(businessTimeBetween(friday, monday, calendar)).toBe(5.5 * hour);
    expect(businessTimeBetween(monday, friday, calendar)).toBe(-5.5 * hour);
    expect(addBusinessTime(friday, 5.5 * hour, calendar)).toEqual(monday);
  });

  it("a holiday calendar edit changes the rule: with Saturday 14 March closed the Friday lead waits for Monday's close", () => {
    const edited = officeCalendarOf(
      { timeZone: "GMT+8", weekdays: calendar.weekdays, saturday: calendar.saturday },
      {
        closed: [{ name: "Test", from: "2026-03-14", to: "2026-03-14", provisional: false }],
        workingDays: [],
      },
    );
    expect(officeIso(dueAt(office("2026-03-13T17:30:00"), edited), edited)).toBe(
      "2026-03-16T17:30:00+08:00",
    );
  });

  it("reads the facts' offset as an IANA zone and refuses anything else", () => {
    expect(ianaZoneOf("GMT+8")).toBe("Etc/GMT-8");
    expect(ianaZoneOf("GMT-5")).toBe("Etc/GMT+5");
    expect(() => ianaZoneOf("CST")).toThrow(/GMT\+8/);
  });
});
