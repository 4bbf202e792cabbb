import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Checks over the prerendered output in build/client (run after `npm run build`):
 * SEO metadata, budgets, HTML validity (html-validate and the Nu HTML Checker), no
 * untranslated copy.
 */
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@lib": fileURLToPath(new URL("./lib", import.meta.url)),
    },
  },
  test: { include: ["tests/build/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
});
