import { missionCities, type MissionCity } from "../content/keys";
import { countryCodes } from "./quote-terms";

/** One option of a select or checkbox group: its value and its label in the page's language. */
export type Choice = readonly [value: string, label: string];

/**
 * The options a form's page supplies (issue 30), named in the page's language where it is
 * rendered (the build, the server's answer page), so the island hydrates with the very same
 * labels instead of asking the browser's own `Intl` data, which may differ.
 */
export interface FormChoices {
  /** ISO 3166-1 countries for the contact form's destination country. */
  countries?: readonly Choice[];
  /** The missions' cities for the missions form's cities of interest. */
  cities?: readonly Choice[];
}

/**
 * The ISO 3166-1 countries (alpha-2 codes of the `iso-3166` package) named in `formatTag`'s
 * language by `Intl.DisplayNames`, in that language's alphabetical order.
 */
export function countryChoices(formatTag: string): Choice[] {
  const names = new Intl.DisplayNames([formatTag], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(formatTag);
  return countryCodes
    .map((code): Choice => [code, names.of(code) ?? code])
    .sort((a, b) => collator.compare(a[1], b[1]));
}

/**
 * The cities missions visit (`missionCities` of lib/content/keys.ts, the departures' too) in
 * their order, named by the locale's copy (`departures.cityNames` of content/ui).
 */
export function cityChoices(names: Record<MissionCity, string>): Choice[] {
  return missionCities.map((city): Choice => [city, names[city]]);
}
