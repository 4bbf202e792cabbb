import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/**/*.test.ts"],
    // These read build/client: `npm run test:build` runs them after the build.
    exclude: ["tests/build/**"],
    environment: "node",
  },
});
