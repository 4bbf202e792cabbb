import {
  cacheControlFor,
  contentSecurityPolicy,
  searchFilesPath,
  searchFilesPolicy,
  searchScriptSources,
  securityHeaders,
  type SecurityOptions,
} from "../security-headers";
import type { PagePolicy } from "../site-files";

function rule(pattern: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [pattern, ...lines].join("\n");
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages (one URL pattern, then indented
 * `name: value` lines) giving a CDN deploy of `build/client` the same headers as our
 * server. Both hosts merge every matching rule and join repeated headers with commas, so
 * CSP and Cache-Control appear on exactly one rule per URL: each page's own, and `/assets/*`.
 */
export function cdnHeadersFile(pages: PagePolicy[], options: SecurityOptions): string {
  const rules = [rule("/*", securityHeaders(options))];
  rules.push(
    rule("/assets/*", {
      "content-security-policy": contentSecurityPolicy([], options),
      "cache-control": cacheControlFor("/assets/"),
    }),
  );
  // Pagefind's files, when the pages have the site search (issue 27): its worker runs WebAssembly.
  if (pages.some((page) => searchScriptSources.every((source) => page.csp.includes(source)))) {
    rules.push(
      rule(`${searchFilesPath}*`, { "content-security-policy": searchFilesPolicy(options) }),
    );
  }
  for (const page of pages) {
    const headers = { "content-security-policy": page.csp, "cache-control": "no-cache" };
    rules.push(rule(page.path, headers));
    if (page.path !== "/") rules.push(rule(`${page.path}/`, headers));
  }
  return `${rules.join("\n")}\n`;
}
