/**
 * Splits each prerendered page's CSS after `react-router build` (issue 33: the first
 * screen's HTML fits the first round trip, and the page's HTML at load fits it too, where
 * its content allows). The root links the site's stylesheet in the head (app/root.tsx);
 * here, per page, the rules its first screen needs (`criticalCss`) are inlined where that
 * link was, and the link moves to the end of the first screen (`firstScreenEndIndex`).
 * Browsers paint what comes before a stylesheet linked in the body and hold the rest of
 * the page until it has arrived, so nothing is ever shown unstyled and nothing moves; the
 * stylesheet is one cached file for every page after the first.
 * The head also holds the first paint until that link is parsed (`<link rel="expect"
 * blocking="render">`, HTML's render-blocking on the parser): a phone that paints while
 * parsing would otherwise show a header whose later items are not parsed yet, and move
 * what it showed when they arrive (the nav and search by 218 px on /ar at 1280 px, seen
 * at a sixth of the CPU's speed).
 * Usage: `tsx scripts/build-critical-css.ts [site folder]` (default build/client).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pageFileOf, prerenderedPaths } from "./built-pages";
import { criticalCss } from "./perf/critical-css";
import { firstScreenEndId, firstScreenEndIndex, firstScreenExpectLink } from "./perf/first-screen";

const siteDir = process.argv[2] ?? join(import.meta.dirname, "..", "build", "client");

/** The site's stylesheet link the root writes in every page's head: `rel` then `href`. */
const siteStylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/;

const started = performance.now();
const stylesheets = new Map<string, string>();
let count = 0;
let inlined = 0;
for (const file of prerenderedPaths(siteDir).map((path) => pageFileOf(siteDir, path))) {
  const html = readFileSync(file, "utf8");
  const link = siteStylesheet.exec(html);
  if (!link) continue;
  const headEnd = html.indexOf("</head>");
  if (link.index > headEnd) {
    throw new Error(`${relative(siteDir, file)}: the site's stylesheet is already split`);
  }
  const href = link[1]!;
  const css = stylesheets.get(href) ?? readFileSync(join(siteDir, href), "utf8");
  stylesheets.set(href, css);
  let end: number;
  try {
    end = firstScreenEndIndex(html);
  } catch (error) {
    throw new Error(`${relative(siteDir, file)}: ${(error as Error).message}`);
  }
  const critical = await criticalCss(css, html.slice(0, end));
  const after = link.index + link[0].length;
  writeFileSync(
    file,
    `${html.slice(0, link.index)}${firstScreenExpectLink}<style>${critical}</style>${html.slice(after, end)}<link rel="stylesheet" href="${href}" id="${firstScreenEndId}"/>${html.slice(end)}`,
  );
  count += 1;
  inlined += critical.length;
}
if (count === 0)
  throw new Error(`build-critical-css: no page in ${siteDir} links the site's stylesheet`);
console.log(
  `build-critical-css: ${count} pages, critical CSS ${(inlined / count / 1000).toFixed(1)} KB per page on average (of ${[...stylesheets.values()].map((css) => `${(css.length / 1000).toFixed(1)} KB`).join(", ")}) in ${Math.round(performance.now() - started)} ms`,
);
