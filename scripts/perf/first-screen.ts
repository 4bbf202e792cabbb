import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { walkElements } from "../html-elements";

type Element = DefaultTreeAdapterTypes.Element;

/**
 * What the first round trip of a new connection can carry: TCP's initial congestion window
 * of 10 segments (RFC 6928) of 1,460 bytes, the figure issue 33 states. The response's
 * headers and TLS framing share it, so what a page must fit is a little less.
 */
export const firstWindowBytes = 14_600;

/**
 * The id of the site's stylesheet link at the end of each page's first screen
 * (scripts/build-critical-css.ts), which the page's head names in `firstScreenExpectLink`.
 */
export const firstScreenEndId = "first-screen-end";

/**
 * The head's link that holds the first paint until the parser has reached the end of the
 * first screen (HTML's "expect" link type; Chrome 124 and later, ignored elsewhere).
 */
export const firstScreenExpectLink = `<link rel="expect" href="#${firstScreenEndId}" blocking="render"/>`;

/** The offset (UTF-16 code units of `html`) where `element`'s end tag ends. */
function endOf(element: Element): number {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location`);
  return location.endTag?.endOffset ?? location.endOffset;
}

/**
 * Where the first screen's markup ends in a prerendered page, in UTF-16 code units of
 * `html` (a string index):
 * the end of the page's hero, the outermost `<section>` or `<header>` inside `<main>` that
 * holds the page's `<h1>`, or of its high-priority image (`fetchpriority="high"`, the hero
 * art the page preloads) when that comes later. These hold the candidates for the largest
 * contentful paint: the head with its inline CSS, the site header and the hero all come
 * before. Throws when the page has no `<h1>` inside `<main>`.
 */
export function firstScreenEndIndex(html: string): number {
  let heroEnd: number | undefined;
  let imageEnd = 0;
  for (const [element, ancestors] of walkElements(parse(html, { sourceCodeLocationInfo: true }))) {
    const mainAt = ancestors.findIndex((ancestor) => ancestor.tagName === "main");
    if (mainAt < 0) continue;
    if (element.tagName === "h1" && heroEnd === undefined) {
      const hero = ancestors
        .slice(mainAt + 1)
        .find((ancestor) => ancestor.tagName === "section" || ancestor.tagName === "header");
      heroEnd = endOf(hero ?? element);
    }
    const priority = element.attrs.find((attr) => attr.name === "fetchpriority")?.value;
    if (element.tagName === "img" && priority === "high") imageEnd = endOf(element);
  }
  if (heroEnd === undefined) throw new Error("The page has no <h1> inside <main>");
  return Math.max(heroEnd, imageEnd);
}

/** `firstScreenEndIndex` in bytes of the page's UTF-8 text. */
export function firstScreenEnd(html: string): number {
  return Buffer.byteLength(html.slice(0, firstScreenEndIndex(html)));
}

/** The compressed sizes a server sends of `bytes`: gzip level 9 and Brotli quality 11, as the build precompresses. */
export function compressedSizes(bytes: Uint8Array): { gzip: number; brotli: number } {
  return {
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/**
 * How many compressed bytes a browser must receive to have decoded the first screen of
 * `html` (`firstScreenEnd`): the compressed size of the markup up to there, which the
 * streaming decoder has read once that many bytes of the whole response arrived.
 */
export function firstScreenCompressed(html: string): { gzip: number; brotli: number } {
  return compressedSizes(Buffer.from(html).subarray(0, firstScreenEnd(html)));
}
