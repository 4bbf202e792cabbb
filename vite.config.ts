import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { spaBuild } from "./react-router.config";

/**
 * `SITE_API_URL` at build time (e.g. `https://api.example.com`) points the forms at a leads
 * API on another origin, for a static build deployed to a CDN (README, "Deployment"). It
 * becomes `import.meta.env.VITE_SITE_API_URL`, which `app/leads/api.ts` reads; unset, the
 * forms post to the origin that serves the page.
 */
const siteApiUrl = process.env.SITE_API_URL;

/**
 * React in one chunk (it compresses better than four): every island needs it. React Router
 * gets its own, loaded only by the SPA baseline: a prerendered page never loads the router.
 */
const vendorChunks = [
  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "router", test: /[\\/]node_modules[\\/]react-router[\\/]/ },
];

/**
 * For the SPA baseline of `npm run bench:web` only: SPA mode allows no build-time `loader`,
 * so each route's loader becomes its `clientLoader` and runs in the browser, as the copy
 * would in a client-rendered site.
 */
const loadersInBrowser: Plugin = {
  name: "bench-spa-client-loaders",
  enforce: "pre",
  transform(code, id) {
    if (!/[\\/]app[\\/]routes[\\/]/.test(id)) return null;
    return code.replace(/export (async )?function loader\b/, "export $1function clientLoader");
  },
};

export default defineConfig({
  // SITE_URL (app/seo/site-url.ts) is inlined at build time so pages and hydration agree.
  envPrefix: ["VITE_", "SITE_URL"],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@lib": fileURLToPath(new URL("./lib", import.meta.url)),
    },
  },
  define: siteApiUrl
    ? { "import.meta.env.VITE_SITE_API_URL": JSON.stringify(new URL(siteApiUrl).origin) }
    : {},
  // imagetools turns photos in app/content/photos/ into AVIF/WebP srcsets (app/content/photos.ts).
  plugins: [...(spaBuild ? [loadersInBrowser] : []), tailwindcss(), imagetools(), reactRouter()],
  build: {
    target: "es2022",
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, module: true },
    rollupOptions: {
      output: {
        manualChunks: (id) => vendorChunks.find((chunk) => chunk.test.test(id))?.name,
      },
    },
  },
});
