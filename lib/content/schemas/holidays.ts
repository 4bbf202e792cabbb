import { z } from "zod";

const day = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "a date such as 2026-10-01")
  .meta({ patternMessage: "a date such as 2026-10-01" });

const closed = z
  .object({
    name: z.string().min(1).describe("The holiday, e.g. National Day."),
    from: day.describe("First day the office is closed."),
    to: day.describe("Last day the office is closed (the same as From for one day)."),
    provisional: z
      .boolean()
      .default(false)
      .describe(
        "Not yet announced by the State Council: the statutory days only, on that year's lunar dates, without make-up days. Replace with the notice once published.",
      ),
  })
  .strict()
  .refine((entry) => entry.from <= entry.to, "from must not be after to");

const workingDay = z
  .object({
    name: z.string().min(1).describe("Which holiday this day makes up for."),
    date: day.describe("A Saturday or Sunday worked with weekday hours."),
  })
  .strict();

/**
 * Public holidays and make-up working days of the office (issue 31), `content/holidays.yaml`:
 * the days the office is closed though the hours of content/facts.yaml say open, and the
 * weekend days it works with weekday hours (调休). Both feed the one-business-day promise.
 * 2026 as the State Council General Office announced on 4 November 2025; 2027, until its
 * notice, the statutory days of the Regulations on Public Holidays, marked provisional.
 */
export const holidaysSchema = z
  .object({
    closed: z.array(closed).describe("Holidays: the office is closed from From to To."),
    workingDays: z
      .array(workingDay)
      .default([])
      .describe("Make-up working days: worked with weekday hours."),
  })
  .strict();

export type Holidays = z.infer<typeof holidaysSchema>;
