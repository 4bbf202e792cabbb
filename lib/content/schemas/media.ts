import { z } from "zod";
import { sectorSlugs } from "../../i18n/paths";
import { galleryPanels } from "../keys";
import { keyedObject } from "./fields";

/** Where uploaded photos live, below the content folder (the CMS's `media_folder`). */
export const mediaFolder = "media";

/**
 * A photo of `content/media/`, as the CMS writes it (`/media/<file>`), or empty for the
 * slot's artwork. JPEG, PNG or WebP: what `vite-imagetools` turns into AVIF and WebP.
 */
export const photo = z
  .string()
  .regex(
    /^(?:\/media\/[\w.-]+\.(?:jpe?g|png|webp))?$/i,
    "a JPEG, PNG or WebP file of content/media/, e.g. /media/horeca.jpg",
  )
  .meta({
    widget: "image",
    patternMessage: "a JPEG, PNG or WebP file of content/media/",
    description: "JPEG, PNG or WebP up to 20 MB, at least 1920 px wide; empty keeps the artwork.",
  })
  .optional();

const slot = z.object({ photo }).strict();

/**
 * The photos of the site's image slots, `content/media.yaml` (issue 19), the same in every
 * language: a slot without a photo shows its artwork. Each slot's alternative text is copy,
 * required per locale by that page's schema (sector `heroAlt`, missions `hero.imageAlt`,
 * gallery `alt`).
 */
export const mediaSchema = z
  .object({
    sectors: keyedObject(sectorSlugs, slot),
    routesMap: slot.describe("Behind the home hero and the missions hero."),
    gallery: keyedObject(galleryPanels, slot),
  })
  .strict();

export type MediaSlots = z.infer<typeof mediaSchema>;

/** The file name of `content/media/` a photo value names, e.g. `/media/a.jpg` → `a.jpg`. */
export function mediaFileName(value: string | undefined): string | undefined {
  return value ? value.slice(`/${mediaFolder}/`.length) : undefined;
}
