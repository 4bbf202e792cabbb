import {
  BadgeCheck,
  Briefcase,
  CalendarCheck,
  Clock,
  DoorOpen,
  Handshake,
  Languages,
  Microscope,
  Plane,
  RefreshCw,
  TrendingUp,
  Users,
} from "lucide-react";
import { Button } from "~/components/ui/button";
import { loadFacts } from "@lib/content/facts.server";
import { programmeKeys } from "@lib/content/schemas/missions";
import { formatUnit, missionUnitValues } from "@lib/content/units";
import { localeInfo } from "@lib/i18n/locales";
import { localeFromPath } from "@lib/i18n/paths";
import { loadMissions, loadShell } from "~/content/copy.server";
import { imageSlots } from "~/content/image-slots.server";
import { partnerLogos } from "~/content/partners";
import { CardGrid } from "~/sections/card-grid";
import { ContactSection } from "~/sections/contact";
import { HeroFacts } from "~/sections/hero-facts";
import { MissionAbout } from "~/sections/mission-about";
import { MissionGallery } from "~/sections/mission-gallery";
import { MissionPartners } from "~/sections/mission-partners";
import { MissionProgrammes } from "~/sections/mission-programmes";
import { MissionRequest } from "~/sections/mission-request";
import { PageHero } from "~/sections/page-hero";
import { SiteLayout } from "~/sections/site-layout";
import { missionsMeta } from "~/seo/route-meta";
import type { Route } from "./+types/business-missions";

/**
 * Runs at build time for each locale's business-missions page. The mission figures come
 * from `content/facts.yaml`, shown in the copy's own plural forms (`units`).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const shell = loadShell(locale, pathname);
  const { units, ...copy } = loadMissions(locale);
  const missions = loadFacts().missions;
  const tag = localeInfo(locale).formatTag;
  // The same figures the copy's {days}, {tours} and {cities} were filled with.
  const values = missionUnitValues(units, missions, tag);
  const programmeList = programmeKeys.map((key) => ({
    key,
    ...copy.programmes.items[key],
    days: missions.programmes[key],
    duration: formatUnit(units.days, tag, missions.programmes[key]),
  }));
  const head = missionsMeta(pathname, { meta: copy.meta, name: copy.hero.eyebrow });
  const slots = imageSlots();
  return {
    shell,
    copy,
    facts: [
      { value: values.days, label: copy.hero.facts.days },
      { value: values.tours, label: copy.hero.facts.tours },
      { value: values.cities, label: copy.hero.facts.cities },
    ],
    programmes: programmeList,
    partners: partnerLogos(),
    images: { hero: slots.routesMap, gallery: slots.gallery },
    head,
  };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/** The business-missions page (SPEC §2), sections in the spec's order. */
export default function BusinessMissions({ loaderData }: Route.ComponentProps) {
  const { shell, copy, facts, programmes, partners, images } = loaderData;
  return (
    <SiteLayout shell={shell}>
      <PageHero
        shell={shell}
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        image={images.hero}
        imageAlt={copy.hero.imageAlt}
      >
        <Button asChild className="mt-8">
          <a href="#request">{copy.hero.cta}</a>
        </Button>
        <HeroFacts facts={facts} />
      </PageHero>
      <MissionGallery copy={copy.gallery} images={images.gallery} />
      <MissionAbout about={copy.about} included={copy.included} />
      <CardGrid
        id="audience"
        heading={copy.audience.heading}
        items={copy.audience.items}
        icons={[Briefcase, TrendingUp, BadgeCheck, Microscope]}
      />
      <CardGrid
        id="benefits"
        heading={copy.benefits.heading}
        items={copy.benefits.items}
        icons={[DoorOpen, Clock, Handshake, Plane]}
        tone="dark"
      />
      <MissionProgrammes copy={copy.programmes} programmes={programmes} />
      <MissionPartners copy={copy.partners} logos={partners} dir={shell.dir} />
      <CardGrid
        id="why"
        heading={copy.why.heading}
        items={copy.why.items}
        icons={[CalendarCheck, Users, Languages, RefreshCw]}
      />
      <MissionRequest shell={shell} request={copy.request} direct={copy.direct} />
      <ContactSection
        heading={copy.contact.heading}
        intro={copy.contact.intro}
        locale={shell.locale}
        page={shell.page}
        ui={shell.ui}
      />
    </SiteLayout>
  );
}
