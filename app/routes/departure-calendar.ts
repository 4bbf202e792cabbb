import { upcomingDepartures } from "@lib/content/departures.server";
import { localeFromPath } from "@lib/i18n/paths";
import { departureCalendar } from "~/content/departure-calendar.server";
import { departureView } from "~/content/departure-view";
import { loadShell } from "~/content/copy.server";
import { absoluteUrl } from "~/seo/site-url";
import type { LoaderFunctionArgs } from "react-router";

/**
 * A departure's calendar file, `/{lang}/business-missions/{slug}/calendar.ics` (issue 27):
 * a resource route the build prerenders to a file beside the departure's page (typed by
 * hand: the route exists only while a departure does).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const entry = upcomingDepartures(locale).find((departure) => departure.slug === params.slug);
  if (!entry) throw new Response("Not Found", { status: 404 });
  const { ui, sectors } = loadShell(locale, pathname);
  const departure = departureView(entry, entry.slug, locale, ui.departures, sectors);
  return new Response(departureCalendar(departure, absoluteUrl(departure.href)), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
