import { analyticsSettings } from "@lib/analytics/settings";
import { localeFromPath, suffixFromPath } from "@lib/i18n/paths";
import { legalSlugs } from "@lib/content/schemas/legal";
import { localeInfo } from "@lib/i18n/locales";
import { loadFacts } from "@lib/content/facts.server";
import { contentPath } from "@lib/content/files.server";
import { legalEffectiveDate } from "@lib/content/legal-date.server";
import { analyticsPrivacySection } from "~/analytics/privacy-section";
import { representativeSections } from "~/legal/privacy-sections";
import { loadLegal, loadShell } from "~/content/copy.server";
import { legalMeta } from "~/seo/route-meta";
import { LegalPage } from "~/pages/legal-page";
import type { Route } from "./+types/legal";

/**
 * Runs at build time for each locale's privacy, terms and consent pages (issues 5, 34). The privacy
 * policy gains its analytics section only in a build with analytics (issue 20), and a
 * representative's section only when facts.yaml names one (issue 29); every page states
 * the effective date derived from its file's last change.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const shell = loadShell(locale, pathname);
  const suffix = suffixFromPath(pathname);
  const slug = legalSlugs.find((legal) => legal === suffix) ?? "privacy";
  const { analytics, representative, ...copy } = loadLegal(locale, slug);
  const { formatTag } = localeInfo(locale);
  const extra =
    slug === "privacy"
      ? [
          ...representativeSections(
            representative,
            loadFacts().controller.representatives,
            formatTag,
          ),
          ...(analyticsSettings ? [analyticsPrivacySection(analytics, analyticsSettings)] : []),
        ]
      : [];
  const page = { ...copy, sections: [...copy.sections, ...extra] };
  const iso = legalEffectiveDate(contentPath("legal", locale, `${slug}.yaml`), copy.updated);
  const shown = new Intl.DateTimeFormat(formatTag, { dateStyle: "long", timeZone: "UTC" });
  const effectiveDate = { iso, shown: shown.format(new Date(`${iso}T00:00:00Z`)) };
  const head = legalMeta(pathname, { meta: page.meta, name: page.title });
  return { shell, page, head, effectiveDate };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** The privacy policy or the terms of use (`app/pages/legal-page.tsx`). */
export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
