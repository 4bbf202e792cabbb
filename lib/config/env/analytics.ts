import { z } from "zod";
import {
  analyticsProviders,
  providerSnippets,
  type AnalyticsProvider,
} from "../../analytics/providers";
import { text } from "./fields";
import { whenParsed } from "./parse";

/** Loopback hosts may be plain HTTP (a collector on the developer's machine); others not. */
const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

const host = text().transform((value, context) => {
  if (value === undefined) return undefined;
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

const provider = text().pipe(
  z
    .enum(analyticsProviders, {
      error: (issue) =>
        `must be one of ${analyticsProviders.join(", ")}, got "${String(issue.input)}"`,
    })
    .optional(),
);

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

const names = ["ANALYTICS_PROVIDER", "ANALYTICS_HOST", "ANALYTICS_SITE_ID"] as const;

/** The build's web analytics (issue 20, item 5): all three settings or none. */
export const analyticsEnv = z
  .object({
    ANALYTICS_PROVIDER: provider
      .meta({ unset: "(off)" })
      .describe(
        `Cookie-free web analytics: ${analyticsProviders.map((name) => `\`${name}\``).join(", ")}.`,
      ),
    ANALYTICS_HOST: host
      .meta({ unset: "(none)" })
      .describe(
        "The provider's origin: `https://plausible.io`, `https://<code>.goatcounter.com`, or a self-hosted Plausible, Umami or GoatCounter (https; http only on loopback).",
      ),
    ANALYTICS_SITE_ID: text()
      .meta({ unset: "(none)" })
      .describe(
        "Plausible: the site's domain as registered there; Umami: the website id (a UUID); GoatCounter: the site code (checked against a `goatcounter.com` host).",
      ),
  })
  .superRefine(
    (env, context) => {
      // A field that failed to parse was given all the same.
      const given = names.filter((name) => env[name] !== undefined);
      const missing = names.filter((name) => env[name] === undefined);
      if (given.length > 0 && missing.length > 0) {
        context.addIssue({
          code: "custom",
          path: [missing[0]!],
          message: `${missing.join(", ")} missing: analytics needs ${names.join(", ")} together`,
        });
      }
    },
    { when: () => true },
  )
  .superRefine(
    (env, context) => {
      const { ANALYTICS_PROVIDER: provider, ANALYTICS_HOST: host, ANALYTICS_SITE_ID: siteId } = env;
      if (!provider || !host || !siteId) return;
      const { pattern, example } = siteIds[provider];
      if (!pattern.test(siteId)) {
        context.addIssue({
          code: "custom",
          path: ["ANALYTICS_SITE_ID"],
          message: `is not a ${providerSnippets[provider].name} site id such as ${example}, got "${siteId}"`,
        });
      }
      const hosted = new URL(host).hostname.match(/^([^.]+)\.goatcounter\.com$/i);
      if (provider === "goatcounter" && hosted && hosted[1] !== siteId) {
        context.addIssue({
          code: "custom",
          path: ["ANALYTICS_SITE_ID"],
          message: `must be the code in ANALYTICS_HOST (${hosted[1]}), got "${siteId}"`,
        });
      }
    },
    whenParsed(...names),
  )
  .meta({
    title: "Analytics",
    description:
      "Read once when the build starts (`lib/analytics/settings.ts`, imported by Vite's config and the prerender): all three or none. Off by default: no page then carries a tracker, loads anything from another host or admits one in its CSP. Built with them, e.g. `ANALYTICS_PROVIDER=plausible ANALYTICS_HOST=https://plausible.io ANALYTICS_SITE_ID=www.example.com npm run build`, every public page ends with the provider's documented script tag (deferred, low priority) and its Content-Security-Policy admits exactly that host; the server and `_headers` read it from the built page, so nothing is set at run time. A lead the server accepted is reported as the event `Lead` (add a goal or event of that name in the provider's dashboard), with nothing typed into the form; the privacy policy gains a section naming the service (`analytics` in `content/legal/<locale>/privacy.yaml`). Umami Cloud's script sends its counts to a host other than the one it loads from, which this CSP does not admit: with Umami, use a self-hosted instance.",
  });

/** The parsed {@link analyticsEnv}. */
export type AnalyticsEnv = z.output<typeof analyticsEnv>;
