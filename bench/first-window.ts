/**
 * `npm run bench:first-window` (issue 33): how much of each measured route's HTML the first
 * round trip carries. Reads the build on disk (`npm run build` first) and prints per route
 * the page's size raw, as gzip and as Brotli (what the server sends to browsers that ask for
 * it), and how many compressed bytes arrive before the end of the head and of the first
 * screen (`scripts/perf/first-screen.ts`), against the first congestion window's 14,600
 * bytes. Sizes only: no timing, so the machine's load does not change them.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  compressedSizes,
  firstScreenCompressed,
  firstWindowBytes,
} from "../scripts/perf/first-screen";

const routes = [
  "/en",
  "/ar",
  "/en/horeca",
  "/ru/horeca",
  "/es/business-missions",
  "/ru/business-missions",
  "/ar/insights/factory-audit-china",
];
const clientDir = join(import.meta.dirname, "..", "build", "client");

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const rows: string[][] = [
  [
    "route",
    "raw",
    "gzip",
    "Brotli",
    "head, gzip",
    "head, Brotli",
    "first screen, gzip",
    "first screen, Brotli",
    "first screen in 1st window",
  ],
];
for (const route of routes) {
  const file = join(clientDir, route.slice(1), "index.html");
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  const html = readFileSync(file, "utf8");
  const bytes = Buffer.from(html);
  const whole = compressedSizes(bytes);
  const head = compressedSizes(bytes.subarray(0, Buffer.byteLength(html.split("</head>")[0]!)));
  const screen = firstScreenCompressed(html);
  rows.push([
    route,
    kb(bytes.length),
    kb(whole.gzip),
    kb(whole.brotli),
    kb(head.gzip),
    kb(head.brotli),
    kb(screen.gzip),
    kb(screen.brotli),
    screen.brotli <= firstWindowBytes && screen.gzip <= firstWindowBytes
      ? "yes"
      : screen.brotli <= firstWindowBytes
        ? "Brotli only"
        : "no",
  ]);
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
console.log(
  `\nHTML per route, KB (1,000 bytes); "first screen": compressed bytes up to the end of the ` +
    `hero (the LCP candidates), against the first window's ${kb(firstWindowBytes)} KB\n`,
);
console.log(line(rows[0]!));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const row of rows.slice(1)) console.log(line(row));
