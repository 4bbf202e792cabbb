import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
