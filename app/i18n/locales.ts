/** The site's languages (SPEC §1), in the order the switcher lists them. */
export const locales = ["en", "ar", "ru", "es"] as const;

export type Locale = (typeof locales)[number];

/** The language of `/` and of any path without a locale prefix (SPEC §2). */
export const defaultLocale: Locale = "en";

export type Direction = "ltr" | "rtl";

interface LocaleInfo {
  /** The language's own name for itself, used as the switcher's accessible name. */
  nativeName: string;
  dir: Direction;
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
  /** Locale tag for `Intl` formatting; Arabic keeps Western digits as Gulf business sites do. */
  intl: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { nativeName: "English", dir: "ltr", ogLocale: "en_US", intl: "en-US" },
  ar: { nativeName: "العربية", dir: "rtl", ogLocale: "ar_AE", intl: "ar-AE-u-nu-latn" },
  ru: { nativeName: "Русский", dir: "ltr", ogLocale: "ru_RU", intl: "ru-RU" },
  es: { nativeName: "Español", dir: "ltr", ogLocale: "es_ES", intl: "es-ES" },
};

/** True when `value` is one of the site's locale codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Text direction of a locale: `rtl` for Arabic, `ltr` otherwise. */
export function directionOf(locale: Locale): Direction {
  return localeInfo[locale].dir;
}

/** Formats a whole number with the locale's digit grouping (e.g. 6 278 in Russian). */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(localeInfo[locale].intl).format(value);
}
