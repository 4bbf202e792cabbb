import { createHash } from "node:crypto";
import type { AnalyticsSources } from "../lib/analytics/providers";

/** What the security headers depend on: the deployment, not the page. */
export interface SecurityOptions {
  /** `Strict-Transport-Security` max-age in seconds; 0 leaves the header out (plain-HTTP hosts). */
  hstsMaxAge: number;
  /** Origins the pages may `fetch` besides their own: the leads API when it lives elsewhere. */
  connectOrigins: string[];
}

/**
 * The site search (issue 27): Pagefind's files live under this path, and its script and
 * worker run WebAssembly, which CSP admits by `'wasm-unsafe-eval'` (compiling WebAssembly
 * only; JavaScript's `eval` stays refused). Pages with the search field and the files of
 * `/pagefind/` get it; nothing else does.
 */
export const searchFilesPath = "/pagefind/";
export const searchScriptSources = ["'wasm-unsafe-eval'"];

/** The CSP of Pagefind's own files (its worker runs under the policy it is served with). */
export function searchFilesPolicy(options: SecurityOptions): string {
  return contentSecurityPolicy([], options, { script: searchScriptSources, connect: [], img: [] });
}

/**
 * The `sha256-…` CSP source of every inline `<script>` in `html` (CSP Level 3 §8.2: the
 * hash covers the script's text exactly as written). A prerendered page holds only JSON-LD
 * data blocks (its islands load from files); the SPA shell React Router writes holds its
 * router context inline. Each HTML file gets its own list, so either stays admitted.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? "";
    if (body === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of a response: scripts only from our origin plus the given
 * inline-script hashes (never 'unsafe-inline' or 'unsafe-eval'); no framing, plugins or
 * foreign form targets (forms post to our origin or the leads API's). Styles allow 'unsafe-inline' because the prerendered markup carries
 * React `style` attributes (sector artwork gradients, Radix positioning) and Sonner inserts
 * its stylesheet at runtime; style injection cannot run code. A page that loads a web
 * analytics tracker (issue 20) also admits that provider's host, given in `analytics`.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  options: SecurityOptions,
  analytics: AnalyticsSources = { script: [], connect: [], img: [] },
): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...analytics.script],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...analytics.img],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...options.connectOrigins, ...analytics.connect],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // The lead forms post to the leads API without JavaScript too (issue 18).
    ["form-action", "'self'", ...options.connectOrigins],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The Content-Security-Policy of the CMS at `/admin/` (issue 19), stricter where it can be
 * and wider only where Decap CMS needs it: its script from our origin only, plus
 * 'unsafe-eval' (its configuration validator, ajv, compiles schemas with `new Function`);
 * inline styles (emotion); `blob:` and `data:` images (media previews); and the Git host's
 * API and OAuth origins for `fetch`. No other path gets this policy.
 */
export function adminContentSecurityPolicy(origins: { connect: string[]; img: string[] }): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...origins.img],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...origins.connect],
    ["frame-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The headers every response carries besides its CSP (OWASP Secure Headers Project):
 * HSTS when configured, no MIME sniffing, no framing for old browsers, a referrer that
 * stops at the origin across sites, no powerful browser features, and a browsing-context
 * group of our own.
 */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-site",
  };
  if (options.hstsMaxAge > 0) {
    headers["strict-transport-security"] = `max-age=${options.hstsMaxAge}; includeSubDomains`;
  }
  return headers;
}

/** `Cache-Control` by file: Vite's content-hashed `assets/` never change; everything else revalidates. */
export function cacheControlFor(sitePath: string): string {
  return sitePath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}
