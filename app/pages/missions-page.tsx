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
import { Button } from "@lib/ui/button";
import type { DepartureView } from "~/content/departure-view";
import type { FaqView } from "~/content/faq-view";
import type { ImageSlot, ImageSlots } from "~/content/media";
import type { MissionsView } from "~/content/missions-view";
import type { PartnerLogo } from "~/content/partners";
import type { ShellData } from "~/content/types";
import { CardGrid } from "~/sections/card-grid";
import { ContactSection } from "~/sections/contact";
import { DeparturesList } from "~/sections/departures-list";
import { FaqSection } from "~/sections/faq";
import { HeroFacts } from "~/sections/hero-facts";
import { MissionAbout } from "~/sections/mission-about";
import { MissionGallery } from "~/sections/mission-gallery";
import { MissionPartners } from "~/sections/mission-partners";
import { MissionProgrammes } from "~/sections/mission-programmes";
import { MissionRequest } from "~/sections/mission-request";
import { PageHero } from "~/sections/page-hero";
import { SiteLayout } from "~/sections/site-layout";

/** What the business-missions page shows (its figures worked out by `missionsView`). */
export interface MissionsPageProps extends MissionsView {
  shell: ShellData;
  /** The page's questions and answers (its copy's `faq`, rendered); none when absent. */
  faq: FaqView | undefined;
  /** The upcoming departures, soonest first (issue 27); none shows no list. */
  departures: DepartureView[];
  partners: PartnerLogo[];
  images: { hero: ImageSlot; gallery: ImageSlots["gallery"] };
}

/**
 * The business-missions page (SPEC §2), sections in the spec's order. Rendered by the
 * route (`app/routes/business-missions.tsx`) and by the CMS preview (`cms/previews.tsx`).
 */
export function MissionsPage({
  shell,
  copy,
  facts,
  programmes,
  faq,
  departures,
  partners,
  images,
}: MissionsPageProps) {
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
      <DeparturesList departures={departures} copy={shell.ui.departures} />
      <MissionProgrammes copy={copy.programmes} programmes={programmes} />
      <MissionPartners copy={copy.partners} logos={partners} dir={shell.dir} />
      <CardGrid
        id="why"
        heading={copy.why.heading}
        items={copy.why.items}
        icons={[CalendarCheck, Users, Languages, RefreshCw]}
      />
      <MissionRequest shell={shell} request={copy.request} direct={copy.direct} />
      <FaqSection faq={faq} />
      <ContactSection shell={shell} copy={copy.contact} withCompany={false} />
    </SiteLayout>
  );
}
