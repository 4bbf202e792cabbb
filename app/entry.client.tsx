import { logMissingPath } from "./lib/log-missing-path";
import { islands } from "./islands/registry";
import { startIslands } from "./islands/runtime";

/**
 * The browser's entry. A prerendered page is served as HTML and CSS with islands of
 * behaviour (issue 7): only those hydrate, and React Router's runtime never loads. The
 * app shell React Router writes without a page (its SPA fallback, and the SPA baseline
 * of `npm run bench:web`) carries the router's context and is hydrated whole instead.
 */
if ("__reactRouterContext" in window) {
  void import("./lib/hydrate-router").then(({ hydrateRouter }) => hydrateRouter());
} else {
  startIslands(islands);
  if (document.querySelector("[data-not-found]")) logMissingPath(window.location.pathname);
}
