import { localeFromPath } from "@lib/i18n/paths";
import { loadFigures, loadHome, loadShell } from "~/content/copy.server";
import { imageSlots } from "~/content/image-slots.server";
import { homeMeta } from "~/seo/route-meta";
import { About } from "~/sections/about";
import { ContactSection } from "~/sections/contact";
import { Hero } from "~/sections/hero";
import { MissionsTeaser } from "~/sections/missions-teaser";
import { Services } from "~/sections/services";
import { SiteLayout } from "~/sections/site-layout";
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
    head,
  };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** The language home page: sections in the order of SPEC §2. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { shell, home, figures, heroImage, sectorImages } = loaderData;
  return (
    <SiteLayout shell={shell}>
      <Hero copy={home.hero} figures={figures} image={heroImage} />
      <Services copy={home.services} locale={shell.locale} images={sectorImages} />
      <About copy={home.about} figures={figures} />
      <MissionsTeaser copy={home.missionsTeaser} locale={shell.locale} />
      <ContactSection
        heading={home.contact.heading}
        intro={home.contact.intro}
        locale={shell.locale}
        ui={shell.ui}
      />
    </SiteLayout>
  );
}
