import { localeFromPath } from "@lib/i18n/paths";
import { loadFigures, loadHome, loadShell } from "~/content/copy.server";
import { imageSlots } from "~/content/image-slots.server";
import { loadProof } from "~/content/proof.server";
import { homeMeta } from "~/seo/route-meta";
import { About } from "~/sections/about";
import { CaseStudies } from "~/sections/case-studies";
import { Certificates } from "~/sections/certificates";
import { ContactSection } from "~/sections/contact";
import { Hero } from "~/sections/hero";
import { HowWeWork } from "~/sections/how-we-work";
import { MissionsTeaser } from "~/sections/missions-teaser";
import { Services } from "~/sections/services";
import { SiteLayout } from "~/sections/site-layout";
import { Team } from "~/sections/team";
import { Testimonials } from "~/sections/testimonials";
import type { Route } from "./+types/home";

/** Runs at build time for each prerendered home page (`/`, `/en`, `/ar`, `/ru`, `/es`). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const home = loadHome(locale);
  const head = homeMeta(pathname, home.meta);
  return {
    shell: loadShell(locale, pathname),
    home,
    figures: loadFigures(locale),
    heroImage: imageSlots().routesMap,
    proof: loadProof(locale),
    head,
  };
}

/** The head is built by the loader at build time, so the SEO code never ships to the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data.head;
}

/**
 * The language home page: sections in the order of SPEC §2, then the steps of the work and
 * the proof (issue 21), each proof section only when the owners have given entries.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { shell, home, figures, heroImage, proof } = loaderData;
  const sectorTitles = Object.fromEntries(shell.sectors.map((s) => [s.slug, s.title]));
  return (
    <SiteLayout shell={shell}>
      <Hero copy={home.hero} figures={figures} image={heroImage} />
      <Services copy={home.services} locale={shell.locale} />
      <About copy={home.about} figures={figures} />
      <HowWeWork copy={home.howWeWork} />
      <CaseStudies
        copy={home.proof.caseStudies}
        studies={proof.caseStudies}
        sectorTitles={sectorTitles}
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
      <ContactSection
        heading={home.contact.heading}
        intro={home.contact.intro}
        locale={shell.locale}
        page={shell.page}
        ui={shell.ui}
        company={shell.company}
      />
    </SiteLayout>
  );
}
