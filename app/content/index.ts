import type { Locale } from "~/i18n/locales";
import { sectorSlugs, type SectorSlug } from "~/i18n/paths";
import { copyrightYears } from "./company";
import type { HomeCopy } from "./en/home";
import type { MissionsCopy } from "./en/missions";
import type { SectorsCopy } from "./en/sectors";
import type { UiCopy } from "./en/ui";

/** All copy of one locale. English defines each part's type, so a missing key fails `tsc`. */
export interface LocaleCopy {
  ui: UiCopy;
  home: HomeCopy;
  sectors: SectorsCopy;
  missions: MissionsCopy;
}

const loaders: Record<Locale, () => Promise<LocaleCopy>> = {
  en: async () => ({
    ui: (await import("./en/ui")).ui,
    home: (await import("./en/home")).home,
    sectors: (await import("./en/sectors")).sectors,
    missions: (await import("./en/missions")).missions,
  }),
  ar: async () => ({
    ui: (await import("./ar/ui")).ui,
    home: (await import("./ar/home")).home,
    sectors: (await import("./ar/sectors")).sectors,
    missions: (await import("./ar/missions")).missions,
  }),
  ru: async () => ({
    ui: (await import("./ru/ui")).ui,
    home: (await import("./ru/home")).home,
    sectors: (await import("./ru/sectors")).sectors,
    missions: (await import("./ru/missions")).missions,
  }),
  es: async () => ({
    ui: (await import("./es/ui")).ui,
    home: (await import("./es/home")).home,
    sectors: (await import("./es/sectors")).sectors,
    missions: (await import("./es/missions")).missions,
  }),
};

/**
 * The copy of `locale`. Called from route loaders, which run at build time when the
 * page is prerendered, so copy never ships in the JavaScript bundles.
 */
export function loadCopy(locale: Locale): Promise<LocaleCopy> {
  return loaders[locale]();
}

/** What every page's header and footer need, computed at build time. */
export interface ShellData {
  locale: Locale;
  ui: UiCopy;
  /** Footer links to the six sector pages, in the services grid's order. */
  sectors: { slug: SectorSlug; title: string }[];
  missionsTitle: string;
  /** e.g. "2006–2026": the build year is fixed in the HTML so hydration agrees with it. */
  copyrightYears: string;
}

/** The header and footer data of `locale`, for a route loader to return. */
export async function loadShell(locale: Locale): Promise<ShellData> {
  const { ui, home } = await loadCopy(locale);
  return {
    locale,
    ui,
    sectors: sectorSlugs.map((slug) => ({ slug, title: home.services.cards[slug].title })),
    missionsTitle: home.missionsTeaser.eyebrow,
    copyrightYears: copyrightYears(new Date().getFullYear()),
  };
}
