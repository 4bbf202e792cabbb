import * as simpleIcons from "simple-icons";
import { loadPartners } from "@lib/content/partners.server";

/** A partner logo as loader data: the brand's SVG path from `simple-icons`, or none for a wordmark. */
export interface PartnerLogo {
  name: string;
  /** Path in a 24 × 24 view box; absent when the partner has no icon. */
  path?: string;
  /** Brand colour, `#rrggbb`. */
  color: string;
}

const iconsBySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]));

/**
 * The 12 companies of the missions page's partner carousel (SPEC §2, §9), from
 * `content/partners.yaml`. Called by the route loader at build time, so only the named
 * icons' path data reach the page, never the `simple-icons` package.
 * @throws Error naming the partner whose icon slug `simple-icons` does not know.
 */
export function partnerLogos(): PartnerLogo[] {
  return loadPartners().map(({ name, color, icon }) => {
    if (!icon) return { name, color };
    const found = iconsBySlug.get(icon);
    if (!found) throw new Error(`content/partners.yaml: ${name}: simple-icons has no "${icon}"`);
    return { name, color, path: found.path };
  });
}
