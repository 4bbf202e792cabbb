import { localeFromPath } from "@lib/i18n/paths";
import { loadFigures, loadHome, loadShell } from "~/content/copy.server";
import { latestInsights } from "~/content/insights.server";
import { imageSlots } from "~/content/image-slots.server";
import { loadProof } from "~/content/proof.server";
import { homeMeta } from "~/seo/route-meta";
import { HomePage } from "~/pages/home-page";
import type { Route } from "./+types/home";

/** Runs at build time for each prerendered home page (`/`, `/en`, `/ar`, `/ru`, `/es`). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const home = loadHome(locale);
  const head = homeMeta(pathname, home.meta);
  const slots = imageSlots();
  return {
    shell: loadShell(locale, pathname),
    home,
    figures: loadFigures(locale),
    heroImage: slots.routesMap,
    sectorImages: slots.sectors,
    proof: loadProof(locale),
    insights: latestInsights(locale),
    head,
  };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** The language home page (`app/pages/home-page.tsx`). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
