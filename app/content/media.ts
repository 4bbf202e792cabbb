import { galleryPanels, type GalleryPanel } from "@lib/content/keys";
import type { SectorSlug } from "@lib/i18n/paths";

export { galleryPanels, type GalleryPanel };

/** The built artwork files (`scripts/build-art.ts` writes them to `public/art/`). */
export type ArtId = `sector-${SectorSlug}` | `gallery-${GalleryPanel}` | "world-routes";

/**
 * One image slot of a page. It shows the artwork `art` until `content/media.yaml` names a
 * photo of `content/media/` for it (uploaded through the CMS); the build then serves that
 * photo as AVIF/WebP `srcset` instead, with no code change. The slot's alt text lives in
 * the locale's copy.
 */
export interface ImageSlot {
  art: ArtId;
  /** File name inside `content/media/`, e.g. `horeca.jpg`. */
  photo?: string;
  /** CSS `object-position` of the image in its frame; centred when absent. */
  position?: string;
}

/** Every image slot of the site with its artwork, the same in all four languages. */
export interface ImageSlots {
  sectors: Record<SectorSlug, ImageSlot>;
  /** The delivery-routes map behind the home hero and the missions hero. */
  routesMap: ImageSlot;
  gallery: Record<GalleryPanel, ImageSlot>;
}

/** The artwork of each slot, and where it sits in its frame. */
export const artSlots: ImageSlots = {
  sectors: {
    horeca: { art: "sector-horeca" },
    manufacturing: { art: "sector-manufacturing" },
    electronics: { art: "sector-electronics" },
    medical: { art: "sector-medical" },
    villas: { art: "sector-villas" },
    /** SPEC §2: the cars page's hero image sits at 80% vertically. */
    "premium-cars": { art: "sector-premium-cars", position: "50% 80%" },
  },
  routesMap: { art: "world-routes" },
  gallery: Object.fromEntries(
    galleryPanels.map((panel) => [panel, { art: `gallery-${panel}` } satisfies ImageSlot]),
  ) as Record<GalleryPanel, ImageSlot>,
};
