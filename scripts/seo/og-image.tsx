import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { company } from "../../app/content/company";
import { directionOf, type Locale } from "../../app/i18n/locales";
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

/** Pango markup needs &, < and > escaped; titles are copy, not markup. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

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
      spacing: Math.round(size * 0.18),
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

/** Background: the brand's navy with its gold river route drawn across, and the emblem. */
function backdrop(rtl: boolean): string {
  const emblem = renderToStaticMarkup(<BrandEmblem size={72} inverted />);
  const emblemX = rtl ? width - margin - 72 : margin;
  // The route runs from the reading start to the end, like the emblem's.
  const route = rtl
    ? "M1260 560 C1040 450 900 600 700 520 S420 430 -60 490"
    : "M-60 560 C160 450 300 600 500 520 S780 430 1260 490";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.ink}"/>
      <stop offset="1" stop-color="${colors.deep}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <path d="${route}" fill="none" stroke="${colors.gold}" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="${colors.gold}"/>
  <g transform="translate(${emblemX} ${margin - 8})">${emblem}</g>
</svg>`;
}

/**
 * A 1200×630 link-preview PNG for a page: the brand emblem and name, the page's `title`
 * wrapped to at most three lines at the largest size that fits, and the site's host, laid
 * out from the locale's reading start (right for Arabic).
 */
export async function renderOgImage(locale: Locale, title: string, host: string): Promise<Buffer> {
  const rtl = directionOf(locale) === "rtl";
  let set = await setText(locale, title, titleSizes[0]!, "#ffffff", "Bold");
  for (const size of titleSizes.slice(1)) {
    if (set.height <= titleBox) break;
    set = await setText(locale, title, size, "#ffffff", "Bold");
  }
  // The brand name sits beside the emblem, on its reading-end side.
  const besideEmblem = 72 + 24;
  const brand = await setRepeated(
    locale,
    company.name,
    34,
    "#ffffff",
    "Bold",
    textWidth - besideEmblem,
  );
  const hostText = await setRepeated(locale, host, 26, colors.gold, "Medium");
  // sharp crops set text to its extent, so alignment to the reading start happens here.
  const start = (itemWidth: number, indent = 0) =>
    rtl ? width - margin - indent - itemWidth : margin + indent;
  return sharp(Buffer.from(backdrop(rtl)))
    .composite([
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
