import type { Locale } from "@lib/i18n/locales";
import type { PageSuffix } from "@lib/i18n/paths";

/** Link-preview image size in pixels: the 1.91:1 card that Open Graph and X/Twitter show large. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/**
 * Site path of a page's link-preview image, one per page and language
 * (`ogImagePath("ar", "medical")` → `/og/ar/medical.png`; home pages are `home.png`).
 * `scripts/seo` renders the files after the build.
 */
export function ogImagePath(locale: Locale, suffix: PageSuffix): string {
  return `/og/${locale}/${suffix || "home"}.png`;
}
