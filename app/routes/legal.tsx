import { analyticsSettings } from "@lib/analytics/settings";
import { localeFromPath, suffixFromPath } from "@lib/i18n/paths";
import { legalSlugs } from "@lib/content/schemas/legal";
import { analyticsPrivacySection } from "~/analytics/privacy-section";
import { loadLegal, loadShell } from "~/content/copy.server";
import { legalMeta } from "~/seo/route-meta";
import { LegalPage } from "~/pages/legal-page";
import type { Route } from "./+types/legal";

/**
 * Runs at build time for each locale's privacy, terms and consent pages (issues 5, 34). The privacy
 * policy gains its analytics section only in a build with analytics (issue 20).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const shell = loadShell(locale, pathname);
  const suffix = suffixFromPath(pathname);
  const slug = legalSlugs.find((legal) => legal === suffix) ?? "privacy";
  const { analytics, ...copy } = loadLegal(locale, slug);
  const page =
    analyticsSettings && slug === "privacy"
      ? {
          ...copy,
          sections: [...copy.sections, analyticsPrivacySection(analytics, analyticsSettings)],
        }
      : copy;
  const head = legalMeta(pathname, { meta: page.meta, name: page.title });
  return { shell, page, head };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** The privacy policy or the terms of use (`app/pages/legal-page.tsx`). */
export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
