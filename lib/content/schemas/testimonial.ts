import { z } from "zod";
import { text } from "./fields";
import { countryCode } from "./proof";

/**
 * A testimonial, `content/testimonials/<locale>/<slug>.yaml` (issue 21): shown only
 * attributed, so every part is required. Shared by every language: `name`, `company`,
 * `country` (see `lib/content/collections.ts`).
 */
export const testimonialSchema = z
  .object({
    quote: text(600).describe("The client's words, translated faithfully in each language."),
    name: text(80).describe("The person's name, as they write it in Latin script."),
    role: text(80),
    company: text(80),
    country: countryCode,
  })
  .strict();

export type Testimonial = z.infer<typeof testimonialSchema>;
