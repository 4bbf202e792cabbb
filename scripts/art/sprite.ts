/** One drawing of the art sprite: its id, view box and SVG markup (paths, no `<svg>`). */
export interface SpriteSymbol {
  id: string;
  viewBox: string;
  body: string;
}

/**
 * An SVG sprite file (issue 33): one `<symbol>` per drawing, referenced from the pages by
 * `<use href="file#id">` (`app/components/art/sprite.ts`). Symbols render only where used,
 * and inherit `fill` and `stroke` from the `<use>`, so a page colours each use.
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
