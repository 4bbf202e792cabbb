import type { ArtId } from "~/content/media";

/** Intrinsic sizes of the built artwork, in CSS pixels; `scripts/build-art.ts` draws to them. */
export const artSizes = {
  sector: { width: 1600, height: 900 },
  gallery: { width: 800, height: 600 },
  map: { width: 1600, height: 800 },
} as const;

/** The public URL and intrinsic size of an artwork file (explicit size: no layout shift). */
export function artFile(id: ArtId): { src: string; width: number; height: number } {
  const size = id.startsWith("sector-")
    ? artSizes.sector
    : id.startsWith("gallery-")
      ? artSizes.gallery
      : artSizes.map;
  return { src: `/art/${id}.svg`, ...size };
}
