import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Starts the production server (`server/start.ts`) for a benchmark on 127.0.0.1:`port`,
 * over `siteDir` (default a one-page scratch site) and `store`, with no rate limits and no
 * delivery (no SMTP, no webhook) unless `env` sets them, and resolves once `/readyz`
 * answers, with the server's process id (`pid`). `stop()` ends it and removes the site.
 * @throws Error when the server does not answer within 60 s.
 */
export async function startBenchServer(options: {
  port: number;
  store: { dbPath: string; databaseUrl?: string | null };
  logLevel: string;
  siteDir?: string;
  /** Settings over the bench's defaults (e.g. `LEADS_RATE_LIMIT`). */
  env?: Record<string, string>;
}) {
  const dir = mkdtempSync(join(tmpdir(), "bench-server-"));
  const siteDir = options.siteDir ?? join(dir, "site");
  if (!options.siteDir) {
    mkdirSync(siteDir);
    writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>bench</title>");
  }
  const server = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      SITE_DIR: siteDir,
      LEADS_DB: options.store.dbPath,
      DATABASE_URL: options.store.databaseUrl ?? "",
      LEADS_RATE_LIMIT: "0",
      LEADS_CHALLENGE_RATE_LIMIT: "0",
      LOG_LEVEL: options.logLevel,
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/readyz`)).ok) {
        return { stop, pid: server.pid! };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("server did not start");
}
