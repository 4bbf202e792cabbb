import { z } from "zod";
import { faqSchema } from "./faq";
import { exactly, pageMeta, text, titledText } from "./fields";

/**
 * One sector page (SPEC §2, "Sector page"), `content/sectors/<locale>/<slug>.yaml`. The
 * counts are the spec's: two intro paragraphs, four side-card bullets, four category cards
 * of five items each.
 */
export const sectorSchema = z
  .object({
    meta: pageMeta,
    eyebrow: text(60),
    title: text(120),
    subtitle: text(300),
    /** Describes the hero artwork (or the photo that replaces it). */
    heroAlt: text(200),
    intro: exactly(2, text()),
    sideCard: z.object({ heading: text(80), items: exactly(4, text(120)) }).strict(),
    advantages: z.object({ heading: text(120), items: z.array(titledText).min(1) }).strict(),
    categories: z
      .object({
        heading: text(80),
        intro: text(300),
        cards: exactly(4, z.object({ title: text(60), items: exactly(5, text(80)) }).strict()),
      })
      .strict(),
    /** The inquiry block (`#contact`) at the end of the page. */
    contact: z.object({ heading: text(80), intro: text(300) }).strict(),
    /** Questions and answers before the inquiry block (issue 27). */
    faq: faqSchema.optional(),
  })
  .strict();

export type SectorCopy = z.infer<typeof sectorSchema>;
