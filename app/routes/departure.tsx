import { loadEntry } from "@lib/content/load.server";
import { upcomingDepartures } from "@lib/content/departures.server";
import { localeFromPath } from "@lib/i18n/paths";
import { loadShell } from "~/content/copy.server";
import { departureView } from "~/content/departure-view";
import { DeparturePage } from "~/pages/departure-page";
import { departureMeta } from "~/seo/route-meta";
import type { LoaderFunctionArgs } from "react-router";

/**
 * Runs at build time for each upcoming departure of each locale (issue 27); a slug that is
 * no upcoming departure is the 404 page. The route exists only while a departure does
 * (`app/routes.ts`), so React Router's generated `+types` may be absent: typed by hand.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const entry = upcomingDepartures(locale).find((departure) => departure.slug === params.slug);
  if (!entry) throw new Response("Not Found", { status: 404 });
  const shell = loadShell(locale, pathname);
  const departure = departureView(entry, entry.slug, locale, shell.ui.departures, shell.sectors);
  const missions = loadEntry("missions", locale, "business-missions").data;
  const head = departureMeta(locale, departure, missions.hero.eyebrow);
  return { shell, departure, direct: missions.direct, head };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: { data: LoaderData | undefined }) {
  return data?.head ?? [];
}

type LoaderData = ReturnType<typeof loader>;

/** A departure's page (`app/pages/departure-page.tsx`). */
export default function Departure({ loaderData }: { loaderData: LoaderData }) {
  return <DeparturePage {...loaderData} />;
}
