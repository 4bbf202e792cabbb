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
    effective: text(120).describe(
      "The line under the title stating the effective date; {date} is the day the build derives from this file's last change (issue 29).",
    ),
    updated: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2026-11-27")
      .meta({ patternMessage: "a date such as 2026-11-27" })
      .optional()
      .describe(
        "The effective date when the build has no git history of this file (YYYY-MM-DD); otherwise the last commit's date is used.",
      ),
    sections: z.array(section).min(1),
    analytics: section
      .optional()
      .describe(
        "Privacy policy only: the section shown when the site is built with web analytics (ANALYTICS_PROVIDER); {provider} is the service's name, {analyticsHost} its address.",
      ),
    representative: section
      .optional()
      .describe(
        "Privacy policy only: the section shown once per representative in the EU or the UK listed in facts.yaml (controller.representatives); {representativeRegion}, {representativeName}, {representativeAddress}, {representativeEmail}.",
      ),
  })
  .strict();

export type LegalCopy = z.infer<typeof legalSchema>;
