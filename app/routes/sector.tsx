import { isSectorSlug, localeFromPath, suffixFromPath } from "@lib/i18n/paths";
import { sectorCategory } from "@lib/leads/schema";
import { loadEntry } from "@lib/content/load.server";
import { loadShell } from "~/content/copy.server";
import { loadFaq } from "~/content/faq.server";
import { latestInsights } from "~/content/insights.server";
import { imageSlots } from "~/content/image-slots.server";
import { SectorPage } from "~/pages/sector-page";
import { sectorMeta } from "~/seo/route-meta";
import type { Route } from "./+types/sector";

/** Runs at build time for each of the 24 prerendered sector pages: one record, one template. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const slug = suffixFromPath(pathname);
  if (!isSectorSlug(slug)) throw new Response("Not Found", { status: 404 });
  const locale = localeFromPath(pathname);
  const shell = loadShell(locale, pathname);
  const { data: sector, file } = loadEntry("sectors", locale, slug);
  const faq = loadFaq(sector.faq, file);
  const head = sectorMeta(pathname, { meta: sector.meta, name: sector.eyebrow, faq });
  return {
    shell,
    sector,
    faq,
    category: sectorCategory[slug],
    image: imageSlots().sectors[slug],
    insights: latestInsights(locale, slug),
    head,
  };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** A sector page (`app/pages/sector-page.tsx`), rendered from its content record. */
export default function Sector({ loaderData }: Route.ComponentProps) {
  return <SectorPage {...loaderData} />;
}
