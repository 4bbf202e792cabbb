/** The cookie-free web analytics services the site can report to (issue 20, item 5). */
export const analyticsProviders = ["plausible", "umami", "goatcounter"] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

/** A build's analytics: which provider, at which origin, under which site id. */
export interface AnalyticsSettings {
  provider: AnalyticsProvider;
  /** The provider's origin without trailing slash, e.g. `https://plausible.io`. */
  host: string;
  /** Plausible's domain, Umami's website id, GoatCounter's site code. */
  siteId: string;
}

/**
 * Each provider's documented snippet: its script's path on the host, the attribute naming
 * the site, and whether its tracker may fall back to an image pixel (GoatCounter's
 * `count.js` does when `navigator.sendBeacon` is missing), which the CSP must then admit.
 * Sources: plausible.io/docs/plausible-script, umami.is/docs/collect-data,
 * goatcounter.com/help/start.
 */
export const providerSnippets = {
  plausible: {
    name: "Plausible Analytics",
    script: "/js/script.js",
    attribute: "data-domain",
    pixel: false,
  },
  umami: { name: "Umami", script: "/script.js", attribute: "data-website-id", pixel: false },
  goatcounter: {
    name: "GoatCounter",
    script: "/count.js",
    attribute: "data-goatcounter",
    pixel: true,
  },
} as const satisfies Record<
  AnalyticsProvider,
  { name: string; script: `/${string}`; attribute: `data-${string}`; pixel: boolean }
>;

/** The `<script>` tag of `settings`'s provider: where it loads from and its attributes. */
export interface AnalyticsTag {
  src: string;
  /** The site attribute and its value: `{"data-domain": "example.com"}`. */
  data: Record<string, string>;
}

/** The tag that loads `settings`'s tracker, as the provider documents it. */
export function analyticsTag({ provider, host, siteId }: AnalyticsSettings): AnalyticsTag {
  const { script, attribute } = providerSnippets[provider];
  // GoatCounter's attribute is the endpoint its script sends counts to.
  const value = provider === "goatcounter" ? `${host}/count` : siteId;
  return {
    src: `${host}${script}`,
    data: { [attribute]: value },
  };
}

/** CSP sources a page with an analytics tag needs beyond its own. */
export interface AnalyticsSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The CSP sources that the analytics tag in `html` (a built page) needs: its host in
 * `script-src` and `connect-src` (and `img-src` for a pixel fallback), nothing when the page
 * has no such tag. Read from the page, so the policy always matches what the build wrote.
 */
export function analyticsSourcesOf(html: string): AnalyticsSources {
  const sources: AnalyticsSources = { script: [], connect: [], img: [] };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="(https?:\/\/[^"]+)"/i.exec(tag)?.[1];
    const snippet = Object.values(providerSnippets).find((candidate) =>
      new RegExp(`\\s${candidate.attribute}="`).test(tag),
    );
    if (!src || !snippet) continue;
    const origin = new URL(src.replaceAll("&amp;", "&")).origin;
    if (!sources.script.includes(origin)) {
      sources.script.push(origin);
      sources.connect.push(origin);
      if (snippet.pixel) sources.img.push(origin);
    }
  }
  return sources;
}
