/**
 * Runs after the prerender (package.json "build", before the post-build step that
 * precompresses and hashes; issue 33): lifts every island container's `data-shared-props`
 * (`app/islands/island.tsx`: the props that are the same on many pages, such as a form's
 * copy) out of the prerendered pages into `build/client/assets/islands/<island>.<hash>.json`,
 * named by the SHA-256 of its content, and leaves `data-shared-src` with that file's URL,
 * which the islands runtime fetches beside the island's code. Pages with the same props
 * share one file, which the browser caches for good like the other `/assets/` files; the
 * page's first bytes no longer carry them. Prints what it lifted.
 * @throws Error naming the page when a container's shared props are not JSON.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "parse5";
import { prerenderedPaths, pageFileOf } from "../built-pages";
import { walkElements } from "../html-elements";

const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));
/** The URL folder of the lifted files: under `/assets/`, served as immutable. */
const folder = "/assets/islands";

/** One container's shared props: where its attribute sits in the page and what it holds. */
interface Lift {
  start: number;
  end: number;
  island: string;
  json: string;
}

/** The `data-shared-props` attributes of a page, parsed by the HTML algorithm (parse5). */
function liftsOf(html: string): Lift[] {
  const lifts: Lift[] = [];
  for (const [element] of walkElements(parse(html, { sourceCodeLocationInfo: true }))) {
    const shared = element.attrs.find((attr) => attr.name === "data-shared-props");
    const location = element.sourceCodeLocation?.attrs?.["data-shared-props"];
    if (!shared || !location) continue;
    const island = element.attrs.find((attr) => attr.name === "data-island")?.value ?? "island";
    lifts.push({
      start: location.startOffset,
      end: location.endOffset,
      island,
      json: shared.value,
    });
  }
  return lifts;
}

const pages = prerenderedPaths(clientDir);
const written = new Map<string, number>();
let lifted = 0;
mkdirSync(join(clientDir, folder), { recursive: true });
for (const page of pages) {
  const file = pageFileOf(clientDir, page);
  let html = readFileSync(file, "utf8");
  const lifts = liftsOf(html);
  // From the end, so the earlier offsets stay true.
  for (const { start, end, island, json } of lifts.reverse()) {
    try {
      JSON.parse(json);
    } catch (error) {
      throw new Error(`${page}: the shared props of island "${island}" are not JSON: ${error}`);
    }
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    const url = `${folder}/${island}.${hash}.json`;
    if (!written.has(url)) writeFileSync(join(clientDir, url), json);
    written.set(url, (written.get(url) ?? 0) + 1);
    html = `${html.slice(0, start)}data-shared-src="${url}"${html.slice(end)}`;
    lifted += 1;
  }
  if (lifts.length > 0) writeFileSync(file, html);
}
console.log(
  `Islands: lifted ${lifted} containers' shared props into ${written.size} files in ${folder}/`,
);
