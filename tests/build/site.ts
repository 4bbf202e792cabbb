import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { prerenderedPaths as builtPaths, pageFileOf } from "../../scripts/built-pages";
import { allRoutePaths } from "@lib/i18n/paths";

/** The prerendered site these checks read; `npm run build` writes it. */
export const siteDir = join(import.meta.dirname, "../../build/client");

/** Every prerendered page path: `/` and each localized route. */
export const pagePaths = ["/", ...allRoutePaths()];

/** The HTML file a page path was prerendered to; throws when the build lacks it. */
export function htmlFileOf(path: string): string {
  const file = pageFileOf(siteDir, path);
  if (!existsSync(file))
    throw new Error(`${path} was not prerendered (${file}); run npm run build`);
  return file;
}

/** The prerendered HTML of a page path. */
export function readPage(path: string): string {
  return readFileSync(htmlFileOf(path), "utf8");
}

/**
 * Every page the build prerendered, as the site path its `index.html` answers (`/`,
 * `/ar/medical`, `/ru/404`, …); the CMS at `/admin/` is no page of the site.
 */
export function prerenderedPaths(dir = siteDir): string[] {
  return builtPaths(dir);
}
