import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { islands, type IslandName } from "~/islands/registry";
import {
  attributes,
  chunkOf,
  elements,
  builtFile,
  pageFile,
  firstLoadScripts,
  inlineStyles,
  pageHtml,
  servedSize,
  staticImportClosure,
  stylesheets,
} from "./page-resources";
import { prerenderedPaths } from "./site";

/** Issue 7 states its budgets in KB; counted as 1,000 bytes, the stricter reading. */
const KB = 1000;

/**
 * Per-route budgets, in bytes on the wire as gzip (the build's precompressed copies;
 * Brotli, which current browsers get, is smaller). Issue 17: a page's own scripts (the
 * islands runtime and registry) stay under 3 KB; what issue 7 loaded at once and held to
 * 110 KB (React, the switcher's tooltips) now loads on the first hover and keeps that bound.
 */
const budgets = {
  pageScriptsGzip: 3 * KB,
  switcherFirstUseJsGzip: 110 * KB,
  cssGzip: 25 * KB,
  htmlGzip: 40 * KB,
};

/** The JavaScript a page loads without the reader doing anything: its scripts and their imports. */
function pageScripts(html: string): string[] {
  return staticImportClosure(firstLoadScripts(html));
}

/**
 * The JavaScript loaded once the reader reaches for island `name`: the page's scripts, the
 * island with the islands it brings, React and the island root, and all they import.
 */
function firstInteractionJs(html: string, name: IslandName): string[] {
  const brought: readonly string[] = islands[name].brings ?? [];
  const loaded = [name, ...brought, "island-root", "react"].map(chunkOf);
  return staticImportClosure([...firstLoadScripts(html), ...loaded]);
}

/** Gzip bytes the server sends for the built files at `urls`, summed. */
function gzipTotal(urls: string[]): number {
  return urls.map(servedSize).reduce((sum, size) => sum + size.gzip, 0);
}

const pages = prerenderedPaths();

test("the build has every page to check", () => {
  expect(pages.length).toBeGreaterThanOrEqual(45);
});

describe.each(pages)("%s", (path) => {
  const html = pageHtml(path);

  test("the page's own scripts, all it runs before the reader acts, fit in 3 KB", () => {
    const scripts = pageScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    expect(gzipTotal(scripts), `gzip bytes of ${scripts.join(" ")}`).toBeLessThanOrEqual(
      budgets.pageScriptsGzip,
    );
  });

  test("the first hover of a flag loads at most 110 KB of JavaScript", () => {
    const scripts = firstInteractionJs(html, "language-switcher");
    expect(gzipTotal(scripts), `gzip bytes of ${scripts.join(" ")}`).toBeLessThanOrEqual(
      budgets.switcherFirstUseJsGzip,
    );
  });

  test("CSS and HTML fit the budget", () => {
    const linked = stylesheets(html);
    const inline = inlineStyles(html).join("");
    expect(linked.length + inline.length).toBeGreaterThan(0);
    expect(gzipTotal(linked) + gzipSync(inline).length).toBeLessThanOrEqual(budgets.cssGzip);
    expect(servedSize(pageFile(path)).gzip).toBeLessThanOrEqual(budgets.htmlGzip);
  });

  test("requests go to the site's own host only", () => {
    const requested = [
      ...attributes(html, "script", "src"),
      // canonical and alternate name pages, they are not requests
      ...elements(html, "link")
        .filter((link) => link.rel !== "canonical" && link.rel !== "alternate")
        .flatMap((link) => link.href ?? []),
      ...attributes(html, "img", "src"),
      ...attributes(html, "img", "srcset"),
      ...attributes(html, "source", "srcset"),
      ...attributes(html, "iframe", "src"),
      ...[
        ...stylesheets(html).map((sheet) => builtFile(sheet).toString("utf8")),
        ...inlineStyles(html),
      ].flatMap((css) => [...css.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1]!)),
    ];
    const foreign = requested.filter((url) => /^(https?:)?\/\//i.test(url.trim()));
    expect(foreign).toEqual([]);
  });

  test("every image has its dimensions, and the first one is not lazy", () => {
    const images = elements(html, "img");
    for (const image of images) {
      expect(image.width, `width of ${image.src} reserves its space (CLS 0)`).toMatch(/^\d+$/);
      expect(image.height, `height of ${image.src}`).toMatch(/^\d+$/);
    }
    expect(images[0]?.loading, "the first image may be the LCP element").not.toBe("lazy");
  });
});
