import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import notoArabic from "./generated/noto-sans-arabic-site.woff2?url";
import type { Locale } from "~/i18n/locales";

/**
 * The faces each locale's first screen is set in (the same files `fonts.css` declares),
 * preloaded so the text swaps to them early (issue 7). Only these: a preload of a face the
 * page does not use would be downloaded for nothing.
 */
export const criticalFonts: Record<Locale, readonly string[]> = {
  en: [interLatin],
  es: [interLatin],
  ru: [interLatin, interCyrillic],
  ar: [notoArabic],
};
