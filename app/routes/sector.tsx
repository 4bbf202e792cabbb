import { isSectorSlug, localeFromPath, suffixFromPath } from "@lib/i18n/paths";
import { sectorCategory } from "@lib/leads/schema";
import { loadSector, loadShell } from "~/content/copy.server";
import { imageSlots } from "~/content/image-slots.server";
import { ContactSection } from "~/sections/contact";
import { PageHero } from "~/sections/page-hero";
import { SectorAdvantages } from "~/sections/sector-advantages";
import { SectorCategories } from "~/sections/sector-categories";
import { SectorOverview } from "~/sections/sector-overview";
import { SiteLayout } from "~/sections/site-layout";
import { sectorMeta } from "~/seo/route-meta";
import type { Route } from "./+types/sector";

/** Runs at build time for each of the 24 prerendered sector pages: one record, one template. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const slug = suffixFromPath(pathname);
  if (!isSectorSlug(slug)) throw new Response("Not Found", { status: 404 });
  const locale = localeFromPath(pathname);
  const shell = loadShell(locale, pathname);
  const sector = loadSector(locale, slug);
  const head = sectorMeta(pathname, { meta: sector.meta, name: sector.eyebrow });
  return { shell, sector, category: sectorCategory[slug], image: imageSlots().sectors[slug], head };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** A sector page (SPEC §2), rendered from its content record. */
export default function Sector({ loaderData }: Route.ComponentProps) {
  const { shell, sector, category, image } = loaderData;
  return (
    <SiteLayout shell={shell}>
      <PageHero
        shell={shell}
        eyebrow={sector.eyebrow}
        title={sector.title}
        subtitle={sector.subtitle}
        image={image}
        imageAlt={sector.heroAlt}
      />
      <SectorOverview copy={sector} />
      <SectorAdvantages copy={sector.advantages} />
      <SectorCategories copy={sector.categories} />
      <ContactSection
        heading={sector.contact.heading}
        intro={sector.contact.intro}
        locale={shell.locale}
        page={shell.page}
        ui={shell.ui}
        company={shell.company}
        category={category}
      />
    </SiteLayout>
  );
}
