import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { adminFolder } from "../lib/cms/paths";

/**
 * Every page the build prerendered into `siteDir`, as the site path its `index.html`
 * answers (`/`, `/ar/medical`, `/ru/404`, …); the CMS at `/admin/` is no page of the site,
 * nor React Router's SPA shell (`__spa-fallback.html`, no `index.html`).
 */
export function prerenderedPaths(siteDir: string, dir = siteDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory() && dir === siteDir && entry.name === adminFolder) return [];
    if (entry.isDirectory()) return prerenderedPaths(siteDir, full);
    if (entry.name !== "index.html") return [];
    const folder = relative(siteDir, dir).split(sep).join("/");
    return [folder ? `/${folder}` : "/"];
  });
}

/** The `index.html` file in `siteDir` that site path `path` was prerendered to. */
export function pageFileOf(siteDir: string, path: string): string {
  return join(siteDir, path === "/" ? "" : path.slice(1), "index.html");
}
