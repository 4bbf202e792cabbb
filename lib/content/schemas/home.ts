import { z } from "zod";
import { sectorSlugs } from "../../i18n/paths";
import { exactly, keyedObject, label, pageMeta, text, titledText } from "./fields";

const serviceCard = z
  .object({
    title: text(60),
    description: text(200),
    features: exactly(4, text(80)),
    /** Describes the card's artwork (or the photo that replaces it). */
    imageAlt: text(200),
  })
  .strict();

/**
 * The label printed after a computed figure (issue 34): a plural message of that figure's
 * placeholder, one form per plural category of the language, in the case its place needs
 * (e.g. `{years, plural, one {year of experience} other {years of experience}}`; Russian
 * has four forms, Arabic six), so the label agrees with the number in every build year.
 */
function figureLabel(figure: string) {
  return text(40).describe(
    `An ICU plural message of {${figure}}: the label in each plural form of the language, without the number (shown above it).`,
  );
}

/** The language home page (SPEC §2), `content/home/<locale>/page.yaml`. */
export const homeSchema = z
  .object({
    meta: pageMeta,
    hero: z
      .object({
        eyebrow: text(80),
        title: text(120),
        tagline: text(300),
        primaryCta: label(),
        secondaryCta: label(),
        /** Labels under the figures; the figures come from content/facts.yaml. */
        figures: z
          .object({
            years: figureLabel("years"),
            countries: figureLabel("countries"),
            clients: figureLabel("clients"),
          })
          .strict(),
      })
      .strict(),
    services: z
      .object({
        heading: text(80),
        intro: text(300),
        learnMore: label(),
        /** Completes the link's accessible name: "Learn more about <sector>". */
        learnMoreAbout: text(40),
        cards: keyedObject(sectorSlugs, serviceCard),
      })
      .strict(),
    about: z
      .object({
        heading: text(80),
        paragraphs: exactly(2, text()),
        servicesHeading: text(80),
        servicesList: z.array(text(60)).min(1),
        figures: z
          .object({
            years: figureLabel("years"),
            countries: figureLabel("countries"),
            containers: figureLabel("containers"),
          })
          .strict(),
        whyHeading: text(80),
        why: exactly(4, titledText),
        principlesHeading: text(80),
        principles: exactly(4, titledText),
        cta: label(),
      })
      .strict(),
    /** The steps of a sourcing project (issue 21), an ordered list on the home page. */
    howWeWork: z
      .object({ heading: text(80), intro: text(300), steps: exactly(6, titledText) })
      .strict(),
    /**
     * Headings and labels of the proof sections (issue 21), each shown only when its
     * collection (case studies, testimonials, certificates, team) has entries.
     */
    proof: z
      .object({
        caseStudies: z.object({ heading: text(80), problem: text(40), sourced: text(40) }).strict(),
        testimonials: z.object({ heading: text(80) }).strict(),
        certificates: z.object({ heading: text(80), number: text(40), issuer: text(40) }).strict(),
        team: z.object({ heading: text(80) }).strict(),
      })
      .strict(),
    missionsTeaser: z
      .object({
        eyebrow: text(60),
        heading: text(120),
        text: text(400),
        points: exactly(4, titledText),
        learnMore: label(),
        learnMoreAbout: text(60),
      })
      .strict(),
    contact: z.object({ heading: text(80), intro: text(300) }).strict(),
  })
  .strict();

export type HomeCopy = z.infer<typeof homeSchema>;
