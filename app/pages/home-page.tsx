import type { HomeCopy } from "@lib/content/schemas/home";
import type { ImageSlot } from "~/content/media";
import type { Figures, ShellData } from "~/content/types";
import { About } from "~/sections/about";
import { ContactSection } from "~/sections/contact";
import { Hero } from "~/sections/hero";
import { MissionsTeaser } from "~/sections/missions-teaser";
import { Services } from "~/sections/services";
import { SiteLayout } from "~/sections/site-layout";

/** What the home page shows: its copy, the shell, the figures and the hero's image slot. */
export interface HomePageProps {
  shell: ShellData;
  home: HomeCopy;
  figures: Figures;
  heroImage: ImageSlot;
}

/**
 * The language home page, sections in the order of SPEC §2. Rendered by the route
 * (`app/routes/home.tsx`) and by the CMS preview (`cms/previews.tsx`) from the same props.
 */
export function HomePage({ shell, home, figures, heroImage }: HomePageProps) {
  return (
    <SiteLayout shell={shell}>
      <Hero copy={home.hero} figures={figures} image={heroImage} />
      <Services copy={home.services} locale={shell.locale} />
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
