import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin, UserConfig } from "vite";
import { imagetools } from "vite-imagetools";
import siteConfig from "../../vite.config";
import { clientEntry } from "../../scripts/vite/client-entry";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));

/**
 * SPA mode allows no build-time `loader`, so each route's loader becomes its
 * `clientLoader` and runs in the browser, as the copy would in a client-rendered site.
 */
const loadersInBrowser: Plugin = {
  name: "bench-spa-client-loaders",
  enforce: "pre",
  transform(code, id) {
    if (!/[\\/]app[\\/]routes[\\/]/.test(id)) return null;
    return code.replace(/export (async )?function loader\b/, "export $1function clientLoader");
  },
};

/**
 * The route loaders read the copy with the file system, in modules named `.server`, which
 * React Router keeps out of browser code. The baseline runs those loaders in the browser:
 * the file access becomes the bundled copy of `content-files.ts` (a file's last change, which
 * asks git, `changed-day.ts`), and the other `.server` modules are taken under a query so
 * the dot-server guard lets them in.
 */
const contentInBrowser: Plugin = {
  name: "bench-spa-content-in-browser",
  enforce: "pre",
  resolveId(source, importer) {
    if (!/\.server$/.test(source) || !importer) return null;
    // Resolved by hand: asking Vite would run React Router's guard, which refuses them.
    const base = source.startsWith("~/")
      ? `${projectDir}app/${source.slice(2)}`
      : source.startsWith("@lib/")
        ? `${projectDir}lib/${source.slice(5)}`
        : fileURLToPath(new URL(source, `file://${importer}`));
    const file = [".ts", ".tsx"].map((ext) => base + ext).find((path) => existsSync(path));
    if (!file) return null;
    if (file.endsWith("/lib/content/files.server.ts")) {
      return fileURLToPath(new URL("./content-files.ts", import.meta.url));
    }
    if (file.endsWith("/lib/content/changed-day.server.ts")) {
      return fileURLToPath(new URL("./changed-day.ts", import.meta.url));
    }
    return `${file}?spa-baseline`;
  },
};

/**
 * Tailwind looks for class names under Vite's root, which is this folder; the site's
 * stylesheet is pointed at the project instead, so the baseline gets the same CSS.
 */
const tailwindScansProject: Plugin = {
  name: "bench-spa-tailwind-source",
  enforce: "pre",
  transform(code, id) {
    if (!id.endsWith("/app/styles/app.css")) return null;
    return code.replace('@import "tailwindcss";', `@import "tailwindcss" source("${projectDir}");`);
  },
};

/**
 * The SPA baseline of `npm run bench:web`: the shipped site's Vite settings (aliases, env,
 * chunking, minifier) with this folder as the React Router project, so its own config
 * (`react-router.config.ts`), root and client entry (`app/`) replace the site's.
 */
export default {
  ...(siteConfig as UserConfig),
  root: fileURLToPath(new URL(".", import.meta.url)),
  publicDir: `${projectDir}public`,
  plugins: [
    contentInBrowser,
    loadersInBrowser,
    tailwindScansProject,
    tailwindcss(),
    imagetools(),
    reactRouter(),
    // The site's server entry, which this baseline shares, imports the client entry's URL.
    clientEntry({ entry: "app/entry.client.tsx", clientOutDir: "../../build-spa/client" }),
  ],
} satisfies UserConfig;
