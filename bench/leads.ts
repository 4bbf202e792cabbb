import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";

/**
 * `npm run bench:leads` (issue 5): starts the server in its own process on a fresh SQLite
 * file with rate limiting and delivery off, drives `POST /api/leads` with autocannon for
 * 10 s, then counts the stored rows. Prints requests/s, p50/p99 latency and
 * "stored N of N acknowledged". Target: ≥ 2,000 acknowledged leads/s, stored = acknowledged.
 */
const port = Number(process.env.BENCH_PORT ?? 3213);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const dir = mkdtempSync(join(tmpdir(), "leads-bench-"));
const siteDir = join(dir, "site");
mkdirSync(siteDir);
writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>bench</title>");
const dbPath = join(dir, "leads.db");

const server = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_DIR: siteDir,
    LEADS_DB: dbPath,
    LEADS_RATE_LIMIT: "0",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    LEADS_WEBHOOK_URL: "",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitUntilUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

try {
  await waitUntilUp();
  const body = JSON.stringify({
    form: "contact",
    locale: "ar",
    page: "/ar",
    name: "محمد العتيبي",
    company: "Gulf Trading LLC",
    email: "mohammed@gulf.example",
    phone: "+966 50 123 4567",
    category: "horeca",
    message:
      "Forty combi ovens and twelve blast chillers for a hotel in Riyadh, delivery in March.",
    website: "",
    startedAt: Date.now() - 60_000,
  });
  const acknowledgedIds: string[] = [];
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: "/api/leads",
        headers: { "content-type": "application/json" },
        body,
        onResponse: (status, responseBody) => {
          if (status === 201) acknowledgedIds.push((JSON.parse(responseBody) as { id: string }).id);
        },
      },
    ],
  });
  const acknowledged = acknowledgedIds.length;
  // Every acknowledged id must be in the table; rows beyond them are requests that were
  // in flight when autocannon stopped (stored, their answers never read).
  const db = new Database(dbPath, { readonly: true });
  const exists = db.prepare("SELECT 1 FROM leads WHERE id = ?");
  const stored = acknowledgedIds.filter((id) => exists.get(id) !== undefined).length;
  const rows = (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n;
  db.close();
  const load = (await import("node:os")).loadavg()[0]!.toFixed(1);
  console.log(
    `POST /api/leads, ${connections} connections, ${seconds} s (1-min load average ${load})`,
  );
  console.log(
    `requests/s: ${Math.round(result.requests.average)} (acknowledged ${Math.round(acknowledged / seconds)}/s)`,
  );
  console.log(`latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(`non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
  console.log(`stored ${stored} of ${acknowledged} acknowledged (${rows} rows in all)`);
  if (stored !== acknowledged) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dir, { recursive: true, force: true });
}
