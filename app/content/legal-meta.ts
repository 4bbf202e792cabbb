import type { Locale } from "~/i18n/locales";
import type { LegalMetaCopy } from "./en/legal-meta";

const loaders: Record<Locale, () => Promise<LegalMetaCopy>> = {
  en: async () => (await import("./en/legal-meta")).legalMeta,
  ar: async () => (await import("./ar/legal-meta")).legalMeta,
  ru: async () => (await import("./ru/legal-meta")).legalMeta,
  es: async () => (await import("./es/legal-meta")).legalMeta,
};

/** Search-result copy of the privacy and terms pages of `locale`, for their build-time loader. */
export function loadLegalMeta(locale: Locale): Promise<LegalMetaCopy> {
  return loaders[locale]();
}
