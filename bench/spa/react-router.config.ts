import type { Config } from "@react-router/dev/config";

/**
 * The baseline `npm run bench:web` measures the shipped site against (issue 7): the same
 * routes, sections and copy as a client-rendered single-page app, with no prerendering,
 * into build-spa/. Never deployed; nothing in app/ knows it exists (issue 17).
 */
export default {
  appDirectory: "app",
  ssr: false,
  buildDirectory: "../../build-spa",
} satisfies Config;
