/**
 * `npm run bench:web` (issues 7 and 17): builds the site as shipped (prerendered) and as a
 * client-rendered SPA of the same code (the baseline in bench/spa/, into build-spa/), serves
 * both on loopback over HTTP/2 and TLS as production does (`static-site.ts`; ports 3214,
 * 3215; BENCH_PORT moves them), and prints per route, for both
 * builds and with the ratio between them:
 * - Lighthouse 12 (mobile preset: emulated mid-range phone, simulated slow 4G) on Debian's
 *   Chromium, RUNS times (default 3), the median of performance, FCP, LCP, TBT, CLS and
 *   the bytes Lighthouse counts at load; then one run's LCP without the CPU time, and one
 *   with DevTools' applied throttling (`appliedLcp`);
 * - the bytes on the wire by kind (HTML, CSS, JS, fonts, images) at the load event, after
 *   10 s without input and after the first interaction (`transfer.ts`);
 * then the prerendered build's other Lighthouse scores, and a last line against the HTTP
 * Archive Web Almanac 2024's median mobile page.
 * Timings depend on the machine's load: on a shared machine, read them as relative.
 * BENCH_SKIP_BUILD=1 measures the builds already on disk. BENCH_SHIPPED_ONLY=1 leaves the SPA
 * baseline out (half the time, for the shipped site's own figures). BENCH_PHOTO=1 measures the sector
 * pages whose hero holds an uploaded photo instead, in the prerendered build only (the SPA
 * baseline cannot check a photo's file in the browser): it is made in a temporary copy of the
 * project with a generated 6000 × 4000 JPEG in that hero slot (`photo-project.ts`), removed
 * afterwards.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { loopbackCertificate } from "./certificate";
import { photoProject, photoSector } from "./photo-project";
import { serveBuild } from "./static-site";
import { idleSeconds, kinds, measureVisit, total, type Bytes, type Visit } from "./transfer";

/** BENCH_PHOTO and BENCH_SKIP_BUILD: "1" or unset. */
function flag(name: string): boolean {
  const value = process.env[name];
  if (value === undefined || value === "" || value === "0") return false;
  if (value === "1") return true;
  throw new Error(`${name}: "1" or unset, not "${value}"`);
}
const withPhoto = flag("BENCH_PHOTO");
const skipBuild = flag("BENCH_SKIP_BUILD");
const shippedOnly = flag("BENCH_SHIPPED_ONLY");
if (withPhoto && skipBuild) {
  throw new Error("BENCH_PHOTO=1 builds in a temporary copy: BENCH_SKIP_BUILD=1 cannot apply");
}

const routes = withPhoto
  ? [`/en/${photoSector}`, `/ar/${photoSector}`]
  : ["/en", "/ar", "/ru/horeca", "/es/business-missions", "/ar/insights/factory-audit-china"];
const runs = Number(process.env.RUNS ?? 3);
const basePort = Number(process.env.BENCH_PORT ?? 3214);
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  // The bench servers' self-signed certificate (bench/certificate.ts).
  "--ignore-certificate-errors",
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

