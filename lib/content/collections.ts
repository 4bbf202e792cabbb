import type { z } from "zod";
import { sectorSlugs } from "../i18n/paths";
import { autoreplyEmailSchema, leadEmailSchema } from "./schemas/email";
import { homeSchema } from "./schemas/home";
import { legalSchema } from "./schemas/legal";
import { missionUnitValues, type MissionUnits } from "./units";
import type { MessageValues } from "./messages";
import type { Facts } from "./schemas/facts";
import { missionsSchema } from "./schemas/missions";
import { sectorSchema } from "./schemas/sector";
import { siteSchema } from "./schemas/site";

/** A kind of content file: its folder under `content/`, schema and expected slugs. */
export interface Collection<S extends z.ZodType = z.ZodType> {
  /** `content/<folder>/<locale>/<slug>.yaml` (Decap CMS's `multiple_folders` layout). */
  folder: string;
  schema: S;
  slugs: readonly string[];
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
  legal: collection({ folder: "legal", schema: legalSchema, slugs: ["privacy", "terms"] }),
  ui: collection({ folder: "ui", schema: siteSchema, slugs: ["site"] }),
  email: collection({ folder: "email", schema: leadEmailSchema, slugs: ["lead"] }),
  autoreply: collection({ folder: "email", schema: autoreplyEmailSchema, slugs: ["autoreply"] }),
};

export type CollectionName = keyof typeof collections;
/** The validated data of one file of collection `C`. */
export type EntryOf<C extends CollectionName> = z.infer<(typeof collections)[C]["schema"]>;
