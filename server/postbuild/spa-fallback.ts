import { rmSync } from "node:fs";
import { join } from "node:path";

/**
 * The SPA shell React Router writes beside the prerendered pages when `ssr` is off
 * (`__spa-fallback.html`): a page with no `<title>`, hence no valid HTML, that a CDN
 * uploading the folder would serve. Every route is prerendered and the browser never loads
 * the router, so nothing needs it.
 */
export const spaFallbackFile = "__spa-fallback.html";

/**
 * Deletes the SPA shell and any precompressed copy of it (`.br`, `.gz`, from an earlier
 * post-build run) from `siteDir`, so the deployable output holds only pages and assets
 * (issue 33, item 5). Returns the file names removed; none when the build wrote no shell.
 */
export function removeSpaFallback(siteDir: string): string[] {
  const removed: string[] = [];
  for (const name of [spaFallbackFile, `${spaFallbackFile}.br`, `${spaFallbackFile}.gz`]) {
    const path = join(siteDir, name);
    try {
      rmSync(path);
      removed.push(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}
