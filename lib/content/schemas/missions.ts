import { z } from "zod";
import { galleryPanels } from "../keys";
import { faqSchema } from "./faq";
import { exactly, keyedObject, label, pageMeta, text, titledText } from "./fields";

export { galleryPanels, programmeKeys, type GalleryPanel, type ProgrammeKey } from "../keys";

const programme = z
  .object({
    title: text(80),
    text: text(400),
    /** Shown after the duration, e.g. "on request"; may be empty. */
    durationNote: z.string(),
    listLabel: text(60),
    list: z.array(text(80)).min(1),
    tags: z.array(text(40)),
  })
  .strict();

/**
 * A unit in the locale's plural forms, an ICU message of `count` (the number that picks the
 * form) and `value` (the number or range as shown), e.g.
 * `{count, plural, one {{value} day} other {{value} days}}`.
 */
const unit = text().refine((message) => message.includes("{count"), "must use {count, plural, …}");

/**
 * The business-missions page (SPEC §2), `content/missions/<locale>/business-missions.yaml`.
 * Prose may use `{days}`, `{tours}` and `{cities}`: the mission ranges of the facts file in
 * this file's `units`.
 */
export const missionsSchema = z
  .object({
    meta: pageMeta,
    units: z.object({ days: unit, tours: unit, cities: unit }).strict(),
    hero: z
      .object({
        eyebrow: text(60),
        title: text(120),
        subtitle: text(400),
        imageAlt: text(200),
        cta: label(),
        facts: z.object({ days: text(40), tours: text(40), cities: text(40) }).strict(),
      })
      .strict(),
    gallery: z
      .object({
        heading: text(80),
        panels: keyedObject(
          galleryPanels,
          z.object({ caption: text(80), alt: text(200) }).strict(),
        ),
      })
      .strict(),
    about: z.object({ heading: text(80), paragraphs: exactly(2, text()) }).strict(),
    audience: z.object({ heading: text(80), items: exactly(4, titledText) }).strict(),
    included: z.object({ heading: text(80), items: z.array(text(120)).min(1) }).strict(),
    benefits: z.object({ heading: text(80), items: z.array(titledText).min(1) }).strict(),
    programmes: z
      .object({
        heading: text(80),
        intro: text(300),
        items: z
          .object({ technology: programme, trade: programme, specialised: programme })
          .strict(),
        cta: label(),
      })
      .strict(),
    partners: z
      .object({
        heading: text(80),
        intro: text(300),
        /** Accessible name of the carousel region. */
        label: text(80),
        previous: label(),
        next: label(),
      })
      .strict(),
    why: z.object({ heading: text(80), items: exactly(4, titledText) }).strict(),
    request: z.object({ heading: text(80), intro: text(300) }).strict(),
    direct: z.object({ heading: text(80), intro: text(300) }).strict(),
    contact: z.object({ heading: text(80), intro: text(300) }).strict(),
    /** Questions and answers before the contact block (issue 27). */
    faq: faqSchema.optional(),
  })
  .strict();

export type MissionsCopy = z.infer<typeof missionsSchema>;
