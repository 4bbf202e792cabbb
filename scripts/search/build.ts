/**
 * Runs after the prerender and the SEO step (package.json "build"): indexes the built pages
 * with Pagefind into `build/client/pagefind/` (issue 27). Pagefind splits the index by each
 * page's `<html lang>`, so a reader's search only reads the index of their page's language.
 * Only each page's `<main data-pagefind-body>` is indexed (not the header, footer or forms);
 * pages of the site's collections are included, the 404 and thank-you pages are not.
 * Prints the pages indexed per language and how long it took.
 * @throws Error naming Pagefind's complaint when it cannot index or write.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";
import { sitePaths } from "../../lib/content/site-paths.server";

const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));
const started = performance.now();

/** The file a page path was prerendered to. */
const fileOf = (path: string) => join(clientDir, path.slice(1), "index.html");

/**
 * Every page to index: the site's pages except `/` (the same page as `/en`), files that are
 * no page (feeds, calendars) and pages whose route is not built.
 */
const pages = [...sitePaths()].filter(
  (path) => path !== "/" && !/\.[a-z]+$/.test(path) && existsSync(fileOf(path)),
);

const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
for (const path of pages) {
  const content = readFileSync(fileOf(path), "utf8");
  const added = await index.addHTMLFile({ url: path, content });
  if (added.errors.length > 0) throw new Error(`pagefind: ${path}: ${added.errors.join("; ")}`);
}
const written = await index.writeFiles({ outputPath: join(clientDir, "pagefind") });
if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join("; ")}`);
await pagefind.close();

const perLanguage = new Map<string, number>();
for (const path of pages) {
  const lang = path.split("/")[1] ?? "";
  perLanguage.set(lang, (perLanguage.get(lang) ?? 0) + 1);
}
console.log(
  `search: ${pages.length} pages indexed by Pagefind (${[...perLanguage]
    .map(([lang, count]) => `${lang} ${count}`)
    .join(", ")}) in ${Math.round(performance.now() - started)} ms`,
);
