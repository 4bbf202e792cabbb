import { z } from "zod";
import {
  analyticsProviders,
  providerSnippets,
  type AnalyticsProvider,
  type AnalyticsSettings,
} from "./providers";

/** Loopback hosts may be plain HTTP (a collector on the developer's machine); others not. */
const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

const host = z
  .string()
  .trim()
  .transform((value, context) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    const secure =
      url?.protocol === "https:" || (url?.protocol === "http:" && loopback.test(url.hostname));
    if (!url || !secure || url.pathname !== "/" || url.search || url.hash || url.username) {
      context.addIssue({
        code: "custom",
        message: `must be an https origin without path or query (http only on loopback), e.g. https://plausible.io; got "${value}"`,
      });
      return z.NEVER;
    }
    return url.origin;
  });

/** Each provider's form of site id, as its dashboard shows it. */
const siteIds: Record<AnalyticsProvider, { pattern: RegExp; example: string }> = {
  // The site's domain as registered in Plausible.
  plausible: {
    pattern: /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
    example: "pearlriversourcing.example",
  },
  // A UUID.
  umami: {
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    example: "94db1cb1-74f4-4a40-ad6c-962362670409",
  },
  // The site code, the first label of https://<code>.goatcounter.com.
  goatcounter: { pattern: /^[a-z0-9][a-z0-9-]{1,49}$/i, example: "pearlriver" },
};

const analyticsEnv = z
  .object({
    ANALYTICS_PROVIDER: z.enum(analyticsProviders, {
      error: `must be one of ${analyticsProviders.join(", ")}`,
    }),
    ANALYTICS_HOST: host,
    ANALYTICS_SITE_ID: z.string().trim().min(1, "must not be empty"),
  })
  .superRefine((env, context) => {
    const { pattern, example } = siteIds[env.ANALYTICS_PROVIDER];
    if (!pattern.test(env.ANALYTICS_SITE_ID)) {
      context.addIssue({
        code: "custom",
        path: ["ANALYTICS_SITE_ID"],
        message: `is not a ${providerSnippets[env.ANALYTICS_PROVIDER].name} site id such as ${example}, got "${env.ANALYTICS_SITE_ID}"`,
      });
    }
    const hosted = new URL(env.ANALYTICS_HOST).hostname.match(/^([^.]+)\.goatcounter\.com$/i);
    if (env.ANALYTICS_PROVIDER === "goatcounter" && hosted && hosted[1] !== env.ANALYTICS_SITE_ID) {
      context.addIssue({
        code: "custom",
        path: ["ANALYTICS_SITE_ID"],
        message: `must be the code in ANALYTICS_HOST (${hosted[1]}), got "${env.ANALYTICS_SITE_ID}"`,
      });
    }
  });

const names = ["ANALYTICS_PROVIDER", "ANALYTICS_HOST", "ANALYTICS_SITE_ID"] as const;

/**
 * The analytics settings of `env` (`ANALYTICS_PROVIDER`, `ANALYTICS_HOST`,
 * `ANALYTICS_SITE_ID`), or null when none of them is set: analytics off, the default.
 * @throws Error naming each variable that is wrong, or missing while another is set.
 */
export function parseAnalyticsSettings(
  env: Record<string, string | undefined>,
): AnalyticsSettings | null {
  const given = Object.fromEntries(
    names.filter((name) => env[name]?.trim()).map((name) => [name, env[name]]),
  );
  if (Object.keys(given).length === 0) return null;
  const missing = names.filter((name) => !(name in given));
  if (missing.length > 0) {
    throw new Error(
      `Analytics settings: ${missing.join(", ")} missing: analytics needs ${names.join(", ")} together`,
    );
  }
  const parsed = analyticsEnv.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${String(issue.path[0])} ${issue.message}`,
    );
    throw new Error(`Analytics settings: ${problems.join("; ")}`);
  }
  return {
    provider: parsed.data.ANALYTICS_PROVIDER,
    host: parsed.data.ANALYTICS_HOST,
    siteId: parsed.data.ANALYTICS_SITE_ID,
  };
}

/** The build's analytics, read once from the environment of the build (null when off). */
export const analyticsSettings: AnalyticsSettings | null = parseAnalyticsSettings(
  globalThis.process?.env ?? {},
);
