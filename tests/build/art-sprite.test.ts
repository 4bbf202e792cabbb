import { describe, expect, test } from "vitest";
import { partnerDrawings } from "~/content/partners";
import { attributes, builtFile, pageHtml } from "./page-resources";
import { prerenderedPaths } from "./site";

const missionsPages = prerenderedPaths().filter((path) => path.endsWith("/business-missions"));

/**
 * Issue 33: the partner logos are drawn from the art sprite, a content-hashed file under
 * `/assets/` that the browser caches for good, not from path data in each missions page,
 * whose HTML must fit the first congestion window.
 */
describe.each(missionsPages)("%s", (path) => {
  test("draws every partner logo from the art sprite, with no drawing inline", () => {
    const html = pageHtml(path);
    expect(html).not.toContain("<symbol");
    const drawings = partnerDrawings();
    expect(drawings.length).toBeGreaterThan(0);
    for (const { symbol, path: d } of drawings) {
      expect(html, `${symbol}'s path data`).not.toContain(d.slice(0, 40));
    }
    const used = attributes(html, "use", "href").map((href) => href.split("#")[1]);
    expect(new Set(used)).toEqual(new Set(drawings.map(({ symbol }) => symbol)));
  });
});

describe.each(prerenderedPaths())("%s", (path) => {
  test("every <use> names a symbol that its file holds", () => {
    for (const href of attributes(pageHtml(path), "use", "href")) {
      const [file, id] = href.split("#");
      expect(file, href).toMatch(/^\/assets\/[\w-]+\.svg$/);
      expect(builtFile(file!).toString("utf8"), href).toContain(`<symbol id="${id}"`);
    }
  });
});
