import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { locales } from "../lib/i18n/locales";
import { sectorSlugs } from "../lib/i18n/paths";
import { entrySlugs } from "../lib/content/load.server";
import { upcomingDepartures } from "../lib/content/departures.server";

/**
 * The collections' page routes exist only when they have an entry: with `ssr: false`, React
 * Router refuses a route with a loader that no prerendered path reaches (issue 27).
 */
const hasDepartures = upcomingDepartures("en").length > 0;
const hasCaseStudies = entrySlugs("caseStudies").length > 0;

/**
 * The route table of SPEC §2. Each locale gets its own static routes (rather than a
 * `:lang` parameter) so that an unknown prefix such as `/xx` falls through to the 404.
 */
export default [
  index("routes/home.tsx", { id: "home" }),
  ...locales.flatMap((locale) =>
    prefix(locale, [
      index("routes/home.tsx", { id: `${locale}-home` }),
      route("business-missions", "routes/business-missions.tsx", { id: `${locale}-missions` }),
      // Dated departures (issue 27): a page and a calendar file each, prerendered by slug.
      ...(hasDepartures
        ? [
            route("business-missions/:slug", "routes/departure.tsx", { id: `${locale}-departure` }),
            route("business-missions/:slug/calendar.ics", "routes/departure-calendar.ts", {
              id: `${locale}-departure-calendar`,
            }),
          ]
        : []),
      // Case studies (issue 27): the list and each one's page.
      ...(hasCaseStudies
        ? [
            route("case-studies", "routes/case-studies.tsx", { id: `${locale}-case-studies` }),
            route("case-studies/:slug", "routes/case-study.tsx", { id: `${locale}-case-study` }),
          ]
        : []),
      ...sectorSlugs.map((slug) =>
        route(slug, "routes/sector.tsx", { id: `${locale}-sector-${slug}` }),
      ),
      route("privacy", "routes/legal.tsx", { id: `${locale}-privacy` }),
      route("terms", "routes/legal.tsx", { id: `${locale}-terms` }),
      route("consent", "routes/legal.tsx", { id: `${locale}-consent` }),
      route("thank-you", "routes/thank-you.tsx", { id: `${locale}-thank-you` }),
      route("search", "routes/search.tsx", { id: `${locale}-search` }),
    ]),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
