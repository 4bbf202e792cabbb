/**
 * Runs after `react-router build` (package.json "build"): writes into `build/client` what
 * search engines and link previews read besides the pages themselves (issue 6):
 * a 1200×630 preview image per page from its prerendered `<title>`, `sitemap.xml`,
 * `robots.txt`, the favicon set and the web app manifest. Prints what it wrote and how long
 * it took.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadFacts } from "../../lib/content/facts.server";
import { sectorsWithInsights } from "../../lib/content/insight-files.server";
import {
  insightPath,
  insightsFeedPath,
  insightsPageCount,
  insightsPath,
  insightsSectorPath,
} from "../../lib/content/insight-paths";
import { loadInsights, type Insight } from "../../lib/content/insights.server";
import { locales } from "../../lib/i18n/locales";
import {
  allRoutePaths,
  isSectorSlug,
  localeFromPath,
  pageSuffixes,
  suffixFromPath,
} from "../../lib/i18n/paths";
import { siteUrl } from "../../app/seo/site-url";
import { installSiteFonts } from "./fonts";
import { iconFiles, type BuiltFile } from "./icons";
import { headElements } from "./markup";
import { collectionSitemapEntries } from "./collection-sitemap";
import { insightsFeed } from "./feed";
import { robotsTxt, sitemapXml, type SitemapEntry } from "./sitemap";

const clientDir = fileURLToPath(new URL("../../build/client", import.meta.url));

function write({ path, contents }: BuiltFile): void {
  const file = join(clientDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/** Title and preview-image path of a prerendered page, read from its HTML as crawlers do. */
function readHead(path: string): { title: string; image: string } {
  const html = readFileSync(join(clientDir, path.slice(1), "index.html"), "utf8");
  const head = headElements(html);
  const title = head.find((element) => element.tag === "title")?.text;
  const image = head.find((element) => element.attrs.property === "og:image")?.attrs.content;
  if (!title || !image?.startsWith(`${siteUrl}/`)) {
    throw new Error(`${path} has no <title> or no og:image on ${siteUrl}`);
  }
  return { title, image: image.slice(siteUrl.length) };
}

/**
 * The built artwork a page's preview shows: the sector's composition on sector pages, the
 * delivery-routes map on home and missions pages; none (the brand backdrop) otherwise or
 * when the file is missing.
 */
function artworkOf(path: string): string | undefined {
  const insight = insightsByPath.get(path);
  if (insight) {
    const first = insight.sectors[0];
    const art = first ? `art/sector-${first}.svg` : "art/world-routes.svg";
    return existsSync(join(clientDir, art)) ? join(clientDir, art) : undefined;
  }
  const suffix = suffixFromPath(path);
  const art = isSectorSlug(suffix)
    ? `art/sector-${suffix}.svg`
    : suffix === "" || suffix === "business-missions"
      ? "art/world-routes.svg"
      : undefined;
  return art && existsSync(join(clientDir, art)) ? join(clientDir, art) : undefined;
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

/**
 * The articles of each locale (issue 27): their pages join the preview images and the
 * sitemap (with `lastmod`, alternates only among the locales that have each page), and
 * each locale with articles gets its Atom feed.
 */
const insights = new Map<string, Insight[]>(
  locales.map((locale) => [locale, loadInsights(locale, siteUrl)]),
);
const insightsByPath = new Map<string, Insight>(
  [...insights].flatMap(([locale, list]) =>
    list.map((insight) => [insightPath(locale, insight.slug), insight] as const),
  ),
);
const changed = (insight: Insight) => insight.updated ?? insight.date;
const newest = (list: Insight[]) => list.map(changed).sort().at(-1)!;
const insightEntries: SitemapEntry[] = [...insights].flatMap(([locale, list]) => {
  if (list.length === 0) return [];
  const withList = (page: number) =>
    Object.fromEntries(
      [...insights]
        .filter(([, other]) => insightsPageCount(other.length) >= page)
        .map(([other]) => [other, insightsPath(other, page)]),
    );
  const pages = Array.from({ length: insightsPageCount(list.length) }, (_, i) => ({
    path: insightsPath(locale, i + 1),
    lastmod: newest(list),
    alternates: withList(i + 1),
  }));
  const articles = list.map((insight) => ({
    path: insightPath(locale, insight.slug),
    lastmod: changed(insight),
    alternates: Object.fromEntries(
      insight.translations.map((other) => [other, insightPath(other, insight.slug)]),
    ),
  }));
  const sectors = sectorsWithInsights(list).map((sector) => ({
    path: insightsSectorPath(locale, sector),
    lastmod: newest(list.filter((insight) => insight.sectors.includes(sector))),
    alternates: Object.fromEntries(
      [...insights]
        .filter(([, other]) => sectorsWithInsights(other).includes(sector))
        .map(([other]) => [other, insightsSectorPath(other, sector)]),
    ),
  }));
  return [...pages, ...articles, ...sectors];
});

const started = performance.now();
await installSiteFonts();
// Imported after the fonts are set up: libvips reads FONTCONFIG_FILE when it first sets text.
const { renderOgImage } = await import("./og-image");

const pages = [...allRoutePaths(), ...insightEntries.map((entry) => entry.path)].map((path) => ({
  path,
  ...readHead(path),
}));
const host = new URL(siteUrl).host;
// The card prints the brand above the title, so the title's "| Brand" ending is left off.
const brandSuffix = new RegExp(`\\s*[|–—-]\\s*${loadFacts().name}$`);
await eachLimited(pages, 2, async ({ path, title, image }) => {
  const artwork = artworkOf(path);
  const contents = await renderOgImage({
    locale: localeFromPath(path),
    title: title.replace(brandSuffix, ""),
    host,
    artwork: artwork === undefined ? undefined : readFileSync(artwork),
  });
  write({ path: image, contents });
});
const collectionEntries = collectionSitemapEntries();
write({
  path: "/sitemap.xml",
  contents: sitemapXml(pageSuffixes, [...insightEntries, ...collectionEntries]),
});
for (const [locale, list] of insights) {
  if (list.length > 0)
    write({ path: insightsFeedPath(locale), contents: insightsFeed(locale, list) });
}
write({ path: "/robots.txt", contents: robotsTxt() });
for (const file of await iconFiles()) write(file);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `seo: ${pages.length} preview images, sitemap.xml (${pages.length + collectionEntries.length} URLs), ${[...insights.values()].filter((list) => list.length > 0).length} feeds, robots.txt, icons and manifest for ${siteUrl} in ${seconds} s`,
);
