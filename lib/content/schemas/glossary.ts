import { z } from "zod";

/**
 * A locale's glossary, `content/glossary/<locale>/terms.yaml` (issue 14): one approved
 * term per concept, and the variants the copy must not use for it. A test reads every
 * content file of the locale and fails on an avoided variant.
 */
export const glossarySchema = z
  .object({
    terms: z
      .array(
        z
          .object({
            concept: z
              .string()
              .min(1)
              .describe('The concept, in English, e.g. "business mission".'),
            term: z.string().min(1).describe("The one approved term in this language."),
            avoid: z
              .array(z.string().min(1))
              .default([])
              .describe(
                "Variants this language's copy must not use, matched as whole words, case-insensitive, exact form: list each form (Russian cases; Arabic with the article and with attached conjunctions and prepositions). No single word that is also a placeholder name ({tours}, {email}, {days}).",
              ),
            keep: z
              .array(z.string().min(1))
              .default([])
              .describe(
                'Fixed terms that contain an avoided variant and keep their own words, e.g. "customer relationship management" beside avoided "customer" (issue 29). Matched as whole words, case-insensitive.',
              ),
            note: z.string().optional(),
          })
          .strict(),
      )
      .describe("One approved term per concept; tests/content/glossary.test.ts checks the copy."),
  })
  .strict();

export type Glossary = z.infer<typeof glossarySchema>;
