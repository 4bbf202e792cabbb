import { allRoutePaths } from "../i18n/paths";
import { caseStudySitePaths } from "./case-studies.server";
import { departureSitePaths } from "./departures.server";
import { insightSitePaths } from "./insight-files.server";

/**
 * Every page path the build makes, for checking the links editors write in Markdown
 * (issue 27): `/`, the nine pages of each locale (SPEC §2) and the pages each collection
 * adds (the insights: lists, articles, sector lists, feeds; the upcoming departures: pages
 * and calendar files; the case studies: list and pages). A collection with pages of its own adds them here.
 * @throws ContentError when an article's front matter is invalid.
 */
export function sitePaths(): Set<string> {
  return new Set([
    "/",
    ...allRoutePaths(),
    ...insightSitePaths(),
    ...departureSitePaths(),
    ...caseStudySitePaths(),
  ]);
}
