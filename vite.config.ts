import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { z } from "zod";
import { analyticsSettings } from "./lib/analytics/settings";
import { parseEnv } from "./lib/config/env/parse";
import { serverEnv } from "./lib/config/env/server";
import { clientEntry } from "./scripts/vite/client-entry";

/**
 * `SITE_API_URL` at build time (e.g. `https://api.example.com`) points the forms at a leads
 * API on another origin, for a static build deployed to a CDN (docs/operations.md, "Deployment"). It
 * becomes `import.meta.env.VITE_SITE_API_URL`, which `app/leads/api.ts` reads; unset, the
 * forms post to the origin that serves the page. Parsed by the server's own field, so the
 * forms and the server's CSP agree on its origin.
 */
const { build } = parseEnv(
  { build: z.object({ SITE_API_URL: serverEnv.shape.SITE_API_URL }) },
  process.env,
  "Build settings",
);
const siteApiUrl = build.SITE_API_URL;

/** React in one chunk (it compresses better than four): every island needs it. */
const reactModules = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * zod with `app/lib/zod-jitless.ts` in one chunk: the jitless setting then runs whenever
 * zod is first evaluated, before any chunk that creates a schema, whatever the chunk order.
 */
const zodModules = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * react-router-dom 5 is in node_modules only for the CMS (Decap CMS, bundled apart by
 * scripts/build-admin.ts). React Router's plugin pre-bundles any react-router-dom it can
 * resolve for the dev server, against React Router 7, and fails; the site never imports it.
 */
function withoutCmsRouter(): Plugin {
  return {
    name: "site:without-cms-router",
    enforce: "post",
    config(config) {
      const include = config.optimizeDeps?.include;
      if (config.optimizeDeps && include) {
        config.optimizeDeps.include = include.filter((id) => id !== "react-router-dom");
      }
    },
  };
}

export default defineConfig({
  // SITE_URL (app/seo/site-url.ts) is inlined at build time so pages and hydration agree.
  envPrefix: ["VITE_", "SITE_URL"],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@lib": fileURLToPath(new URL("./lib", import.meta.url)),
      // The content folder (CONTENT_DIR when set): app/content/photos.ts builds its media/.
      "@content": resolve(
        process.env.CONTENT_DIR ?? fileURLToPath(new URL("./content", import.meta.url)),
      ),
    },
  },
  define: {
    ...(siteApiUrl ? { "import.meta.env.VITE_SITE_API_URL": JSON.stringify(siteApiUrl) } : {}),
    // The analytics provider the forms report a lead to (app/analytics/lead-conversion.ts);
    // validated with the other ANALYTICS_* settings when this file loads. Unset when off.
    ...(analyticsSettings
      ? {
          "import.meta.env.VITE_ANALYTICS_PROVIDER": JSON.stringify(analyticsSettings.provider),
        }
      : {}),
  },
  // imagetools turns photos in content/media/ into AVIF/WebP srcsets (app/content/photos.ts);
  // clientEntry tells the prerender which script a page loads (app/islands/page-scripts.tsx).
  plugins: [
    tailwindcss(),
    imagetools(),
    reactRouter(),
    withoutCmsRouter(),
    clientEntry({ entry: "app/entry.client.tsx", clientOutDir: "build/client" }),
  ],
  build: {
    target: "es2022",
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, module: true },
    rollupOptions: {
      output: {
        manualChunks: (id) =>
          reactModules.test(id)
            ? "react"
            : zodModules.test(id) || id.endsWith("/app/lib/zod-jitless.ts")
              ? "zod"
              : undefined,
      },
    },
  },
});
