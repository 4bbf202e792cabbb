import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type ServerConfig } from "../server/config";

/**
 * A throwaway prerendered site (a home page with one inline script, and the English 404),
 * so server tests run before `npm run build`. Returns the server config pointing at it,
 * logging nothing unless `env` sets `LOG_LEVEL` (the tests read responses, not logs).
 */
export function fixtureSite(env: NodeJS.ProcessEnv = {}): ServerConfig {
  const siteDir = mkdtempSync(join(tmpdir(), "site-"));
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1><script>window.page=${JSON.stringify(title)}</script></body></html>`;
  writeFileSync(join(siteDir, "index.html"), page("Home"));
  mkdirSync(join(siteDir, "404"));
  writeFileSync(join(siteDir, "404", "index.html"), page("Not found"));
  return {
    // The erasure log (issue 32) beside the throwaway site, not in the checkout's data/.
    ...loadConfig({
      SITE_DIR: siteDir,
      LOG_LEVEL: "silent",
      ERASURE_LOG: join(mkdtempSync(join(tmpdir(), "erasure-log-")), "erasure-log.jsonl"),
      ...env,
    }),
    port: 0,
    host: "127.0.0.1",
  };
}
