import { z } from "zod";
import { sectorSlugs } from "../../i18n/paths";
import { departureFormats, missionCities } from "../keys";
import { text } from "./fields";
import { isoDate } from "./insight";

/** A price as the owner states it: an amount in a currency (ISO 4217 code). */
const price = z
  .object({
    amount: z.number().positive("more than 0").describe("The lowest price per person."),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, "an ISO 4217 currency code such as USD")
      .meta({ patternMessage: "an ISO 4217 currency code such as USD, EUR, CNY" })
      .describe("Three capital letters: USD, EUR, CNY, AED…"),
  })
  .strict();

/**
 * A dated departure of a business mission, `content/departures/<locale>/<slug>.yaml`
 * (issue 27). Title and description are each locale's; everything else is entered once,
 * in the English file (see `shared` in `lib/content/collections.ts`).
 */
export const departureSchema = z
  .object({
    title: text(90).describe("The departure's heading and the title search engines show."),
    description: text(160)
      .min(70, "at least 70 characters")
      .describe("One or two sentences (70–160 characters): the page's intro and search snippet."),
    start: isoDate.describe("The first day, YYYY-MM-DD."),
    end: isoDate.describe("The last day, YYYY-MM-DD."),
    cities: z
      .array(z.enum(missionCities))
      .min(1, "at least 1 city")
      .refine((list) => new Set(list).size === list.length, "each city once")
      .describe(`In the order visited: ${missionCities.join(", ")}.`),
    sectors: z
      .array(z.enum(sectorSlugs))
      .refine((list) => new Set(list).size === list.length, "each sector once")
      .describe(`The sectors it visits (${sectorSlugs.join(", ")}); none for a general mission.`),
    format: z
      .enum(departureFormats)
      .describe("group: a travelling group; individual: one company."),
    cantonFairPhase: z
      .number()
      .int()
      .min(1)
      .max(3)
      .optional()
      .describe("The Canton Fair phase it attends (1, 2 or 3); empty when none."),
    seatsLeft: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe("Places still free; empty to say nothing."),
    priceFrom: price.optional().describe("The lowest price per person; empty to state none."),
  })
  .strict()
  .refine((value) => value.end >= value.start, {
    message: "not before the start",
    path: ["end"],
  });

export type Departure = z.infer<typeof departureSchema>;
