import type { Facts } from "@lib/content/schemas/facts";
import { programmeKeys, type MissionsCopy } from "@lib/content/schemas/missions";
import { formatUnit, missionUnitValues } from "@lib/content/units";
import type { Programme } from "~/sections/mission-programmes";

/** The missions page's copy without its unit messages, as the page shows it. */
export type MissionsPageCopy = Omit<MissionsCopy, "units">;

/** The missions page's figures and programmes, worked out from its copy and the facts. */
export interface MissionsView {
  copy: MissionsPageCopy;
  /** The hero's three figures (days, company tours, cities), each with its label. */
  facts: { value: string; label: string }[];
  programmes: Programme[];
}

/**
 * The business-missions page's figures from `content/facts.yaml` (`missions`), shown in the
 * copy's own plural forms (`units`) for `formatTag`: the same figures its `{days}`, `{tours}`
 * and `{cities}` were filled with. Pure, so the route loader (build time) and the CMS
 * preview (browser) show the same page.
 */
export function missionsView(
  { units, ...copy }: MissionsCopy,
  missions: Facts["missions"],
  formatTag: string,
): MissionsView {
  const values = missionUnitValues(units, missions, formatTag);
  return {
    copy,
    facts: [
      { value: values.days, label: copy.hero.facts.days },
      { value: values.tours, label: copy.hero.facts.tours },
      { value: values.cities, label: copy.hero.facts.cities },
    ],
    programmes: programmeKeys.map((key) => ({
      key,
      ...copy.programmes.items[key],
      duration: formatUnit(units.days, formatTag, missions.programmes[key]),
    })),
  };
}
