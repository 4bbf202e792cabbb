import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const siteDir = fileURLToPath(new URL("../build/client", import.meta.url));

/** Every prerendered page of the build the tests serve, as its path (`/`, `/ar/medical`, `/ru/404`, …). */
export function builtPages(dir = siteDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(full);
    if (entry.name !== "index.html") return [];
    const folder = relative(siteDir, dir).split(sep).join("/");
    return [folder ? `/${folder}` : "/"];
  });
}
