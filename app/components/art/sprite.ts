// `?no-inline`: Vite would write a small file into the page as a data: URL, whose fragment
// `<use>` cannot reference; as a file it is content-hashed and cached for good (`/assets/`).
import spriteFile from "./generated/art-sprite.svg?no-inline";

/**
 * The URL of a `<symbol>` in the art sprite, for `<use href>`: the below-the-fold drawings
 * (issue 33: each page's HTML fits the first congestion window without them), written by
 * `scripts/build-art.ts` into one file, fetched once and cached for every page.
 * Takes the symbol's id (e.g. a `PartnerLogo`'s `symbol`).
 */
export function spriteHref(symbol: string): string {
  return `${spriteFile}#${symbol}`;
}
