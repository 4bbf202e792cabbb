import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startBenchServer } from "./bench-server";

/**
 * `npm run bench:locked-db` (issue 16): how the server answers while another process holds
 * the SQLite write lock for 10 s (a CLI export or purge, a backup). Starts the server on a
 * fresh SQLite file, then a second process takes `BEGIN IMMEDIATE` and holds it; meanwhile
 * `GET /` is timed every 100 ms and one `POST /api/leads` is sent. Prints `GET /` latency
 * (p50, p99, max, ms) and the lead's status, `Retry-After` and time to answer.
 * The server runs with the default rate limit (its count waits on the same lock).
 * Target: pages unaffected by the lock; the lead answered 503 within `LEADS_STORE_TIMEOUT_MS`
 * (2 s) plus 200 ms, the whole request's one budget (issue 28), never a hang.
 */
const port = Number(process.env.BENCH_PORT ?? 3223);
const holdMs = Number(process.env.BENCH_LOCK_MS ?? 10_000);
const base = `http://127.0.0.1:${port}`;

const dir = mkdtempSync(join(tmpdir(), "locked-bench-"));
const dbPath = join(dir, "leads.db");
const server = await startBenchServer({
  port,
  store: { dbPath },
  logLevel: "fatal",
  env: { LEADS_RATE_LIMIT: "10" },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

try {
  // The second writer: a plain better-sqlite3 connection holding the write lock.
  const locker = spawn(
    process.execPath,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(${JSON.stringify(dbPath)});
       db.exec("BEGIN IMMEDIATE"); console.log("locked");
       setTimeout(() => { db.exec("COMMIT"); db.close(); }, ${holdMs});`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((resolve) => locker.stdout.once("data", resolve));
  const lockedAt = Date.now();
  const lead = (async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        form: "contact",
        locale: "en",
        page: "/en",
        name: "Bench",
        email: "bench@example.com",
        message: "locked database bench",
        website: "",
      }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      ms: Math.round(performance.now() - started),
    };
  })();
  const latencies: number[] = [];
  while (Date.now() - lockedAt < holdMs - 200) {
    const started = performance.now();
    const response = await fetch(`${base}/`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const answer = await lead;
  await new Promise((resolve) => locker.once("exit", resolve));
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `SQLite write lock held ${holdMs / 1000} s by another process (1-min load average ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    `GET /            ${latencies.length} requests: p50 ${ms(percentile(latencies, 50))} ms, p99 ${ms(percentile(latencies, 99))} ms, max ${ms(latencies.at(-1)!)} ms`,
  );
  console.log(
    `POST /api/leads  ${answer.status} after ${answer.ms} ms (Retry-After: ${answer.retryAfter ?? "none"}; rate limit on, LEADS_STORE_TIMEOUT_MS 2000)`,
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
