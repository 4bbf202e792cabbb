import type { Locale } from "~/i18n/locales";
import type { PageMetaCopy } from "./en/page-meta";

const loaders: Record<Locale, () => Promise<PageMetaCopy>> = {
  en: async () => (await import("./en/page-meta")).pageMeta,
  ar: async () => (await import("./ar/page-meta")).pageMeta,
  ru: async () => (await import("./ru/page-meta")).pageMeta,
  es: async () => (await import("./es/page-meta")).pageMeta,
};

/** Search-result copy of `locale` for pages whose content has none yet, for their build-time loaders. */
export function loadPageMeta(locale: Locale): Promise<PageMetaCopy> {
  return loaders[locale]();
}
