import * as simpleIcons from "simple-icons";
import { loadPartners } from "@lib/content/partners.server";

/** A partner logo as the page gets it: no drawing, the id of its drawing in the art sprite. */
export interface PartnerLogo {
  name: string;
  /** Brand colour, `#rrggbb`. */
  color: string;
  /** The `<symbol>` id of its drawing in the art sprite; absent for a wordmark. */
  symbol?: string;
}

/** A partner's drawing, for the art sprite (`scripts/build-art.ts`). */
export interface PartnerDrawing {
  /** The `<symbol>` id the page's `PartnerLogo.symbol` names. */
  symbol: string;
  /** Path in a 24 × 24 view box, from `simple-icons`. */
  path: string;
}

const iconsBySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]));

/** The `<symbol>` id of a partner's drawing: `partner-` and its name in lower-case ASCII. */
function partnerSymbolId(name: string): string {
  return `partner-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/** The partners of `content/partners.yaml` with the path of each one's `simple-icons` icon. */
function partnersWithPaths(): { name: string; color: string; path?: string }[] {
  return loadPartners().map(({ name, color, icon }) => {
    if (!icon) return { name, color };
    const found = iconsBySlug.get(icon);
    if (!found) throw new Error(`content/partners.yaml: ${name}: simple-icons has no "${icon}"`);
    return { name, color, path: found.path };
  });
}

/**
 * The 12 companies of the missions page's partner carousel (SPEC §2, §9), from
 * `content/partners.yaml`. Called by the route loader at build time; the drawings are not
 * in the page but in the art sprite (`partnerDrawings`, issue 33), which the page's
 * `<use>` elements reference by `symbol`.
 * @throws Error naming the partner whose icon slug `simple-icons` does not know.
 */
export function partnerLogos(): PartnerLogo[] {
  return partnersWithPaths().map(({ name, color, path }) =>
    path ? { name, color, symbol: partnerSymbolId(name) } : { name, color },
  );
}

/**
 * The drawings of the partners that have an icon, for the art sprite that
 * `scripts/build-art.ts` writes; their ids are the `symbol`s of `partnerLogos()`.
 * @throws Error naming the partner whose icon slug `simple-icons` does not know.
 */
export function partnerDrawings(): PartnerDrawing[] {
  return partnersWithPaths().flatMap(({ name, path }) =>
    path ? [{ symbol: partnerSymbolId(name), path }] : [],
  );
}
