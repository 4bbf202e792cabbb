import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * `SITE_API_URL` at build time (e.g. `https://api.example.com`) points the forms at a leads
 * API on another origin, for a static build deployed to a CDN (README, "Deployment"). It
 * becomes `import.meta.env.VITE_SITE_API_URL`, which `app/leads/api.ts` reads; unset, the
 * forms post to the origin that serves the page.
 */
const siteApiUrl = process.env.SITE_API_URL;

/** Packages every page needs to hydrate; one chunk compresses better than four (issue 7 budget). */
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

export default defineConfig({
  // SITE_URL (app/seo/site-url.ts) is inlined at build time so pages and hydration agree.
  envPrefix: ["VITE_", "SITE_URL"],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: siteApiUrl
    ? { "import.meta.env.VITE_SITE_API_URL": JSON.stringify(new URL(siteApiUrl).origin) }
    : {},
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: "es2022",
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, module: true },
    rollupOptions: {
      output: {
        manualChunks: (id) => (framework.test(id) ? "framework" : undefined),
      },
    },
  },
});
