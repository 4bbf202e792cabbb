import type { Config } from "@react-router/dev/config";
import { locales } from "./lib/i18n/locales";
import { allRoutePaths, notFoundPath, searchPath, thankYouPath } from "./lib/i18n/paths";
import { caseStudySitePaths } from "./lib/content/case-studies.server";
import { departureSitePaths } from "./lib/content/departures.server";
import { insightSitePaths } from "./lib/content/insight-files.server";

/**
 * Static output: every route of SPEC §2 is prerendered to HTML at build time
 * (ARCHITECTURE.md), plus the 404 page in each language, that the server sends
 * with status 404 for unknown paths, and the thank-you page in each language, where a form
 * sent without JavaScript lands (issue 18), and the pages of the collections (issue 27;
 * the articles' feeds are written after the build by scripts/seo/build.ts).
 */
export default {
  ssr: false,
  prerender: [
    "/",
    ...allRoutePaths(),
    ...locales.map(notFoundPath),
    ...locales.map(thankYouPath),
    // Each locale's search page (issue 27).
    ...locales.map(searchPath),
    // Each upcoming departure's page and calendar file, the case studies (issue 27).
    ...departureSitePaths(),
    ...caseStudySitePaths(),
    ...insightSitePaths().filter((path) => !path.endsWith(".xml")),
  ],
} satisfies Config;
