import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Manifest, Plugin, ResolvedConfig } from "vite";
import type { ClientEntry } from "virtual:client-entry";

const id = "virtual:client-entry";
const resolvedId = `\0${id}`;

interface ClientEntryOptions {
  /** The browser's entry module, relative to Vite's root (`app/entry.client.tsx`). */
  entry: string;
  /** Where the client build writes, relative to Vite's root (React Router's `build/client`). */
  clientOutDir: string;
}

/**
 * `virtual:client-entry` (typed in `app/types/client-entry.d.ts`), for the server render
 * only: the URL of the browser's entry module and of every chunk it imports, which a
 * prerendered page loads instead of React Router's `<Scripts />` (`app/islands/page-scripts.tsx`).
 * In a build they are read from the Vite manifest the client build wrote
 * (`<clientOutDir>/.vite/manifest.json`, Vite's documented backend-integration format):
 * React Router builds the client before the server and turns that manifest on. Under the
 * dev server the entry is its source module, which Vite serves as is. Only Vite's public
 * plugin API and manifest are used, so React Router can follow its releases.
 * The build fails, naming the file, when the manifest or the entry's chunk is missing.
 */
export function clientEntry({ entry, clientOutDir }: ClientEntryOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: "site:client-entry",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(loadId, options) {
      if (loadId !== resolvedId) return undefined;
      // The client build cannot know its own output; only the server render asks for it.
      if (!options?.ssr) this.error(`${id} is for the server render only`);
      const value: ClientEntry =
        config.command === "serve"
          ? { module: `${config.base}${entry}`, imports: [] }
          : fromManifest(
              resolve(config.root, clientOutDir, ".vite", "manifest.json"),
              entry,
              config.base,
            );
      return `export default ${JSON.stringify(value)};`;
    },
  };
}

/**
 * The entry chunk of `entry` in the Vite manifest at `file`, and the chunks it imports
 * (transitively, in the order React Router lists a route's imports), as URLs under `base`.
 */
function fromManifest(file: string, entry: string, base: string): ClientEntry {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch (error) {
    throw new Error(
      `${file}: the client build's Vite manifest could not be read (${(error as Error).message})`,
    );
  }
  const chunk = manifest[entry];
  if (!chunk?.isEntry) throw new Error(`${file}: no entry chunk for ${entry}`);
  const reached = new Set<string>();
  const visit = (key: string) => {
    if (reached.has(key)) return;
    reached.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  const imports = new Set([...reached].flatMap((key) => manifest[key]?.imports ?? []));
  return {
    module: `${base}${chunk.file}`,
    imports: [...imports].map((key) => `${base}${manifest[key]!.file}`),
  };
}
