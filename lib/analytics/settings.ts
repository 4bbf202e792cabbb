import { analyticsEnv } from "../config/env/analytics";
import { parseEnv, type Env } from "../config/env/parse";
import type { AnalyticsSettings } from "./providers";

/**
 * The analytics settings of `env` (`ANALYTICS_PROVIDER`, `ANALYTICS_HOST`,
 * `ANALYTICS_SITE_ID`, parsed by their schema in lib/config/env/analytics.ts), or null
 * when none of them is set: analytics off, the default.
 * @throws Error naming each variable that is wrong, or missing while another is set.
 */
export function parseAnalyticsSettings(env: Env): AnalyticsSettings | null {
  const { analytics } = parseEnv({ analytics: analyticsEnv }, env, "Analytics settings");
  const {
    ANALYTICS_PROVIDER: provider,
    ANALYTICS_HOST: host,
    ANALYTICS_SITE_ID: siteId,
  } = analytics;
  // The schema takes all three or none.
  return provider && host && siteId ? { provider, host, siteId } : null;
}

/** The build's analytics, read once from the environment of the build (null when off). */
export const analyticsSettings: AnalyticsSettings | null = parseAnalyticsSettings(
  globalThis.process?.env ?? {},
);
