import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { formatEventLoopDelay, startBenchServer } from "./bench-server";
import { printLoad, seed, signIn, withSeededPostgres } from "./inbox-seed";

/**
 * `npm run bench:export-load` (issue 35, item 8): can one salesperson stall the site? Seeds
 * `BENCH_LEADS` (default 100,000) leads into a fresh SQLite file and, when a PostgreSQL is
 * given (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`), a fresh database there; starts
 * the production server on each over a scratch site whose `/en` page weighs as a real one,
 * and prints `/en`'s p50 and p99 (`BENCH_SAMPLES` sequential GETs, default 300, or as many
 * as `BENCH_SECONDS`, default 60, allow) idle, then while three whole exports (CSV, JSON,
 * CSV) run, while eight dashboard requests run, and while both run, each started again as
 * soon as it ends; with the exports' and dashboards' own times, the failed requests (the
 * server answers 408 or resets one it could not read within its 30 s request timeout), and
 * the server's peak resident memory (VmHWM). Each row also prints how late the server's
 * event loop turned meanwhile (max, p99): the longest any request waited behind another's
 * synchronous work, which other processes' load on the CPU moves far less than latency.
 */
const port = Number(process.env.BENCH_PORT ?? 3215);
const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 300);
/** The longest each phase measures `/en`: the machine may be too slow for every sample. */
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A scratch site: `/` and an `/en` page of about 60 KB, as the built home page. */
function scratchSite(dir: string): string {
  const site = join(dir, "site");
  mkdirSync(join(site, "en"), { recursive: true });
  writeFileSync(join(site, "index.html"), "<!doctype html><title>bench</title>");
  const body = "<p>Sourcing from Guangzhou: factories, inspection, shipping.</p>\n".repeat(900);
  writeFileSync(
    join(site, "en", "index.html"),
    `<!doctype html><html lang="en"><title>bench</title><body>${body}</body></html>`,
  );
  return site;
}

/**
 * p50 and p99 in ms of sequential GETs of `url`, after `warmUp` unmeasured: `count` of them,
 * or as many as `seconds` allow (at least one), whichever comes first.
 */
async function pageLatency(url: string, count: number, seconds: number, warmUp = 5) {
  let failed = 0;
  const statuses = new Set<string>();
  const once = async () => {
    const start = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) {
        failed++;
        statuses.add(String(response.status));
      }
    } catch {
      failed++; // reset: the server's request timeout, or a refused connection
      statuses.add("reset");
    }
    return performance.now() - start;
  };
  for (let i = 0; i < warmUp; i++) await once();
  failed = 0;
  statuses.clear();
  const deadline = performance.now() + seconds * 1000;
  const times: number[] = [];
  while (times.length < count && (times.length === 0 || performance.now() < deadline)) {
    times.push(await once());
  }
  return {
    ...percentiles(times),
    failed,
    statuses: statuses.size ? ` (${[...statuses].join(", ")})` : "",
  };
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), n: sorted.length };
}

/**
 * Runs `request` again and again until `stop` is set; resolves with each run's time in ms
 * and how many failed (an error answer, or the connection reset at the server's 30 s
 * request timeout).
 */
async function loop(request: () => Promise<void>, stop: { now: boolean }) {
  const times: number[] = [];
  let failed = 0;
  while (!stop.now) {
    const start = performance.now();
    try {
      await request();
      times.push(performance.now() - start);
    } catch {
      failed++;
    }
  }
  return { times, failed };
}

/** GETs `path` with the session `cookie` and reads the whole body; returns its size in bytes. */
async function download(base: string, cookie: string, path: string): Promise<number> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`bench: ${path} answered ${response.status}`);
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
  }
  return bytes;
}

/** The peak resident memory of process `pid` in MB (Linux `VmHWM`), or null elsewhere. */
function peakMemoryMb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const ms = (value: number) =>
  Number.isNaN(value) ? "    n/a   " : `${value.toFixed(1).padStart(7)} ms`;

