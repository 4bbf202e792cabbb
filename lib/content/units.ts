import { formatMessage } from "./messages";
import type { Facts } from "./schemas/facts";

/** A closed range of whole numbers, e.g. a programme of 3 to 5 days. */
export interface NumberRange {
  min: number;
  max: number;
}

/** The missions page's unit messages (`units` of its content file). */
export type MissionUnits = {
  days: string;
  tours: string;
  cities: string;
};

/**
 * A count or range in a unit's plural form, e.g. `"3–25 days"` or `"about 10 cities"`.
 * `unit` is an ICU message of `count` (picks the form) and `value` (the number as shown).
 * A range takes the form of its upper bound, as CLDR's range rules do for the site's
 * languages (in Russian and Arabic the upper bound picks the noun form).
 */
export function formatUnit(unit: string, formatTag: string, amount: number | NumberRange): string {
  const number = new Intl.NumberFormat(formatTag);
  const count = typeof amount === "number" ? amount : amount.max;
  const value =
    typeof amount === "number"
      ? number.format(amount)
      : `${number.format(amount.min)}–${number.format(amount.max)}`;
  return formatMessage(unit, formatTag, { count, value });
}

/** `{days}`, `{tours}` and `{cities}` of the missions page, from the facts' mission figures. */
export function missionUnitValues(
  units: MissionUnits,
  missions: Facts["missions"],
  tag: string,
): MissionUnits {
  return {
    days: formatUnit(units.days, tag, missions.days),
    tours: formatUnit(units.tours, tag, missions.companyTours),
    cities: formatUnit(units.cities, tag, missions.cityCount),
  };
}
