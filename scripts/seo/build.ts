/**
 * Runs after `react-router build` (package.json "build"): writes into `build/client` what
 * search engines and link previews read besides the pages themselves (issue 6):
 * a 1200×630 preview image per page from its prerendered `<title>`, `sitemap.xml`,
 * `robots.txt`, the favicon set and the web app manifest. Prints what it wrote and how long
 * it took.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "node-html-parser";
import { company } from "../../app/content/company";
import { allRoutePaths, localeFromPath, pageSuffixes } from "../../app/i18n/paths";
import { siteUrl } from "../../app/seo/site-url";
import { installSiteFonts } from "./fonts";
import { iconFiles, type BuiltFile } from "./icons";
import { robotsTxt, sitemapXml } from "./sitemap";

const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));

function write({ path, contents }: BuiltFile): void {
  const file = join(clientDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/** Title and preview-image path of a prerendered page, read from its HTML as crawlers do. */
function readHead(path: string): { title: string; image: string } {
  const html = readFileSync(join(clientDir, path.slice(1), "index.html"), "utf8");
  const root = parse(html);
  const title = root.querySelector("head title")?.text;
  const image = root.querySelector('meta[property="og:image"]')?.getAttribute("content");
  if (!title || !image?.startsWith(`${siteUrl}/`)) {
    throw new Error(`${path} has no <title> or no og:image on ${siteUrl}`);
  }
  return { title, image: image.slice(siteUrl.length) };
}

/** Runs `task` over `items` with at most `limit` at a time (libvips uses a thread each). */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

const started = performance.now();
await installSiteFonts();
// Imported after the fonts are set up: libvips reads FONTCONFIG_FILE when it first sets text.
const { renderOgImage } = await import("./og-image");

const pages = allRoutePaths().map((path) => ({ path, ...readHead(path) }));
const host = new URL(siteUrl).host;
// The card prints the brand above the title, so the title's "| Brand" ending is left off.
const brandSuffix = new RegExp(`\\s*[|–—-]\\s*${company.name}$`);
await eachLimited(pages, 2, async ({ path, title, image }) => {
  const heading = title.replace(brandSuffix, "");
  write({ path: image, contents: await renderOgImage(localeFromPath(path), heading, host) });
});
write({ path: "/sitemap.xml", contents: sitemapXml(pageSuffixes) });
write({ path: "/robots.txt", contents: robotsTxt() });
for (const file of await iconFiles()) write(file);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `seo: ${pages.length} preview images, sitemap.xml (${pages.length} URLs), robots.txt, icons and manifest for ${siteUrl} in ${seconds} s`,
);
