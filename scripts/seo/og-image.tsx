import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { loadFacts } from "../../lib/content/facts.server";
import { directionOf, type Locale } from "../../lib/i18n/locales";
import { escapeMarkup } from "../../lib/markup/escape";
import { ogImageSize } from "../../app/seo/og-image";
import { BrandEmblem } from "../../app/sections/logo";

const { width, height } = ogImageSize;
/** Inner margin of the card, in pixels. */
const margin = 80;
const textWidth = width - 2 * margin;
/** The title gets at most this much height (three lines at the largest size). */
const titleBox = 270;
const titleSizes = [64, 56, 48, 42];

const colors = { ink: "#0b1f3a", deep: "#17345e", gold: "#e0b54a", red: "#b3202a" };

/**
 * Text set by Pango (HarfBuzz shaping, FriBidi ordering, word wrapping) in the site's fonts,
 * as a transparent PNG `textWidth` wide, aligned to the locale's reading start.
 */
async function setText(
  locale: Locale,
  text: string,
  size: number,
  color: string,
  weight: "Bold" | "Medium",
  boxWidth = textWidth,
): Promise<{ png: Buffer; height: number; width: number }> {
  const rtl = directionOf(locale) === "rtl";
  const families = rtl ? "Noto Sans Arabic, Inter" : "Inter, Noto Sans Arabic";
  const { data, info } = await sharp({
    text: {
      // RLM makes an Arabic paragraph right-to-left even when it opens with a Latin word.
      text: `<span foreground="${color}">${rtl ? "\u200f" : ""}${escapeMarkup(text)}</span>`,
      font: `${families} ${weight} ${size}`,
      width: boxWidth,
      dpi: 72,
      rgba: true,
      wrap: "word",
      // Pango swaps left and right in a right-to-left paragraph: "left" is its reading start.
      align: "left",
      // Arabic keeps its font's taller line height; Latin and Cyrillic set a little looser.
      ...(rtl ? {} : { spacing: Math.round(size * 0.18) }),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, height: info.height, width: info.width };
}

const setOnce = new Map<string, ReturnType<typeof setText>>();

/** `setText` for lines every image repeats (brand, host): set once per locale. */
function setRepeated(...args: Parameters<typeof setText>): ReturnType<typeof setText> {
  const key = JSON.stringify(args);
  if (!setOnce.has(key)) setOnce.set(key, setText(...args));
  return setOnce.get(key)!;
}

/** The emblem, the gold bottom rule and, without artwork, the brand's river route. */
function brandLayer(rtl: boolean, withArtwork: boolean): string {
  const emblem = renderToStaticMarkup(<BrandEmblem size={72} inverted />);
  const emblemX = rtl ? width - margin - 72 : margin;
  // The route runs from the reading start to the end, like the emblem's.
  const route = rtl
    ? "M1260 560 C1040 450 900 600 700 520 S420 430 -60 490"
    : "M-60 560 C160 450 300 600 500 520 S780 430 1260 490";
  // Over artwork, navy fades from the reading start (behind the text) to the end (the art).
  const [from, to] = rtl ? ["1", "0"] : ["0", "1"];
  const fill = withArtwork
    ? `<linearGradient id="bg" x1="${from}" y1="0" x2="${to}" y2="0">
      <stop offset="0" stop-color="${colors.ink}" stop-opacity="0.96"/>
      <stop offset="0.55" stop-color="${colors.ink}" stop-opacity="0.86"/>
      <stop offset="1" stop-color="${colors.ink}" stop-opacity="0.25"/>
    </linearGradient>`
    : `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.ink}"/>
      <stop offset="1" stop-color="${colors.deep}"/>
    </linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${fill}</defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${withArtwork ? "" : `<path d="${route}" fill="none" stroke="${colors.gold}" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>`}
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="${colors.gold}"/>
  <g transform="translate(${emblemX} ${margin - 8})">${emblem}</g>
</svg>`;
}

export interface OgImageInput {
  locale: Locale;
  /** The page's title, without the brand (the card prints the brand itself). */
  title: string;
  /** The site's host name, printed at the bottom. */
  host: string;
  /** The page's artwork (SVG or bitmap file contents), cropped to fill the card; optional. */
  artwork?: Buffer;
}

/**
 * A 1200×630 link-preview PNG for a page: the page's artwork under a navy fade, the brand
 * emblem and name, the page's title wrapped to at most three lines at the largest size that
 * fits, and the site's host — laid out from the locale's reading start (right for Arabic).
 */
export async function renderOgImage({
  locale,
  title,
  host,
  artwork,
}: OgImageInput): Promise<Buffer> {
  const rtl = directionOf(locale) === "rtl";
  // Over artwork the title keeps to the faded side, leaving the art visible.
  const titleWidth = artwork ? 720 : textWidth;
  let set = await setText(locale, title, titleSizes[0]!, "#ffffff", "Bold", titleWidth);
  for (const size of titleSizes.slice(1)) {
    if (set.height <= titleBox) break;
    set = await setText(locale, title, size, "#ffffff", "Bold", titleWidth);
  }
  // The brand name sits beside the emblem, on its reading-end side.
  const besideEmblem = 72 + 24;
  const brand = await setRepeated(
    locale,
    loadFacts().name,
    34,
    "#ffffff",
    "Bold",
    textWidth - besideEmblem,
  );
  const hostText = await setRepeated(locale, host, 26, colors.gold, "Medium");
  // sharp crops set text to its extent, so alignment to the reading start happens here.
  const start = (itemWidth: number, indent = 0) =>
    rtl ? width - margin - indent - itemWidth : margin + indent;
  const base = artwork
    ? sharp(await sharp(artwork).resize(width, height, { fit: "cover" }).png().toBuffer())
    : sharp({ create: { width, height, channels: 4, background: colors.ink } });
  return base
    .composite([
      { input: Buffer.from(brandLayer(rtl, Boolean(artwork))), top: 0, left: 0 },
      { input: brand.png, top: margin + 14, left: start(brand.width, besideEmblem) },
      {
        input: set.png,
        top: Math.round(160 + (titleBox - Math.min(set.height, titleBox)) / 2),
        left: start(set.width),
      },
      {
        input: hostText.png,
        top: height - margin - hostText.height + 16,
        left: start(hostText.width),
      },
    ])
    .png()
    .toBuffer();
}
