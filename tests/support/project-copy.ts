import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What `npm run build` of the project reads (sources, content, configs). */
export const buildInputs = [
  "app",
  "cms",
  "content",
  "inbox",
  "lib",
  "public",
  "scripts",
  "server",
  "package.json",
  "tsconfig.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.inbox.config.ts",
];

/**
 * A copy of the project that can build on its own, in a new folder under the system's
 * temporary folder named from `prefix`, plus the `extra` top-level paths (e.g. "bench").
 * Generated art and the CMS bundle are left out (the copy's build makes them again);
 * `node_modules` is linked, not copied. Returns the folder; the caller removes it.
 * Used by the variant site (tests/support/variant-site.ts), the CMS e2e and bench:web's
 * photo run.
 */
export function copyProject(prefix: string, extra: readonly string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const name of [...buildInputs, ...extra]) {
    if (!existsSync(name)) continue;
    cpSync(name, join(root, name), {
      recursive: true,
      filter: (src) => !/[\\/]public[\\/](art|admin)$/.test(src),
    });
  }
  symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"));
  return root;
}
