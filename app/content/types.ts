import type { SiteCopy } from "@lib/content/schemas/site";
import type { Direction, Locale } from "@lib/i18n/locales";
import type { SectorSlug } from "@lib/i18n/paths";

/** Shapes of the data route loaders hand to sections (built in `copy.server.ts`). */

/** One flag of the language switcher, in the order it is shown. */
export interface SwitcherEntry {
  locale: Locale;
  nativeName: string;
  flag: string;
  href: string;
  current: boolean;
}

/** The company's contact facts as pages show them (SPEC §3, §9). */
export interface ContactFacts {
  name: string;
  phones: { e164: string; display: string }[];
  emails: { general: string; sales: string; jobs: string };
  messengers: { name: string; url: string }[];
  /** The head-office address in Latin script, as on contracts. */
  address: string;
  /** The same address in the page's script, when the locale's copy gives one. */
  localAddress?: string;
  hours: { timeZone: string; weekdays: string; saturday: string };
}

/** What every page's header and footer need, computed at build time. */
export interface ShellData {
  locale: Locale;
  dir: Direction;
  /** The page's path (`/`, `/ar/horeca`): what a lead form sent without JavaScript reports. */
  page: string;
  ui: SiteCopy;
  /** Footer links to the six sector pages, in the services grid's order. */
  sectors: { slug: SectorSlug; title: string }[];
  missionsTitle: string;
  /** e.g. "2006–2026": from the founding year to the build year. */
  copyrightYears: string;
  company: ContactFacts;
  switcher: SwitcherEntry[];
}

/** The figures of SPEC §9 as the home page shows them, in `locale`'s number format. */
export interface Figures {
  years: string;
  countries: string;
  clients: string;
  containers: string;
}
