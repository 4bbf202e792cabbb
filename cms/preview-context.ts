import type { MessageValues } from "@lib/content/messages";
import type { HomeCopy } from "@lib/content/schemas/home";
import type { MissionsCopy } from "@lib/content/schemas/missions";
import type { InsightsUi } from "@lib/content/schemas/insights-ui";
import type { Facts } from "@lib/content/schemas/facts";
import type { Locale } from "@lib/i18n/locales";
import type { ImageSlots } from "~/content/media";
import type { PartnerLogo } from "~/content/partners";
import type { Proof } from "~/content/proof.server";
import type { Figures, ShellData } from "~/content/types";

/**
 * What the preview of a page needs besides the entry being edited, as the route loaders
 * compute it at build time: each locale's header and footer, figures and ICU values, and
 * the home page's copy and proof entries (the site's chrome is previewed on it), the facts, partner logos and image slots every locale shares. `scripts/build-admin.ts`
 * computes it (`cms/preview-context.server.ts`) and bundles it into the CMS's script, so
 * the preview reads no file and asks no server. It is the content as of that build: an
 * edit of another file (the facts, the site's chrome) shows in a page's preview once the
 * CMS is rebuilt.
 */
export interface PreviewContext {
  locales: Record<
    Locale,
    {
      shell: ShellData;
      home: HomeCopy;
      figures: Figures;
      values: MessageValues;
      proof: Proof;
      /** The missions page's direct contacts, beside a departure's request form (issue 27). */
      missionsDirect: MissionsCopy["direct"];
      /** The words around the articles (issue 27), for an article's preview. */
      insightsUi: InsightsUi;
    }
  >;
  facts: Facts;
  partners: PartnerLogo[];
  /** The image slots with their artwork: the preview shows no built photo. */
  slots: ImageSlots;
  /** The site's stylesheet built for the preview frame, a path under `/admin/`. */
  stylesheet: string;
}

declare const PREVIEW_CONTEXT: PreviewContext;

/** The preview context bundled by `scripts/build-admin.ts` (esbuild's `define`). */
export const previewContext: PreviewContext = PREVIEW_CONTEXT;

/**
 * The preview context of `locale`.
 * @throws Error when the CMS was built before `locale` joined the registry.
 */
export function localeContext(locale: Locale): PreviewContext["locales"][Locale] {
  const found = previewContext.locales[locale];
  if (!found) throw new Error(`the CMS was built without the locale "${locale}": rebuild it`);
  return found;
}
