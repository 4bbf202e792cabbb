/**
 * The public origin of the site, which every absolute URL (canonical, hreflang, Open Graph,
 * JSON-LD, sitemap) starts with. Set `SITE_URL` when building (`SITE_URL=https://… npm run
 * build`); Vite inlines it into the pages and their hydration code (`envPrefix` in
 * vite.config.ts), and Node build scripts read the same variable. This is the only place
 * that reads it.
 *
 * EXAMPLE default: the owner replaces it with the real domain.
 */
const exampleSiteUrl = "https://www.pearlriversourcing.example";

/**
 * Validates a configured origin and drops a trailing slash.
 * Throws when `value` is not an absolute http(s) URL without path, query or fragment,
 * so a typo fails the build instead of publishing broken canonicals.
 */
export function parseSiteUrl(value: string | undefined): string {
  if (!value) return exampleSiteUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as ${exampleSiteUrl}, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`SITE_URL must be an http(s) origin without path or query, got "${value}"`);
  }
  return url.origin;
}

/** The site's origin without trailing slash, e.g. `https://www.pearlriversourcing.example`. */
export const siteUrl: string = parseSiteUrl(
  import.meta.env?.SITE_URL ?? globalThis.process?.env.SITE_URL,
);

/** The absolute URL of a site path (`/ar/medical` → `https://…/ar/medical`). */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