async function run(
  label: string,
  store: { dbPath: string; databaseUrl: string | null },
  site: string,
) {
  const server = await startBenchServer({ port, store, logLevel: "warn", siteDir: site });
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);
    await server.eventLoopDelay();
    const idle = await pageLatency(`${base}/en`, samples, seconds);
    console.log(
      `${label.padEnd(10)} /en, idle                         p50 ${ms(idle.p50)}  p99 ${ms(idle.p99)}  n=${idle.n}, ${idle.failed} failed`,
    );
    console.log(`${label.padEnd(10)}   ${formatEventLoopDelay(await server.eventLoopDelay())}`);

    // Exports alone, dashboards alone, then both: which of them stalls the site.
    for (const [name, exportCount, dashboardCount] of [
      ["3 exports", 3, 0],
      ["8 dashboards", 0, 8],
      ["3 exports + 8 dashboards", 3, 8],
    ] as const) {
      const stop = { now: false };
      let exportBytes = 0;
      const exportPaths = ["/api/inbox/export.csv", "/api/inbox/export.json"];
      const exports = Array.from({ length: exportCount }, (_, i) =>
        loop(async () => {
          exportBytes = await download(base, cookie, exportPaths[i % 2]!);
        }, stop),
      );
      const dashboards = Array.from({ length: dashboardCount }, () =>
        loop(async () => void (await download(base, cookie, "/api/inbox/dashboard")), stop),
      );
      // Let every export and dashboard be under way before measuring.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await server.eventLoopDelay();
      const loaded = await pageLatency(`${base}/en`, samples, seconds, 0);
      const delay = await server.eventLoopDelay();
      stop.now = true;
      const exportRuns = await Promise.all(exports);
      const dashboardRuns = await Promise.all(dashboards);
      const exportTimes = exportRuns.flatMap((run) => run.times);
      const dashboardTimes = dashboardRuns.flatMap((run) => run.times);
      const failed = (runs: { failed: number }[]) => runs.reduce((sum, run) => sum + run.failed, 0);
      console.log(
        `${label.padEnd(10)} /en, ${name.padEnd(24)} p50 ${ms(loaded.p50)}  p99 ${ms(loaded.p99)}  n=${loaded.n}, ${loaded.failed} failed${loaded.statuses}`,
      );
      const parts = [];
      if (exportCount > 0) {
        parts.push(
          `exports ${exportTimes.length} done (${failed(exportRuns)} failed), p50 ${ms(percentiles(exportTimes).p50)} each (${(exportBytes / 1e6).toFixed(1)} MB)`,
        );
      }
      if (dashboardCount > 0) {
        parts.push(
          `dashboards ${dashboardTimes.length} done (${failed(dashboardRuns)} failed), p50 ${ms(percentiles(dashboardTimes).p50)}`,
        );
      }
      console.log(`${label.padEnd(10)}   meanwhile: ${parts.join("; ")}`);
      console.log(`${label.padEnd(10)}   ${formatEventLoopDelay(delay)}`);
    }
    const peak = peakMemoryMb(server.pid);
    if (peak !== null)
      console.log(`${label.padEnd(10)} server peak resident memory ${peak.toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), "bench-export-load-"));
try {
  printLoad(`bench:export-load: ${leadCount} leads, ${samples} /en requests per row; load`);
  const site = scratchSite(dir);
  const dbPath = join(dir, "leads.db");
  const started = performance.now();
  await seed({ dbPath, databaseUrl: null }, leadCount);
  console.log(`seeded SQLite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await run("SQLite", { dbPath, databaseUrl: null }, site);
  if (postgresUrl) {
    await withSeededPostgres(postgresUrl, "bench_export", leadCount, (databaseUrl) =>
      run("PostgreSQL", { dbPath: join(dir, "unused.db"), databaseUrl }, site),
    );
  } else {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL, e.g. after source .ci/postgres.sh)");
  }
  printLoad("load after:");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
