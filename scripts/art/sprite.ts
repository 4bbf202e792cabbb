import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconSymbolId } from "../../app/components/art/sprite-ids";
import { spriteIcons, type SpriteIconName } from "../../app/components/art/sprite-icons";
import { partnerDrawings } from "../../app/content/partners";

/** One drawing of the art sprite: its id, view box and SVG markup (paths, no `<svg>`). */
export interface SpriteSymbol {
  id: string;
  viewBox: string;
  body: string;
}

/**
 * An SVG sprite file (issue 33): one `<symbol>` per drawing, referenced from the pages by
 * `<use href="file#id">` (`app/components/art/sprite.ts`). Symbols render only where used,
 * and inherit `fill` and `stroke` from the `<use>` and its `<svg>`, so a page colours each use.
 * @throws Error when two symbols share an id (one would hide the other).
 */
export function svgSprite(symbols: SpriteSymbol[]): string {
  const ids = new Set<string>();
  for (const { id } of symbols) {
    if (ids.has(id)) throw new Error(`art sprite: two symbols have the id "${id}"`);
    ids.add(id);
  }
  const body = symbols
    .map(({ id, viewBox, body }) => `<symbol id="${id}" viewBox="${viewBox}">${body}</symbol>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>\n`;
}

/** Where the art sprite is written; `app/components/art/sprite.ts` imports it through Vite. */
export const artSpriteFile = join(
  import.meta.dirname,
  "..",
  "..",
  "app",
  "components",
  "art",
  "generated",
  "art-sprite.svg",
);

/**
 * Writes the art sprite of the below-the-fold drawings: the partner logos of
 * `content/partners.yaml` (their `simple-icons` paths) and the sections' icons
 * (`spriteIcons`, as `lucide-react` draws them, without the `<svg>` whose size and stroke
 * `SpriteIcon` writes on the page). Not through SVGO: its default preset drops ids that no
 * element of the file itself references, which are all of them. Returns its size in bytes.
 * @throws Error naming a partner whose icon slug `simple-icons` does not know.
 */
export function writeArtSprite(): number {
  const sprite = svgSprite([
    ...partnerDrawings().map(({ symbol, path }) => ({
      id: symbol,
      viewBox: "0 0 24 24",
      body: `<path d="${path}"/>`,
    })),
    ...Object.entries(spriteIcons).map(([name, icon]) => ({
      id: iconSymbolId(name as SpriteIconName),
      viewBox: "0 0 24 24",
      body: renderToStaticMarkup(createElement(icon)).replace(/^<svg[^>]*>|<\/svg>$/g, ""),
    })),
  ]);
  mkdirSync(dirname(artSpriteFile), { recursive: true });
  writeFileSync(artSpriteFile, sprite);
  return Buffer.byteLength(sprite);
}
