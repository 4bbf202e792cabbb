import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { adminFolder } from "@lib/cms/paths";
import { allRoutePaths } from "@lib/i18n/paths";

/** The prerendered site these checks read; `npm run build` writes it. */
export const siteDir = join(import.meta.dirname, "../../build/client");

/** Every prerendered page path: `/` and each localized route. */
export const pagePaths = ["/", ...allRoutePaths()];

/** The HTML file a page path was prerendered to; throws when the build lacks it. */
export function htmlFileOf(path: string): string {
  const file = join(siteDir, path === "/" ? "" : path.slice(1), "index.html");
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
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory() && dir === siteDir && entry.name === adminFolder) return [];
    if (entry.isDirectory()) return prerenderedPaths(full);
    if (entry.name !== "index.html") return [];
    const folder = relative(siteDir, dir).split(sep).join("/");
    return [folder ? `/${folder}` : "/"];
  });
}
