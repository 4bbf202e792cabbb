import type { Photo } from "~/content/photos";

/**
 * Stands in for `app/content/photos.ts` in the CMS's bundle (`scripts/build-admin.ts`
 * aliases it): the site's photos are made by Vite's image pipeline at build time, which
 * the CMS's bundler has not, so the preview shows each image slot's artwork.
 */
export function findPhoto(_fileName: string | undefined): Photo | undefined {
  return undefined;
}
