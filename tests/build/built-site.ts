import { existsSync } from "node:fs";
import { join } from "node:path";
import { isSearchPath, isThankYouPath } from "@lib/i18n/paths";
import { siteUrl } from "~/seo/site-url";
import { headElements, type MarkupElement } from "../../scripts/seo/markup";
import { prerenderedPaths, readPage, siteDir } from "./site";

export { prerenderedPaths };

/** The prerendered site the build wrote. */
const clientDir = siteDir;

if (!existsSync(join(clientDir, "index.html"))) {
  throw new Error(`No build in ${clientDir}: run "npm run build" before "npm run test:build"`);
}

/** True for the prerendered 404 pages (`/404`, `/ar/404`, …). */
export function isNotFoundPage(path: string): boolean {
  return path === "/404" || path.endsWith("/404");
}

/**
 * True for pages search engines must not index, which therefore carry no canonical,
 * alternates, social cards or structured data: the 404s, the thank-you pages only a sent
 * form leads to (issue 18), and the search pages, whose results are no page to list (issue 27).
 */
export function isUnindexedPage(path: string): boolean {
  return isNotFoundPage(path) || isThankYouPath(path) || isSearchPath(path);
}

const heads = new Map<string, MarkupElement[]>();

/** The `<head>` elements of a prerendered page, parsed as a crawler sees them (no script runs). */
export function readHead(path: string): MarkupElement[] {
  if (!heads.has(path)) {
    heads.set(path, headElements(readPage(path)));
  }
  return heads.get(path)!;
}

/** The `content` of a page's `<meta>` tags whose `name` or `property` is `key`. */
export function metaContents(path: string, key: string): string[] {
  return readHead(path)
    .filter((el) => el.tag === "meta" && (el.attrs.name === key || el.attrs.property === key))
    .map((el) => el.attrs.content ?? "");
}

/** The attributes of a page's `<link>` tags with relation `rel`. */
export function linksOf(path: string, rel: string): Record<string, string>[] {
  return readHead(path)
    .filter((el) => el.tag === "link" && el.attrs.rel === rel)
    .map((el) => el.attrs);
}

/** The site path of an absolute URL on `SITE_URL`; throws for any other URL. */
export function sitePath(url: string): string {
  if (!url.startsWith(`${siteUrl}/`))
    throw new Error(`${url} is not an absolute URL on ${siteUrl}`);
  return url.slice(siteUrl.length);
}

/** The file below `build/client` a site path names. */
export function builtFile(path: string): string {
  return join(clientDir, path.slice(1));
}
