import type { Config } from "@react-router/dev/config";
import { locales } from "./lib/i18n/locales";
import { allRoutePaths, notFoundPath, thankYouPath } from "./lib/i18n/paths";

/**
 * Static output: every route of SPEC §2 is prerendered to HTML at build time
 * (ARCHITECTURE.md), plus the 404 page in each language, that the server sends
 * with status 404 for unknown paths, and the thank-you page in each language, where a form
 * sent without JavaScript lands (issue 18).
 */
export default {
  ssr: false,
  prerender: ["/", ...allRoutePaths(), ...locales.map(notFoundPath), ...locales.map(thankYouPath)],
} satisfies Config;