function run(command: string, env: Record<string, string> = {}, cwd = "."): void {
  const result = spawnSync(command, {
    shell: true,
    stdio: "inherit",
    cwd,
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`"${command}" failed with status ${result.status}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * One Lighthouse run of `url` in the Chromium on `port`, in the mobile preset: its report.
 * `categories` are those audited; `config` changes the preset (see `networkLcp`). Throws
 * when Lighthouse returns nothing or reports a runtime error.
 */
async function lighthouseReport(
  url: string,
  port: number,
  categories: string[],
  config?: Parameters<typeof lighthouse>[2],
) {
  const flags = { port, output: "json" as const, logLevel: "error" as const };
  const result = await lighthouse(url, { ...flags, onlyCategories: categories }, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

/**
 * The LCP (ms) of one Lighthouse run on the mobile preset's simulated network with the
 * phone's CPU time taken out (`cpuSlowdownMultiplier` near 0): the network's part of the
 * LCP (issue 17). Performance only: the other categories do not change with the CPU.
 */
async function networkLcp(url: string, port: number): Promise<number> {
  const cpuFree = {
    extends: "lighthouse:default",
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 0.001 } },
  };
  const report = await lighthouseReport(url, port, ["performance"], cpuFree);
  return report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
}

/**
 * The LCP (ms) of one Lighthouse run with DevTools' applied throttling instead of the
 * simulation: Chromium itself loads the page over the preset's latency and throughput
 * (`throttling.mobileSlow4G`'s request latency and download rate), with the CPU unthrottled.
 * Lighthouse's simulation starts a request only once the request that found it has ended
 * and counts every request that ended before the LCP it observed; here the browser streams
 * the HTML, paints what has arrived and fetches side by side, as on a phone (issue 33).
 */
async function appliedLcp(url: string, port: number): Promise<number> {
  const applied = {
    extends: "lighthouse:default",
    settings: {
      throttlingMethod: "devtools" as const,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 1 },
    },
  };
  const report = await lighthouseReport(url, port, ["performance"], applied);
  return report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
}

/** What one run's LCP was: the element's markup, and its phases (TTFB, load delay, load time, render delay). */
interface LcpDetail {
  element: string;
  phases: string;
}

/** Reads Lighthouse's `largest-contentful-paint-element` audit details into an `LcpDetail`. */
function lcpDetail(details: unknown): LcpDetail {
  type Table = { items?: Record<string, unknown>[] };
  const [elementTable, phaseTable] = ((details as { items?: Table[] } | undefined)?.items ??
    []) as [Table?, Table?];
  const node = elementTable?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (phaseTable?.items ?? [])
    .map((item) => `${String(item.phase)} ${Number(item.timing).toFixed(0)} ms`)
    .join(", ");
  return { element: (node?.snippet ?? "?").slice(0, 90), phases: phases || "?" };
}

/** One Lighthouse run of `url` in the Chromium on `port`, mobile preset: its figures. */
async function measure(url: string, port: number): Promise<Figures & { lcpDetail: LcpDetail }> {
  const { categories, audits } = await lighthouseReport(url, port, [
    "performance",
    "accessibility",
    "best-practices",
    "seo",
  ]);
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
    lcpDetail: lcpDetail(audits["largest-contentful-paint-element"]?.details),
  };
}

/**
 * Median of each figure over `runs` Lighthouse runs, and the LCP of one more run with the
 * CPU taken out (`networkLcp`).
 */
async function medianFigures(
  url: string,
  port: number,
): Promise<Figures & { networkLcp: number; appliedLcp: number; lcpDetail: LcpDetail }> {
  const samples: (Figures & { lcpDetail: LcpDetail })[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await measure(url, port));
  const keys = (Object.keys(samples[0]!) as (keyof Figures | "lcpDetail")[]).filter(
    (key): key is keyof Figures => key !== "lcpDetail",
  );
  const figures = Object.fromEntries(
    keys.map((key) => [key, median(samples.map((s) => s[key]))]),
  ) as unknown as Figures;
  // The element and phases of the run whose LCP is the median (the middle one when odd).
  const middle = [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor(samples.length / 2)]!;
  return {
    ...figures,
    lcpDetail: middle.lcpDetail,
    networkLcp: await networkLcp(url, port),
    appliedLcp: await appliedLcp(url, port),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const ratio = (a: number, b: number) =>
  b === 0 ? (a === 0 ? "=" : "∞") : `×${(a / b).toFixed(2)}`;

/** The project the builds are made in: this one, or a copy with a photo in a hero slot. */
const root = withPhoto ? await photoProject() : ".";
if (!skipBuild) {
  // The project's own content folder, whatever the caller's CONTENT_DIR says, and absolute:
  // the SPA baseline builds from bench/spa/, where a relative `content` is not the copy.
  const env: Record<string, string> = { CONTENT_DIR: resolve(root, "content") };
  try {
    run("npm run build", env, root);
    // From its own folder: React Router reads the config beside Vite's root (bench/spa/).
    // Its output lies outside that root, so Vite would not empty it: a stale file would count.
    // The SPA baseline reads its copy in the browser, where a photo's file cannot be
    // checked (lib/content/media.server.ts): the photo run measures the shipped site only.
    if (!withPhoto && !shippedOnly) {
      rmSync(join(root, "build-spa"), { recursive: true, force: true });
      run("npx react-router build", env, join(root, "bench", "spa"));
      run("npx tsx server/postbuild.ts", { ...env, SITE_DIR: "build-spa/client" }, root);
    }
  } catch (error) {
    if (withPhoto) rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

// The photo run measures nothing if the slot fell back to its artwork: the page must hold it.
if (withPhoto) {
  const page = readFileSync(join(root, "build", "client", "en", photoSector, "index.html"), "utf8");
  if (!page.includes('type="image/avif"')) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`BENCH_PHOTO=1: /en/${photoSector} shows no photo; see content/media.yaml`);
  }
}

const builds = [
  { name: "prerendered", dir: join(root, "build", "client"), port: basePort, spaFallback: false },
  { name: "SPA", dir: join(root, "build-spa", "client"), port: basePort + 1, spaFallback: true },
].slice(0, withPhoto || shippedOnly ? 1 : 2);
const certificate = loopbackCertificate();
const servers = await Promise.all(
  builds.map((build) =>
    serveBuild(build.dir, build.port, { spaFallback: build.spaFallback, certificate }),
  ),
);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags });
type Measured = Awaited<ReturnType<typeof medianFigures>>;
const results: { route: string; shipped: Measured; spa?: Measured }[] = [];
const visits: { route: string; shipped: Visit; spa?: Visit }[] = [];
try {
  for (const route of routes) {
    const [shippedUrl, spaUrl] = builds.map((build) => `https://127.0.0.1:${build.port}${route}`);
    results.push({
      route,
      shipped: await medianFigures(shippedUrl!, chrome.port),
      spa: spaUrl ? await medianFigures(spaUrl, chrome.port) : undefined,
    });
    const visitArgs = chromeFlags.filter((flag) => flag !== "--headless=new");
    visits.push({
      route,
      shipped: await measureVisit(shippedUrl!, "/usr/bin/chromium", visitArgs),
      spa: spaUrl ? await measureVisit(spaUrl, "/usr/bin/chromium", visitArgs) : undefined,
    });
    console.error(`measured ${route}`);
  }
} finally {
  await chrome.kill();
  await Promise.all(servers.map((server) => server.close()));
  if (withPhoto) rmSync(root, { recursive: true, force: true });
}

/** A figure of both builds and their ratio; without the SPA (the photo run), "–". */
function cells(
  shipped: number,
  spa: number | undefined,
  format: (value: number) => string,
): string[] {
  if (spa === undefined) return [format(shipped), "–", "–"];
  return [format(shipped), format(spa), ratio(spa, shipped)];
}
const rows: string[][] = [
  ["route", "figure", "prerendered", "SPA", "SPA / prerendered"],
  ...results.flatMap(({ route, shipped, spa }) => [
    [route, "performance", ...cells(shipped.performance, spa?.performance, String)],
    ["", "FCP", ...cells(shipped.fcp, spa?.fcp, seconds)],
    ["", "LCP", ...cells(shipped.lcp, spa?.lcp, seconds)],
    ["", "LCP, network alone", ...cells(shipped.networkLcp, spa?.networkLcp, seconds)],
    ["", "LCP, applied throttling", ...cells(shipped.appliedLcp, spa?.appliedLcp, seconds)],
    ["", "TBT", ...cells(shipped.tbt, spa?.tbt, (ms) => `${ms.toFixed(0)} ms`)],
    ["", "CLS", ...cells(shipped.cls, spa?.cls, (cls) => cls.toFixed(3))],
    ["", "transferred", ...cells(shipped.bytes, spa?.bytes, kib)],
  ]),
];
/** Prints `rows` (the first is the header) as a Markdown table. */
function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(rows[0]!));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows.slice(1)) console.log(line(row));
}

