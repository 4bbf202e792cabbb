import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Starts the production server (`server/start.ts`) for a benchmark on 127.0.0.1:`port`,
 * over `siteDir` (default a one-page scratch site) and `store`, with no rate limits and no
 * delivery (no SMTP, no webhook) unless `env` sets them, and resolves once `/readyz`
 * answers, with the server's process id (`pid`). `stop()` ends it and removes the site.
 * `eventLoopDelay()` resolves how long the server's event loop went without turning since the
 * last call (or its start), in ms (see bench/event-loop-probe.ts).
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
  const probe = join(import.meta.dirname, "event-loop-probe.ts");
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "--import", probe, "server/start.ts"],
    {
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
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  const eventLoopDelay = () =>
    new Promise<EventLoopDelay>((resolve, reject) => {
      server.once("message", (figures) => resolve(figures as EventLoopDelay));
      server.send("event-loop-delay", (error) => error && reject(error));
    });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/readyz`)).ok) {
        return { stop, pid: server.pid!, eventLoopDelay };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("server did not start");
}

/** Figures of one measure, in ms. */
interface Spread {
  max: number;
  p99: number;
  p50: number;
}

/** How long a server's event loop went without turning over a window (bench/event-loop-probe.ts). */
export interface EventLoopDelay {
  /** How late its timer fired, wall time. */
  delay: Spread;
  /** The CPU time it used between two turns. */
  busy: Spread;
}

/** `figures` as the benches print them. */
export function formatEventLoopDelay({ delay, busy }: EventLoopDelay): string {
  const spread = (s: Spread) =>
    `max ${s.max.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, p50 ${s.p50.toFixed(1)} ms`;
  return `event loop delay ${spread(delay)}; CPU between turns ${spread(busy)}`;
}
