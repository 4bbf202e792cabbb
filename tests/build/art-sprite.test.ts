import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { iconSymbolId } from "~/components/art/sprite-ids";
import { spriteIcons, type SpriteIconName } from "~/components/art/sprite-icons";
import { partnerDrawings } from "~/content/partners";
import { attributes, builtFile, pageHtml } from "./page-resources";
import { prerenderedPaths, siteDir } from "./site";

const missionsPages = prerenderedPaths().filter((path) => path.endsWith("/business-missions"));

/** The drawings of the built art sprite (`/assets/art-sprite-<hash>.svg`): the symbols' markup. */
function spriteDrawings(): Map<string, string> {
  const files = readdirSync(join(siteDir, "assets")).filter((file) =>
    /^art-sprite-[\w-]+\.svg$/.test(file),
  );
  expect(files, "the art sprite in build/client/assets").toHaveLength(1);
  const svg = builtFile(`/assets/${files[0]}`).toString("utf8");
  return new Map(
    [...svg.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)].map((m) => [m[1]!, m[2]!]),
  );
}

/**
 * Issue 33: the partner logos and the icons below the first screen are drawn from the art
 * sprite, a content-hashed file under `/assets/` that the browser caches for good, not
 * from drawings in each page's HTML, which must fit the first congestion window.
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
    const used = new Set(attributes(html, "use", "href").map((href) => href.split("#")[1]));
    for (const { symbol } of drawings) expect(used, symbol).toContain(symbol);
  });
});

const drawings = spriteDrawings();

test("the art sprite holds every partner logo and every icon of the sections", () => {
  const ids = [
    ...partnerDrawings().map(({ symbol }) => symbol),
    ...Object.keys(spriteIcons).map((name) => iconSymbolId(name as SpriteIconName)),
  ];
  for (const id of ids) expect(drawings.get(id), id).toMatch(/^<(path|circle|rect|line)\b/);
});

describe.each(prerenderedPaths())("%s", (path) => {
  test("every <use> names a symbol that its file holds", () => {
    for (const href of attributes(pageHtml(path), "use", "href")) {
      const [file, id] = href.split("#");
      expect(file, href).toMatch(/^\/assets\/art-sprite-[\w-]+\.svg$/);
      expect(builtFile(file!).toString("utf8"), href).toContain(`<symbol id="${id}"`);
    }
  });

  test("holds none of the art sprite's drawings inline", () => {
    const html = pageHtml(path);
    for (const [id, drawing] of drawings) expect(html, id).not.toContain(drawing);
  });
});
