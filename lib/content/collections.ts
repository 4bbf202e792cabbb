import type { z } from "zod";
import { sectorSlugs } from "../i18n/paths";
import { caseStudySchema } from "./schemas/case-study";
import { certificateSchema } from "./schemas/certificate";
import { departureSchema } from "./schemas/departure";
import { autoreplyEmailSchema, leadEmailSchema } from "./schemas/email";
import { homeSchema } from "./schemas/home";
import { insightsUiSchema } from "./schemas/insights-ui";
import { legalSchema, legalSlugs } from "./schemas/legal";
import { missionUnitValues, type MissionUnits } from "./units";
import type { MessageValues } from "./messages";
import type { Facts } from "./schemas/facts";
import { missionsSchema } from "./schemas/missions";
import { sectorSchema } from "./schemas/sector";
import { siteSchema } from "./schemas/site";
import { teamMemberSchema } from "./schemas/team";
import { testimonialSchema } from "./schemas/testimonial";

/** A kind of content file: its folder under `content/`, schema and expected slugs. */
export interface Collection<S extends z.ZodType = z.ZodType> {
  /** `content/<folder>/<locale>/<slug>.yaml` (Decap CMS's `multiple_folders` layout). */
  folder: string;
  schema: S;
  /**
   * The entries: fixed by the routes, or `"any"` for a list the owners grow in the CMS
   * (every file of the default locale's folder is an entry; none is a valid answer).
   */
  slugs: readonly string[] | "any";
  /**
   * Top-level keys that are the same in every locale (names, numbers, codes, photos): the
   * default locale's value is used in each, never marked as a fallback, and the CMS
   * duplicates it into every locale's file (Decap's `i18n: duplicate`).
   */
  shared?: readonly string[];
  /** The field naming an entry in lists and in its new file's name (open collections). */
  identifier?: string;
  /** Top-level keys holding messages that are formatted later, with their own arguments. */
  deferred?: readonly string[];
  /** Values the collection's prose may name besides the facts, from its own (unformatted) data. */
  values?: (data: Record<string, unknown>, facts: Facts, formatTag: string) => MessageValues;
}

function collection<S extends z.ZodType>(spec: Collection<S>): Collection<S> {
  return spec;
}

/** Every content collection of the site, one schema per file type (issue 14). */
export const collections = {
  home: collection({ folder: "home", schema: homeSchema, slugs: ["page"] }),
  sectors: collection({ folder: "sectors", schema: sectorSchema, slugs: sectorSlugs }),
  missions: collection({
    folder: "missions",
    schema: missionsSchema,
    slugs: ["business-missions"],
    deferred: ["units"],
    values: (data, facts, tag) =>
      missionUnitValues(data.units as MissionUnits, facts.missions, tag),
  }),
  legal: collection({ folder: "legal", schema: legalSchema, slugs: legalSlugs }),
  ui: collection({ folder: "ui", schema: siteSchema, slugs: ["site"] }),
  // The words around the articles (issue 27); their placeholders are filled per page.
  insightsUi: collection({
    folder: "ui",
    schema: insightsUiSchema,
    slugs: ["insights"],
    deferred: ["list", "sector", "pagination", "article", "feed"],
  }),
  // A quantity's `{quantity}` is each line's own (issue 29).
  email: collection({
    folder: "email",
    schema: leadEmailSchema,
    slugs: ["lead"],
    deferred: ["quantities"],
  }),
  autoreply: collection({ folder: "email", schema: autoreplyEmailSchema, slugs: ["autoreply"] }),
  // The proof buyers check (issue 21): the owners' own entries, none shipped.
  caseStudies: collection({
    folder: "case-studies",
    schema: caseStudySchema,
    slugs: "any",
    identifier: "title",
    shared: ["sector", "country", "photo"],
  }),
  testimonials: collection({
    folder: "testimonials",
    schema: testimonialSchema,
    slugs: "any",
    identifier: "name",
    shared: ["name", "company", "country"],
  }),
  certificates: collection({
    folder: "certificates",
    schema: certificateSchema,
    slugs: "any",
    identifier: "name",
    shared: ["number", "photo"],
  }),
  // Dated business-mission departures (issue 27): none shipped; past ones are not built.
  departures: collection({
    folder: "departures",
    schema: departureSchema,
    slugs: "any",
    identifier: "title",
    shared: [
      "start",
      "end",
      "cities",
      "sectors",
      "format",
      "cantonFairPhase",
      "seatsLeft",
      "priceFrom",
    ],
  }),
  team: collection({
    folder: "team",
    schema: teamMemberSchema,
    slugs: "any",
    identifier: "name",
    shared: ["name", "sector", "photo", "messenger"],
  }),
};

export type CollectionName = keyof typeof collections;
/** The validated data of one file of collection `C`. */
export type EntryOf<C extends CollectionName> = z.infer<(typeof collections)[C]["schema"]>;
