import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The repository root: the tests run from it. */
export const root = process.cwd();

/**
 * The files under `dir` (relative to the root, e.g. `server/app.ts`) whose names match
 * `extensions`, skipping node_modules, dot folders and generated folders.
 */
export function sourceFiles(dir: string, extensions = /\.(ts|tsx|js|mjs|json|css)$/): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".") || name === "generated") return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path, extensions);
    return extensions.test(name) ? [path] : [];
  });
}
