import { galleryPanels, type GalleryPanel } from "@lib/content/keys";
import type { SectorSlug } from "@lib/i18n/paths";

export { galleryPanels, type GalleryPanel };

/** The built artwork files (`scripts/build-art.ts` writes them to `public/art/`). */
export type ArtId = `sector-${SectorSlug}` | `gallery-${GalleryPanel}` | "world-routes";

/**
 * One image slot of a page. It shows the artwork `art` until the owner drops a photo named
 * `photo` into `app/content/photos/`; the build then serves that photo as AVIF/WebP
 * `srcset` instead, with no code change. The slot's alt text lives in the locale's copy.
 */
export interface ImageSlot {
  art: ArtId;
  /** File name inside `app/content/photos/`, e.g. `horeca-hero.jpg`. */
  photo?: string;
  /** CSS `object-position` of the image in its frame; centred when absent. */
  position?: string;
}

function sectorHero(slug: SectorSlug, position?: string): ImageSlot {
  return { art: `sector-${slug}`, photo: `${slug}-hero.jpg`, position };
}

/** Every image slot of the site, the same in all four languages. */
export const media = {
  sectors: {
    horeca: sectorHero("horeca"),
    manufacturing: sectorHero("manufacturing"),
    electronics: sectorHero("electronics"),
    medical: sectorHero("medical"),
    villas: sectorHero("villas"),
    /** SPEC §2: the cars page's hero image sits at 80% vertically. */
    "premium-cars": sectorHero("premium-cars", "50% 80%"),
  } satisfies Record<SectorSlug, ImageSlot>,
  /** The delivery-routes map behind the home hero and the missions hero. */
  routesMap: { art: "world-routes", photo: "routes-map.jpg" } satisfies ImageSlot,
  gallery: Object.fromEntries(
    galleryPanels.map((panel) => [
      panel,
      { art: `gallery-${panel}`, photo: `gallery-${panel}.jpg` } satisfies ImageSlot,
    ]),
  ) as Record<GalleryPanel, ImageSlot>,
};