console.log(
  `\nLighthouse ${runs} runs per route, median, mobile preset (Chromium /usr/bin/chromium), ` +
    `over HTTP/2 and TLS; "LCP, network alone": one more run with the CPU time taken out; ` +
    `"LCP, applied throttling": one more run in which Chromium itself loads over the preset's network` +
    `${withPhoto ? `; the ${photoSector} hero holds an uploaded 6000×4000 JPEG` : ""}\n`,
);
printTable(rows);

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const stages = [
  ["load", "at load"],
  ["idle", `after ${idleSeconds} s idle`],
  ["interaction", "after 1st interaction"],
] as const;
const byteRows: string[][] = [
  ["route", "moment", "build", ...kinds, "total", "SPA / prerendered"],
  ...visits.flatMap(({ route, shipped, spa }) =>
    stages.flatMap(([stage, label], i) => {
      const byKind = (bytes: Bytes) => [...kinds.map((kind) => kb(bytes[kind])), kb(total(bytes))];
      const prerendered = [
        i === 0 ? route : "",
        label,
        "prerendered",
        ...byKind(shipped[stage]),
        "",
      ];
      if (!spa) return [prerendered];
      return [
        prerendered,
        ["", "", "SPA", ...byKind(spa[stage]), ratio(total(spa[stage]), total(shipped[stage]))],
      ];
    }),
  ),
];
console.log(
  `\nBytes on the wire by kind, KB (1,000 bytes; Brotli, as Chromium asks over HTTPS), one visit ` +
    `in a fresh 412×823 Chromium tab; first interaction: pointer on a flag, then focus in the form\n`,
);
printTable(byteRows);

console.log("\nPrerendered build, the LCP element of the median run and its phases (Lighthouse):");
for (const { route, shipped } of results) {
  console.log(
    `  ${route.padEnd(34)} ${shipped.lcpDetail.phases}\n    ${shipped.lcpDetail.element}`,
  );
}

console.log("\nPrerendered build, other categories:");
for (const { route, shipped } of results) {
  console.log(
    `  ${route.padEnd(24)} accessibility ${shipped.accessibility}  best practices ${shipped.bestPractices}  SEO ${shipped.seo}`,
  );
}

// HTTP Archive Web Almanac 2024, "Page weight": the median mobile page transfers about
// 2.3 MB, of which about 560 KB is JavaScript.
const heaviest = visits.reduce((a, b) => (total(a.shipped.idle) >= total(b.shipped.idle) ? a : b));
const almanac = { total: 2_300_000, js: 560_000 };
console.log(
  `\nReference, HTTP Archive Web Almanac 2024 median mobile page: ~${kb(almanac.total)} KB, ` +
    `~${kb(almanac.js)} KB of JavaScript; heaviest route here after ${idleSeconds} s idle: ` +
    `${heaviest.route} ${kb(total(heaviest.shipped.idle))} KB (${ratio(almanac.total, total(heaviest.shipped.idle))} lighter), ` +
    `${kb(heaviest.shipped.idle.JS)} KB of JavaScript`,
);
