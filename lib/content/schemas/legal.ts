import { z } from "zod";
import { pageMeta, text } from "./fields";

const section = z.object({ heading: text(120), paragraphs: z.array(text()).min(1) }).strict();

/**
 * The legal pages: the privacy policy and terms of use (issue 5), and the consent to the
 * processing of personal data that the consent checkbox links to (issue 34).
 */
export const legalSlugs = ["privacy", "terms", "consent"] as const;

export type LegalSlug = (typeof legalSlugs)[number];

/**
 * A legal page (issue 5), `content/legal/<locale>/<slug>.yaml` (`legalSlugs`). `{email}`
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
