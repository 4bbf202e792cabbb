import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { formatEventLoopDelay, startBenchServer } from "./bench-server";
import { printLoad, seed, signIn, withSeededPostgres } from "./inbox-seed";

/**
 * `npm run bench:inbox` (issue 20): seeds 100,000 leads spread over 26 weeks, four locales,
 * the product categories and a dozen sources and campaigns into a fresh SQLite file and,
 * when a PostgreSQL is given (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`), a fresh
 * database there; starts the production server on each, signs in as a user made for the
 * run, and prints p50/p95 of `GET /api/inbox/leads` through real HTTP (sequential requests,
 * after a warm-up; `BENCH_SAMPLES`, default 200, and `BENCH_DASHBOARD_SAMPLES`, default 20)
 * with no filter, a sector+campaign filter, a search, filter+search, and of
 * `GET /api/inbox/dashboard`, first its first request after seeding (which counts every
 * day of the roll-up), then warm. Each row also prints how late the server's event loop
 * turned meanwhile (max, p99: the longest another request would have waited). Targets:
 * list p95 < 100 ms, dashboard < 300 ms, event loop delay < 50 ms at 100,000 leads (issues
 * 20, 31).
 */
const port = Number(process.env.BENCH_PORT ?? 3214);
const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
/** The dashboard reads 26 weeks of leads per request: fewer samples keep the run short. */
const dashboardSamples = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 20);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

/** p50 and p95 in ms of `count` sequential GETs of `path`, after `warmUp` (`count / 10`) unmeasured. */
async function measure(
  base: string,
  cookie: string,
  path: string,
  count: number,
  warmUp = Math.ceil(count / 10),
) {
  const once = async () => {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = (await response.json()) as { leads?: unknown[] };
    if (!response.ok) throw new Error(`bench:inbox: ${path} answered ${response.status}`);
    return { ms: performance.now() - start, rows: body.leads?.length };
  };
  for (let i = 0; i < warmUp; i++) await once();
  const times: number[] = [];
  let rows: number | undefined;
  for (let i = 0; i < count; i++) {
    const result = await once();
    times.push(result.ms);
    rows = result.rows;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), rows };
}

const scenarios: [string, string][] = [
  ["list, no filter", "/api/inbox/leads"],
  ["list, sector+campaign", "/api/inbox/leads?sector=horeca&campaign=hotels-gulf"],
  ["list, search", "/api/inbox/leads?q=nakamura"],
  ["list, filter+search", "/api/inbox/leads?sector=electronics&source=google&q=led%20panels"],
  ["list, overdue by due", "/api/inbox/leads?reply=overdue&sort=due"],
  ["list, mine", "/api/inbox/leads?owner=mine"],
  ["dashboard", "/api/inbox/dashboard"],
];

async function run(label: string, store: { dbPath: string; databaseUrl: string | null }) {
  const server = await startBenchServer({ port, store, logLevel: "warn" });
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);
    await server.eventLoopDelay();
    const first = await measure(base, cookie, "/api/inbox/dashboard", 1, 0);
    console.log(
      `${label.padEnd(10)} ${"dashboard, first".padEnd(24)} ${ms(first.p50)}  ${formatEventLoopDelay(await server.eventLoopDelay())}`,
    );
    for (const [name, path] of scenarios) {
      const count = path.includes("dashboard") ? dashboardSamples : samples;
      await server.eventLoopDelay();
      const { p50, p95, rows } = await measure(base, cookie, path, count);
      const delay = await server.eventLoopDelay();
      console.log(
        `${label.padEnd(10)} ${name.padEnd(24)} p50 ${ms(p50)}  p95 ${ms(p95)}  n=${count}${rows === undefined ? "" : `  (${rows} rows)`}  ${formatEventLoopDelay(delay)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), "bench-inbox-"));
try {
  printLoad(`bench:inbox: ${leadCount} leads, ${samples} requests per row; load`);
  const dbPath = join(dir, "leads.db");
  const started = performance.now();
  await seed({ dbPath, databaseUrl: null }, leadCount);
  console.log(`seeded SQLite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await run("SQLite", { dbPath, databaseUrl: null });
  if (postgresUrl) {
    await withSeededPostgres(postgresUrl, "bench_inbox", leadCount, (databaseUrl) =>
      run("PostgreSQL", { dbPath: join(dir, "unused.db"), databaseUrl }),
    );
  } else {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL, e.g. after source .ci/postgres.sh)");
  }
  printLoad("load after:");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
