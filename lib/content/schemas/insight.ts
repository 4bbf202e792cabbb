import { z } from "zod";
import { sectorSlugs } from "../../i18n/paths";
import { text } from "./fields";
import { photo } from "./media";

/** A calendar date as `YYYY-MM-DD` (ISO 8601), as the CMS's date widget writes it. */
export const isoDate = z.iso
  .date({ error: "a date as YYYY-MM-DD, e.g. 2026-11-20" })
  .meta({ patternMessage: "a date as YYYY-MM-DD, e.g. 2026-11-20" });

/** A file name of `content/<folder>/<locale>/` without its extension, e.g. `2026-11-li-wei`. */
const entrySlug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "the file name of a team entry");

/**
 * The front matter of an article, `content/insights/<locale>/<slug>.md` (issue 27); the
 * Markdown below it is the body. Every translation is a file of its own, the slug (file
 * name) shared by all: an article exists in a locale only when that locale's file does.
 */
export const insightSchema = z
  .object({
    title: text(90).describe("The article's heading and the title search engines show."),
    description: text(160)
      .min(70, "at least 70 characters")
      .describe("One or two sentences (70–160 characters): the search-result snippet."),
    date: isoDate.describe("The day it was first published, YYYY-MM-DD."),
    updated: isoDate.optional().describe("The day of the last real change, if any."),
    sectors: z
      .array(z.enum(sectorSlugs))
      .default([])
      .refine((list) => new Set(list).size === list.length, "each sector once")
      .describe(
        "The sector pages it belongs to (horeca, manufacturing, electronics, medical, villas, premium-cars); none is allowed.",
      ),
    image: photo.describe(
      "JPEG, PNG or WebP up to 20 MB, at least 1920 px wide; empty shows the first sector's artwork.",
    ),
    imageAlt: text(200)
      .optional()
      .describe("What the image shows, for readers who cannot see it; required with an image."),
    author: entrySlug
      .optional()
      .describe("A member of the team: the file name of their entry in content/team/."),
  })
  .strict()
  .refine((value) => !value.image || Boolean(value.imageAlt), {
    message: "required with an image",
    path: ["imageAlt"],
  })
  .refine((value) => !value.updated || value.updated >= value.date, {
    message: "not before the publication date",
    path: ["updated"],
  });

export type InsightFrontMatter = z.infer<typeof insightSchema>;
