import { z } from "zod";

/**
 * A locale's glossary, `content/glossary/<locale>/terms.yaml` (issue 14): one approved
 * term per concept, and the variants the copy must not use for it. A test reads every
 * content file of the locale and fails on an avoided variant.
 */
export const glossarySchema = z
  .object({
    terms: z.array(
      z
        .object({
          /** The concept, in English, e.g. "business mission". */
          concept: z.string().min(1),
          /** The one approved term. */
          term: z.string().min(1),
          /** Variants that must not appear in this locale's copy (matched as whole words, case-insensitive). */
          avoid: z.array(z.string().min(1)).default([]),
          note: z.string().optional(),
        })
        .strict(),
    ),
  })
  .strict();

export type Glossary = z.infer<typeof glossarySchema>;
