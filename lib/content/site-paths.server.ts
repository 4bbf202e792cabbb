import { allRoutePaths } from "../i18n/paths";

/**
 * Every page path the build makes, for checking the links editors write in Markdown
 * (issue 27): `/`, the nine pages of each locale (SPEC §2) and the pages each collection
 * adds. A collection with pages of its own adds them here.
 */
export function sitePaths(): Set<string> {
  return new Set(["/", ...allRoutePaths()]);
}
