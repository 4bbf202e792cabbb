import { z } from "zod";
import { text } from "./fields";
import { altWithPhoto, altWithPhotoIssue, countryCode, photoFields, sector } from "./proof";

/**
 * A case study, `content/case-studies/<locale>/<slug>.yaml` (issue 21): a client's sector and
 * country, the problem, what was sourced and the figures the owner states. Shared by every
 * language: `sector`, `country`, `photo` (see `lib/content/collections.ts`).
 */
export const caseStudySchema = z
  .object({
    title: text(120),
    sector,
    country: countryCode,
    problem: text(600).describe("The client's problem, as they brought it."),
    sourced: text(600).describe("What was sourced, from where, and how."),
    figures: z
      .array(
        z
          .object({
            label: text(60),
            value: text(30).describe("As the owner states it, e.g. 12 containers or −18 %."),
          })
          .strict(),
      )
      .max(4, "at most 4 figures")
      .describe(
        "Figures the owner states (label and value); none is shown when the list is empty.",
      ),
    story: text()
      .meta({ widget: "markdown" })
      .optional()
      .describe(
        "The whole story in Markdown, shown on the case study's own page (issue 27); empty shows the summary only.",
      ),
    ...photoFields,
  })
  .strict()
  .refine(altWithPhoto, altWithPhotoIssue);

export type CaseStudy = z.infer<typeof caseStudySchema>;
