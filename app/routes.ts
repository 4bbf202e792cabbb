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
import { insightSitePaths } from "../lib/content/insight-files.server";

/**
 * The articles' routes of `locale` (issue 27), each only where the locale builds a page of
 * it: a prerendered site may not have a route with a loader and no page (React Router's
 * `ssr: false`), and a locale without articles has none of them.
 */
function insightRoutes(locale: string) {
  const paths = insightSitePaths().filter((path) => path.startsWith(`/${locale}/insights`));
  const has = (pattern: RegExp) => paths.some((path) => pattern.test(path));
  return [
    ...(has(/\/insights$/)
      ? [route("insights", "routes/insights-list.tsx", { id: `${locale}-insights` })]
      : []),
    ...(has(/\/insights\/page\//)
      ? [
          route("insights/page/:page", "routes/insights-list.tsx", {
            id: `${locale}-insights-page`,
          }),
        ]
      : []),
    ...(has(/\/insights\/sector\//)
      ? [
          route("insights/sector/:sector", "routes/insights-list.tsx", {
            id: `${locale}-insights-sector`,
          }),
        ]
      : []),
    ...(has(/\/insights\/(?!page\/|sector\/|feed\.xml$)[^/]+$/)
      ? [route("insights/:slug", "routes/insight.tsx", { id: `${locale}-insight` })]
      : []),
  ];
}

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
      ...insightRoutes(locale),
    ]),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
