import { localeInfo, type Locale } from "~/i18n/locales";
import { company } from "./company";

/** The company's claimed figures (SPEC §9) as display strings in a locale's number format. */
export interface Figures {
  years: string;
  countries: string;
  clients: string;
  containers: string;
  turnkey: string;
}

/**
 * Formats `company.figures` for `locale` through `Intl` (Russian and Spanish separators;
 * Arabic with Western digits). Run at build time so the HTML and hydration agree.
 */
export function formatFigures(locale: Locale): Figures {
  const tag = localeInfo[locale].intl;
  const whole = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: "percent" });
  const f = company.figures;
  return {
    years: whole.format(f.yearsOfExperience),
    countries: whole.format(f.deliveryCountries),
    clients: `${whole.format(f.clients)}+`,
    containers: whole.format(f.containersDelivered),
    turnkey: percent.format(f.turnkeyPercent / 100),
  };
}
