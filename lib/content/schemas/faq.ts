import { z } from "zod";
import { text } from "./fields";

/** One question and its answer; the answer is Markdown, rendered at build time (issue 27). */
const faqItem = z
  .object({
    question: text(200),
    answer: text()
      .meta({ widget: "markdown" })
      .describe("Markdown: paragraphs, lists, bold, links to pages of the site."),
  })
  .strict();

/**
 * A page's questions and answers (issue 27): a heading and 1–12 items, shown as native
 * disclosure widgets and marked up as a schema.org `FAQPage`. Optional on the sector and
 * business-missions pages; a page without it shows no FAQ.
 */
export const faqSchema = z
  .object({
    heading: text(80),
    items: z.array(faqItem).min(1, "at least 1 question").max(12, "at most 12 questions"),
  })
  .strict()
  .describe("Questions and answers shown near the end of the page; leave empty for none.");

export type FaqCopy = z.infer<typeof faqSchema>;
