import type { ArtId } from "~/content/media";

/** Intrinsic sizes of the built artwork, in CSS pixels; `scripts/build-art.ts` draws to them. */
export const artSizes = {
  sector: { width: 1600, height: 900 },
  gallery: { width: 800, height: 600 },
  map: { width: 1600, height: 800 },
} as const;

/**
 * The public URL and intrinsic size of an artwork file (explicit size: no layout shift), and
 * whether it mirrors in right-to-left pages: the sector and gallery drawings do (their subject
 * sits on the inline-end side, their flow runs in the reading direction, docs/ART.md); the
 * world map does not (geography has no reading direction).
 */
export function artFile(id: ArtId): {
  src: string;
  width: number;
  height: number;
  mirrors: boolean;
} {
  const size = id.startsWith("sector-")
    ? artSizes.sector
    : id.startsWith("gallery-")
      ? artSizes.gallery
      : artSizes.map;
  return { src: `/art/${id}.svg`, ...size, mirrors: id !== "world-routes" };
}
