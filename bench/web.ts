/**
 * `npm run bench:web` (issue 7): builds the site as shipped (prerendered) and as a
 * client-rendered SPA of the same code (`SPA_BUILD=1`, build-spa/), serves both on
 * loopback (ports 3214, 3215; BENCH_PORT moves them), and runs Lighthouse 12 (mobile preset:
 * emulated mid-range phone, simulated slow 4G) on Debian's Chromium, RUNS times per route
 * (default 3), printing the median of each figure side by side with the ratio between them,
 * then the prerendered build's accessibility, best-practices and SEO scores.
 * Timings depend on the machine's load: on a shared machine, read them as relative.
 * BENCH_SKIP_BUILD=1 measures the builds already on disk.
 */
import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveBuild } from "./static-site";

const routes = ["/en", "/ar", "/ru/horeca", "/es/business-missions"];
const runs = Number(process.env.RUNS ?? 3);
const basePort = Number(process.env.BENCH_PORT ?? 3214);
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

function run(command: string, env: Record<string, string> = {}): void {
  const result = spawnSync(command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`"${command}" failed with status ${result.status}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One Lighthouse run of `url` in the Chromium on `port`. */
async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
  };
}

/** Median of each figure over `runs` Lighthouse runs. */
async function medianFigures(url: string, port: number): Promise<Figures> {
  const samples: Figures[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await measure(url, port));
  const keys = Object.keys(samples[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])) as never;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const ratio = (a: number, b: number) =>
  b === 0 ? (a === 0 ? "=" : "∞") : `×${(a / b).toFixed(2)}`;

if (process.env.BENCH_SKIP_BUILD !== "1") {
  run("npm run build");
  run("npx react-router build", { SPA_BUILD: "1" });
  run("npx tsx server/postbuild.ts", { SITE_DIR: "build-spa/client" });
}

const builds = [
  { name: "prerendered", dir: "build/client", port: basePort, spaFallback: false },
  { name: "SPA", dir: "build-spa/client", port: basePort + 1, spaFallback: true },
];
const servers = await Promise.all(
  builds.map((build) => serveBuild(build.dir, build.port, { spaFallback: build.spaFallback })),
);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags });
const results: { route: string; shipped: Figures; spa: Figures }[] = [];
try {
  for (const route of routes) {
    const [shipped, spa] = [
      await medianFigures(`http://127.0.0.1:${builds[0]!.port}${route}`, chrome.port),
      await medianFigures(`http://127.0.0.1:${builds[1]!.port}${route}`, chrome.port),
    ];
    results.push({ route, shipped: shipped!, spa: spa! });
    console.error(`measured ${route}`);
  }
} finally {
  await chrome.kill();
  await Promise.all(servers.map((server) => server.close()));
}

const rows: string[][] = [
  ["route", "figure", "prerendered", "SPA", "SPA / prerendered"],
  ...results.flatMap(({ route, shipped, spa }) => [
    [
      route,
      "performance",
      `${shipped.performance}`,
      `${spa.performance}`,
      ratio(spa.performance, shipped.performance),
    ],
    ["", "FCP", seconds(shipped.fcp), seconds(spa.fcp), ratio(spa.fcp, shipped.fcp)],
    ["", "LCP", seconds(shipped.lcp), seconds(spa.lcp), ratio(spa.lcp, shipped.lcp)],
    [
      "",
      "TBT",
      `${shipped.tbt.toFixed(0)} ms`,
      `${spa.tbt.toFixed(0)} ms`,
      ratio(spa.tbt, shipped.tbt),
    ],
    ["", "CLS", shipped.cls.toFixed(3), spa.cls.toFixed(3), ratio(spa.cls, shipped.cls)],
    ["", "transferred", kib(shipped.bytes), kib(spa.bytes), ratio(spa.bytes, shipped.bytes)],
  ]),
];
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
console.log(
  `\nLighthouse ${runs} runs per route, median, mobile preset (Chromium /usr/bin/chromium)\n`,
);
console.log(line(rows[0]!));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const row of rows.slice(1)) console.log(line(row));
console.log("\nPrerendered build, other categories:");
for (const { route, shipped } of results) {
  console.log(
    `  ${route.padEnd(24)} accessibility ${shipped.accessibility}  best practices ${shipped.bestPractices}  SEO ${shipped.seo}`,
  );
}
