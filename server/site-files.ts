import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { adminFolder } from "../lib/cms/paths";

/** One prerendered page: the site path it answers and its HTML file relative to the site root. */
export interface PrerenderedPage {
  /** `/`, `/en`, `/en/horeca`, `/404`, … */
  path: string;
  /** `index.html`, `en/index.html`, `en/horeca/index.html`, … (forward slashes). */
  file: string;
}

/**
 * A page served with its own Content-Security-Policy: a prerendered page with the policy
 * that admits exactly its inline scripts (server/page-policies.ts), or the CMS page with
 * its own (server/admin-policy.ts).
 */
export interface PagePolicy extends PrerenderedPage {
  csp: string;
}

/**
 * Every `index.html` below `siteDir` as the page it is (`en/horeca/index.html` → `/en/horeca`),
 * except the CMS's (`admin/`), which is no page of the site.
 */
export function prerenderedPages(siteDir: string, dir = siteDir): PrerenderedPage[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory() && dir === siteDir && entry.name === adminFolder) return [];
    if (entry.isDirectory()) return prerenderedPages(siteDir, full);
    if (entry.name !== "index.html") return [];
    const folder = relative(siteDir, dir).split(sep).join("/");
    return [
      { path: folder ? `/${folder}` : "/", file: folder ? `${folder}/index.html` : "index.html" },
    ];
  });
}

/** Every file below `dir`, relative to `root` with forward slashes. */
export function filesBelow(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(full, root);
    return [relative(root, full).split(sep).join("/")];
  });
}
