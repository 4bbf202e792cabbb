import { stripFallbackDeep } from "@lib/content/fallback";
import { factValues, loadFacts } from "@lib/content/facts.server";
import { loadEntry } from "@lib/content/load.server";
import { locales, type Locale } from "@lib/i18n/locales";
import { localizedPath } from "@lib/i18n/paths";
import { loadFigures, loadHome, loadShell } from "~/content/copy.server";
import { artSlots } from "~/content/media";
import { partnerLogos } from "~/content/partners";
import { loadProof } from "~/content/proof.server";
import type { PreviewContext } from "./preview-context";

/**
 * The preview context (`cms/preview-context.ts`) from `content/`, read through the route
 * loaders' own functions, for `scripts/build-admin.ts` to bundle. `stylesheet` is the path
 * of the preview's built stylesheet. Fallback marks are removed: the preview shows text as
 * the reader sees it.
 * @throws ContentError naming the file and field when the content is invalid.
 */
export function previewContext(stylesheet: string): PreviewContext {
  const facts = loadFacts();
  const byLocale = Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        shell: loadShell(locale, localizedPath(locale, "")),
        home: loadHome(locale),
        figures: loadFigures(locale),
        values: factValues(facts, locale),
        proof: loadProof(locale),
        missionsDirect: loadEntry("missions", locale, "business-missions").data.direct,
        insightsUi: loadEntry("insightsUi", locale, "insights").data,
      },
    ]),
  ) as PreviewContext["locales"] satisfies Record<Locale, unknown>;
  return stripFallbackDeep({
    locales: byLocale,
    facts,
    partners: partnerLogos(),
    slots: artSlots,
    stylesheet,
  });
}
