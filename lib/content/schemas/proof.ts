import { z } from "zod";
import { sectorSlugs } from "../../i18n/paths";
import { text } from "./fields";
import { photo } from "./media";

/**
 * Fields the proof collections (issue 21: case studies, testimonials, certificates, team)
 * share. Their entries are the owners' own evidence: the schemas require every part a buyer
 * checks, so an entry is shown whole or refused by the build.
 */

/** A country as an ISO 3166-1 alpha-2 code; the page names it in its language (`Intl.DisplayNames`). */
export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, "ISO 3166 country code such as AE")
  .meta({
    patternMessage: "ISO 3166 country code such as AE",
    description: "Two capital letters (AE, KZ, ES…); each language shows the country's own name.",
  });

/** One of the six sectors of the site (SPEC §2). */
export const sector = z
  .enum(sectorSlugs)
  .describe(
    "The sector page it belongs to: horeca, manufacturing, electronics, medical, villas or premium-cars.",
  );

/** A photo of `content/media/` with the text that describes it in each language. */
export const photoFields = {
  photo: photo.describe("JPEG, PNG or WebP up to 20 MB, at least 1920 px wide; empty shows none."),
  photoAlt: text(200)
    .optional()
    .describe("What the photo shows, for readers who cannot see it; required with a photo."),
};

/** Refuses a photo without its description (a screen reader would announce nothing). */
export function altWithPhoto(value: { photo?: string | undefined; photoAlt?: string | undefined }) {
  return !value.photo || Boolean(value.photoAlt);
}
export const altWithPhotoIssue = { message: "required with a photo", path: ["photoAlt"] };
