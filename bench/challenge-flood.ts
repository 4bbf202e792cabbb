import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startBenchServer } from "./bench-server";

/**
 * `npm run bench:challenge-flood` (issue 28): what a flood of `GET /api/leads/challenge`
 * from one address does to the pages. Starts the production server on a fresh SQLite file
 * (a one-page scratch site), times `GET /` every 20 ms for `BENCH_SECONDS` (default 10)
 * alone, then again while autocannon floods the challenge endpoint from 127.0.0.1 with
 * `BENCH_CONNECTIONS` (default 50) connections. Prints the page's p50/p95/p99 in ms both
 * ways and the flood's answers by status.
 */
const port = Number(process.env.BENCH_PORT ?? 3225);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), "challenge-flood-bench-"));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** `GET /` every 20 ms for `ms`; the latencies in ms, sorted. */
async function pageLatencies(ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const started = performance.now();
    await (await fetch(`${base}/`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies.sort((a, b) => a - b);
}

const server = await startBenchServer({
  port,
  store: { dbPath: join(dir, "leads.db") },
  logLevel: "warn",
  // The limits at their defaults, as in production (the connection cap too: 64 per address).
  env: { LEADS_RATE_LIMIT: "10", LEADS_CHALLENGE_RATE_LIMIT: "60" },
});
try {
  await pageLatencies(1000);
  const alone = await pageLatencies(seconds * 1000);
  const flood = autocannon({
    url: `${base}/api/leads/challenge`,
    connections,
    duration: seconds + 1,
  });
  const underFlood = await pageLatencies(seconds * 1000);
  const result = await flood;
  const line = (label: string, sorted: number[]) =>
    `${label.padEnd(22)} ${String(sorted.length).padStart(5)} requests: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
  console.log(
    `GET / timed every 20 ms for ${seconds} s (1-min load average ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(line("pages alone", alone));
  console.log(line("pages under the flood", underFlood));
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(", ");
  console.log(
    `flood of GET /api/leads/challenge from one address, ${connections} connections: ${result.requests.total} requests (${statuses}), ${Math.round(result.requests.average)} per second`,
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
