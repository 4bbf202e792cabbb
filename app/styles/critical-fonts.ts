import interLatinCyrillic from "./generated/inter-latin-cyrillic-site.woff2?url";
import interLatin from "./generated/inter-latin-site.woff2?url";
import notoArabic from "./generated/noto-sans-arabic-site.woff2?url";
import type { FaceId } from "./faces";

/**
 * The font files a locale's first screen may be set in (the same files `fonts.css`
 * declares, cut by `scripts/build-fonts.ts`), by the ids the locale registry's `fonts`
 * names. The root preloads a locale's file so its text swaps to it early (issue 7): one
 * file per locale (issue 33), since a preload of a face the page does not use would be
 * downloaded for nothing and each file before the first paint delays it.
 */
export const fontFiles: Record<string, string> = {
  "inter-latin": interLatin,
  "inter-latin-cyrillic": interLatinCyrillic,
  "noto-sans-arabic": notoArabic,
} satisfies Record<FaceId, string>;
