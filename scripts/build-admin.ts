/**
 * Builds the CMS at `/admin/` into `public/admin/` (issue 19), before `react-router build`
 * copies `public/` into the site (and for `npm run dev` / `npm run cms`): Decap CMS bundled
 * from `node_modules` by esbuild into one hashed script, its `config.yml` generated from the
 * content schemas, and an `index.html` that search engines may not index. Its preview pane
 * draws pages with the site's own page components (`cms/previews.tsx`) under the site's
 * stylesheet, built here by Vite and Tailwind from the same entry, `app/styles/app.css`, into
 * `public/admin/preview/` (with the fonts it names), and the art sprite its partner logos
 * use beside the script (so `scripts/build-art.ts` runs first). Nothing of it enters the public pages'
 * bundles, which Vite builds from `app/` alone.
 *
 * Environment: the `CMS_*` Git-host settings of `lib/cms/backend.ts`; `CMS_LOCAL_PORT`
 * (set by `npm run cms`) adds the `decap-server` local backend on that port.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { build, type Plugin } from "esbuild";
import { build as viteBuild, type Rollup } from "vite";
import { stringify } from "yaml";
import { cmsBackend } from "../lib/cms/backend";
import { cmsConfig } from "../lib/cms/config";
import { adminPath } from "../lib/cms/paths";
import { previewContext } from "../cms/preview-context.server";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "public", "admin");

function localBackendUrl(): string | undefined {
  const port = process.env.CMS_LOCAL_PORT;
  if (port === undefined || port === "") return undefined;
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) {
    throw new Error(`CMS_LOCAL_PORT: a port number, not "${port}"`);
  }
  return `http://localhost:${port}/api/v1`;
}

/**
 * The site's stylesheet for the preview frame: `app/styles/app.css` through Tailwind (which
 * scans the project, `cms/` included, as for the site) and Vite, which hashes it and copies
 * the fonts it names beside it. The site inlines the same stylesheet into each page.
 * Returns its path under `/admin/`.
 */
async function buildPreviewStyles(): Promise<string> {
  const fonts = join(root, "app", "styles", "generated");
  if (!existsSync(fonts)) {
    throw new Error(`build-admin: ${fonts} is missing: run scripts/build-fonts.ts first`);
  }
  const outDir = join(root, "public", "admin", "preview");
  const result = (await viteBuild({
    root,
    configFile: false,
    base: "./",
    logLevel: "warn",
    plugins: [tailwindcss()],
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: "",
      copyPublicDir: false,
      rollupOptions: { input: { site: join(root, "app", "styles", "app.css") } },
    },
  })) as Rollup.RollupOutput;
  const css = result.output.find((file) => file.fileName.endsWith(".css"));
  if (!css) throw new Error("build-admin: Vite wrote no stylesheet for the preview");
  return `${adminPath}/preview/${css.fileName}`;
}

/**
 * The site's photos come from Vite's image pipeline (`import.meta.glob` with imagetools
 * queries), which esbuild has not: the CMS bundles `cms/preview-photos.ts` in their place.
 */
const withoutPhotoPipeline: Plugin = {
  name: "cms:without-photo-pipeline",
  setup(build) {
    build.onResolve({ filter: /^~\/content\/photos$/ }, () => ({
      path: join(root, "cms", "preview-photos.ts"),
    }));
  },
};

/**
 * Files the site imports as URLs (`?no-inline`: the art sprite the partner logos `<use>`):
 * esbuild copies them beside the script, content-hashed, and the import is their URL.
 */
const urlImports: Plugin = {
  name: "cms:url-imports",
  setup(build) {
    build.onResolve({ filter: /\?no-inline$/ }, (args) => ({
      path: join(args.resolveDir, args.path.replace(/\?no-inline$/, "")),
    }));
  },
};

const config = cmsConfig({ backend: cmsBackend(process.env), localBackendUrl: localBackendUrl() });

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const stylesheet = await buildPreviewStyles();
const result = await build({
  entryPoints: { cms: join(root, "cms", "main.ts") },
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  entryNames: "[name]-[hash]",
  outdir: outDir,
  metafile: true,
  alias: { "@lib": join(root, "lib"), "~": join(root, "app") },
  plugins: [withoutPhotoPipeline, urlImports],
  jsx: "automatic",
  // Decap's modules are JSX in .js files and read `process.env.NODE_ENV` and `global`.
  loader: { ".js": "jsx", ".svg": "file" },
  publicPath: adminPath,
  define: {
    "process.env.NODE_ENV": '"production"',
    global: "globalThis",
    // The site's modules read Vite's build values; the preview renders its forms inert.
    "import.meta.env": "{}",
    // What the preview needs besides the entry (cms/preview-context.ts), as of this build.
    PREVIEW_CONTEXT: JSON.stringify(previewContext(stylesheet)),
  },
  logLevel: "warning",
  legalComments: "none",
});
const script = Object.keys(result.metafile.outputs).find((file) => file.endsWith(".js"));
if (!script) throw new Error("build-admin: esbuild wrote no script");

writeFileSync(
  join(outDir, "config.yml"),
  `# Generated by scripts/build-admin.ts from lib/cms/config.ts: edit the schemas, not this file.\n${stringify(config)}`,
);
writeFileSync(
  join(outDir, "index.html"),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Content manager</title>
  </head>
  <body>
    <script type="module" src="./${basename(script)}"></script>
  </body>
</html>
`,
);
console.log(
  `build-admin: public/admin/ (${basename(script)}, ${config.collections.length} collections${config.local_backend ? `, local backend ${config.local_backend.url}` : ""})`,
);
