import { loadFacts } from "@lib/content/facts.server";
import { localeInfo } from "@lib/i18n/locales";
import { localeFromPath } from "@lib/i18n/paths";
import { upcomingDepartures } from "@lib/content/departures.server";
import { loadEntry } from "@lib/content/load.server";
import { loadShell } from "~/content/copy.server";
import { loadFaq } from "~/content/faq.server";
import { departureView } from "~/content/departure-view";
import { imageSlots } from "~/content/image-slots.server";
import { missionsView } from "~/content/missions-view";
import { partnerLogos } from "~/content/partners";
import { MissionsPage } from "~/pages/missions-page";
import { missionsMeta } from "~/seo/route-meta";
import type { Route } from "./+types/business-missions";

/**
 * Runs at build time for each locale's business-missions page. The mission figures come
 * from `content/facts.yaml`, shown in the copy's own plural forms (`units`); the upcoming
 * departures of `content/departures/` (issue 27) as of the build's day.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const shell = loadShell(locale, pathname);
  const { data: copy, file } = loadEntry("missions", locale, "business-missions");
  const view = missionsView(copy, loadFacts().missions, localeInfo(locale).formatTag);
  const faq = loadFaq(copy.faq, file);
  const head = missionsMeta(pathname, { meta: view.copy.meta, name: view.copy.hero.eyebrow, faq });
  const slots = imageSlots();
  return {
    shell,
    ...view,
    faq,
    departures: upcomingDepartures(locale).map((entry) =>
      departureView(entry, entry.slug, locale, shell.ui.departures, shell.sectors),
    ),
    partners: partnerLogos(),
    images: { hero: slots.routesMap, gallery: slots.gallery },
    head,
  };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** The business-missions page (`app/pages/missions-page.tsx`). */
export default function BusinessMissions({ loaderData }: Route.ComponentProps) {
  return <MissionsPage {...loaderData} />;
}
