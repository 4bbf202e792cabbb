import { describe, expect, test } from "vitest";
import {
  attributes,
  elements,
  builtFile,
  pageFile,
  firstLoadScripts,
  pageHtml,
  pagePaths,
  servedSize,
  stylesheets,
} from "./page-resources";

const KiB = 1024;

/**
 * Per-route budgets of issue 7 ("fast on a phone on a slow network"), in KiB on the wire.
 * First-load JavaScript is counted in Brotli, what the server sends every current browser
 * (precompressed by the build, as is the gzip copy these figures read): React 19 and React Router 7 alone are 107 KiB gzip, so a
 * 110 KiB gzip budget would leave the site 3 KiB. The gzip figure stays bounded too.
 */
const budgets = {
  firstLoadJsBrotli: 110 * KiB,
  firstLoadJsGzip: 125 * KiB,
  cssGzip: 25 * KiB,
  htmlGzip: 40 * KiB,
};

/** Bytes the server sends for the built files at `urls`, summed. */
function total(urls: string[]): { gzip: number; brotli: number } {
  return urls
    .map(servedSize)
    .reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
      gzip: 0,
      brotli: 0,
    });
}

const pages = pagePaths();

test("the build has every page to check", () => {
  expect(pages.length).toBeGreaterThanOrEqual(45);
});

describe.each(pages)("%s", (path) => {
  const html = pageHtml(path);

  test("first-load JavaScript fits the budget", () => {
    const scripts = firstLoadScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    const size = total(scripts);
    expect(size.brotli, `Brotli bytes of ${scripts.join(" ")}`).toBeLessThanOrEqual(
      budgets.firstLoadJsBrotli,
    );
    expect(size.gzip, `gzip bytes of ${scripts.join(" ")}`).toBeLessThanOrEqual(
      budgets.firstLoadJsGzip,
    );
  });

  test("CSS and HTML fit the budget", () => {
    const css = stylesheets(html);
    expect(css.length).toBeGreaterThan(0);
    expect(total(css).gzip).toBeLessThanOrEqual(budgets.cssGzip);
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
      ...stylesheets(html).flatMap((sheet) =>
        [
          ...builtFile(sheet)
            .toString("utf8")
            .matchAll(/url\(\s*["']?([^"')]+)/g),
        ].map((m) => m[1]!),
      ),
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
