import { z } from "zod";
import { pageMeta, text } from "./fields";

const section = z.object({ heading: text(120), paragraphs: z.array(text()).min(1) }).strict();

/**
 * A legal page (issue 5), `content/legal/<locale>/privacy.yaml` or `terms.yaml`. `{email}`
 * in a paragraph becomes a link to the general e-mail address of the facts file.
 */
export const legalSchema = z
  .object({
    meta: pageMeta,
    title: text(80),
    sections: z.array(section).min(1),
    analytics: section
      .optional()
      .describe(
        "Privacy policy only: the section shown when the site is built with web analytics (ANALYTICS_PROVIDER); {provider} is the service's name, {analyticsHost} its address.",
      ),
  })
  .strict();

export type LegalCopy = z.infer<typeof legalSchema>;
