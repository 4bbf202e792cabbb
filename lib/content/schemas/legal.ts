import { z } from "zod";
import { pageMeta, text } from "./fields";

/**
 * A legal page (issue 5), `content/legal/<locale>/privacy.yaml` or `terms.yaml`. `{email}`
 * in a paragraph becomes a link to the general e-mail address of the facts file.
 */
export const legalSchema = z
  .object({
    meta: pageMeta,
    title: text(80),
    sections: z
      .array(z.object({ heading: text(120), paragraphs: z.array(text()).min(1) }).strict())
      .min(1),
  })
  .strict();

export type LegalCopy = z.infer<typeof legalSchema>;
