import type { HomeCopy } from "@lib/content/schemas/home";
import type { LatestInsights } from "~/content/insights-view";
import type { ImageSlot, ImageSlots } from "~/content/media";
import type { Proof } from "~/content/proof.server";
import type { Figures, ShellData } from "~/content/types";
import { About } from "~/sections/about";
import { CaseStudies } from "~/sections/case-studies";
import { Certificates } from "~/sections/certificates";
import { ContactSection } from "~/sections/contact";
import { Hero } from "~/sections/hero";
import { HowWeWork } from "~/sections/how-we-work";
import { LatestInsightsSection } from "~/sections/insight-cards";
import { MissionsTeaser } from "~/sections/missions-teaser";
import { Services } from "~/sections/services";
import { SiteLayout } from "~/sections/site-layout";
import { Team } from "~/sections/team";
import { Testimonials } from "~/sections/testimonials";

/**
 * What the home page shows: its copy, the shell, the figures, the hero's image slot and the
 * owners' proof entries (issue 21).
 */
export interface HomePageProps {
  shell: ShellData;
  home: HomeCopy;
  figures: Figures;
  heroImage: ImageSlot;
  /** Each sector's hero slot, shown on its service card (issue 21). */
  sectorImages: ImageSlots["sectors"];
  proof: Proof;
  /** The three newest articles (issue 27); the section is left out without any. */
  insights?: LatestInsights | undefined;
}

/**
 * The language home page: sections in the order of SPEC §2, then the steps of the work and
 * the proof (issue 21), each proof section only when the owners have given entries.
 * Rendered by the route (`app/routes/home.tsx`) and by the CMS preview (`cms/previews.tsx`)
 * from the same props.
 */
export function HomePage({
  shell,
  home,
  figures,
  heroImage,
  sectorImages,
  proof,
  insights,
}: HomePageProps) {
  const sectorTitles = Object.fromEntries(shell.sectors.map((s) => [s.slug, s.title]));
  return (
    <SiteLayout shell={shell}>
      <Hero copy={home.hero} figures={figures} image={heroImage} />
      <Services copy={home.services} locale={shell.locale} images={sectorImages} />
      <About copy={home.about} figures={figures} />
      <HowWeWork copy={home.howWeWork} />
      <CaseStudies
        copy={home.proof.caseStudies}
        studies={proof.caseStudies}
        sectorTitles={sectorTitles}
        locale={shell.locale}
        pages={shell.ui.caseStudies}
      />
      <Testimonials copy={home.proof.testimonials} testimonials={proof.testimonials} />
      <Team
        copy={home.proof.team}
        team={proof.team}
        sectorTitles={sectorTitles}
        opensNewTab={shell.ui.footer.chatOpensNewTab}
      />
      <Certificates copy={home.proof.certificates} certificates={proof.certificates} />
      <MissionsTeaser copy={home.missionsTeaser} locale={shell.locale} />
      <LatestInsightsSection latest={insights} />
      <ContactSection shell={shell} copy={home.contact} />
    </SiteLayout>
  );
}
