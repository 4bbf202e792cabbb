import type { Locale } from "~/i18n/locales";
import type { LegalCopy } from "./en/legal";

const loaders: Record<Locale, () => Promise<LegalCopy>> = {
  en: async () => (await import("./en/legal")).legal,
  ar: async () => (await import("./ar/legal")).legal,
  ru: async () => (await import("./ru/legal")).legal,
  es: async () => (await import("./es/legal")).legal,
};

/** The privacy and terms copy of `locale`, for the legal route's build-time loader. */
export function loadLegal(locale: Locale): Promise<LegalCopy> {
  return loaders[locale]();
}
