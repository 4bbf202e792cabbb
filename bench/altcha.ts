import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { challengeMaxNumber } from "../server/leads/challenge";
import { startBenchServer } from "./bench-server";

/**
 * `npm run bench:altcha` (issue 15): how long the contact form's island takes to solve its
 * ALTCHA proof of work in Debian's Chromium, on the built site served by the production
 * server. Each run opens `/en` in a fresh context, focuses the form (the intent that loads
 * the island, which then fetches and solves a challenge) and reads the island's
 * `altcha:solve` performance entry. Runs without throttling, then under the mobile CPU
 * emulation Lighthouse's mobile preset assumes (4x slowdown, applied here for real with
 * DevTools' `Emulation.setCPUThrottlingRate`), and prints median, p90 and max per setting.
 * Target: the 3 s the time trap makes every visitor wait anyway covers the mobile median.
 */
const port = Number(process.env.BENCH_PORT ?? 3216);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const siteDir = resolve("build/client");

if (!existsSync(join(siteDir, "en", "index.html"))) {
  console.error("bench:altcha: no build in build/client; run npm run build first");
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), "altcha-bench-"));
const server = await startBenchServer({
  port,
  store: { dbPath: join(dataDir, "leads.db") },
  logLevel: "warn",
  siteDir,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

/** Milliseconds of one solve at CPU slowdown `rate`. */
async function solveOnce(rate: number): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.goto(`http://127.0.0.1:${port}/en`);
  await page.getByRole("textbox", { name: "Name", exact: true }).first().focus();
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName("altcha:solve")[0]?.duration,
    undefined,
    { timeout: 120_000 },
  );
  const ms = (await handle.jsonValue()) as number;
  await context.close();
  return ms;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const fmt = (ms: number) => `${Math.round(ms)}`.padStart(7);
  return `${fmt(at(0.5))} ${fmt(at(0.9))} ${fmt(sorted.at(-1)!)}`;
}

try {
  const rows: string[] = [];
  for (const [label, rate] of [
    ["desktop (1x)", 1],
    ["mobile (4x)", 4],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await solveOnce(rate));
    rows.push(`${label.padEnd(14)} ${summary(times)}`);
  }
  console.log(
    `ALTCHA solve in the contact form's island, SHA-256, maxnumber ${challengeMaxNumber}, ${runs} runs per setting (1-min load average ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    `${"CPU".padEnd(14)} ${"p50 ms".padStart(7)} ${"p90 ms".padStart(7)} ${"max ms".padStart(7)}`,
  );
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
