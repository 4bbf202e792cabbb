import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inboxCopy } from "./scripts/vite/inbox-copy";

/**
 * The leads inbox (issue 20): a client-rendered app of its own, built from `inbox/` into
 * `build/inbox/` (`index.html` and hashed `assets/`), which the server serves under
 * `/inbox/` behind a session (server/inbox/). It shares the site's React, theme and
 * components but none of its bundles: nothing here is loaded by the public pages, which
 * Vite builds from `app/` alone (vite.config.ts).
 */
export default defineConfig({
  root: fileURLToPath(new URL("./inbox", import.meta.url)),
  base: "/inbox/",
  // Nothing of public/ (the site's icons and artwork) belongs in the inbox's output.
  publicDir: false,
  envPrefix: [],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@lib": fileURLToPath(new URL("./lib", import.meta.url)),
    },
  },
  plugins: [tailwindcss(), inboxCopy()],
  server: { proxy: { "/api/inbox": process.env.INBOX_API_ORIGIN ?? "http://127.0.0.1:3000" } },
  build: {
    outDir: fileURLToPath(new URL("./build/inbox", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // Served with `script-src 'self'`: no inline script, so no modulepreload polyfill either.
    modulePreload: { polyfill: false },
    // The charts (recharts) load with the dashboard only.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      onwarn(warning, warn) {
        // TanStack Query's "use client" marks are for React Server Components: moot in a SPA.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes('"use client"'))
          return;
        warn(warning);
      },
    },
  },
});
