import type { Config } from "@react-router/dev/config";
import { locales } from "./lib/i18n/locales";
import { allRoutePaths, notFoundPath } from "./lib/i18n/paths";

/**
 * `SPA_BUILD=1` builds the same code as a client-rendered single-page app into build-spa/
 * (no prerendering, route loaders run in the browser): the baseline `npm run bench:web`
 * compares the shipped site with (issue 7). Never deployed.
 */
export const spaBuild = process.env.SPA_BUILD === "1";

/**
 * Static output: every route of SPEC §2 is prerendered to HTML at build time
 * (ARCHITECTURE.md), plus the 404 page in each language, that the server sends
 * with status 404 for unknown paths.
 */
export default (spaBuild
  ? { ssr: false, buildDirectory: "build-spa" }
  : {
      ssr: false,
      prerender: ["/", ...allRoutePaths(), ...locales.map(notFoundPath)],
    }) satisfies Config;
