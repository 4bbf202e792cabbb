import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyticsSourcesOf } from "../lib/analytics/providers";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  searchScriptSources,
  type SecurityOptions,
} from "./security-headers";
import { adminPolicy } from "./admin-policy";
import { prerenderedPages, type PagePolicy } from "./site-files";

/** The script sources a page's site search needs (issue 27); none without the search field. */
function searchSources(html: string): string[] {
  return html.includes('data-island="site-search"') ? searchScriptSources : [];
}

/**
 * Reads every prerendered page of `siteDir` and hashes its inline scripts into its own CSP,
 * which also admits the host of the page's analytics tracker when the build added one, and
 * WebAssembly where the page has the site search.
 * The server (at start-up) and the CDN `_headers` file (at build time) both come from here,
 * so both deployment shapes send the same policy. The CMS at `/admin/`, when built, comes
 * last with its own policy (`adminPolicy`).
 */
export function pagePolicies(siteDir: string, options: SecurityOptions): PagePolicy[] {
  const pages: PagePolicy[] = prerenderedPages(siteDir).map((page) => {
    const html = readFileSync(join(siteDir, page.file), "utf8");
    const analytics = analyticsSourcesOf(html);
    const csp = contentSecurityPolicy(inlineScriptHashes(html), options, {
      ...analytics,
      script: [...searchSources(html), ...analytics.script],
    });
    return { ...page, csp };
  });
  const admin = adminPolicy(siteDir);
  return admin ? [...pages, admin] : pages;
}
