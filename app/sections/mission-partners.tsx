import type { MissionsCopy } from "@lib/content/schemas/missions";
import type { PartnerLogo } from "~/content/partners";
import type { Direction } from "@lib/i18n/locales";
import { island } from "~/islands/island";
import { PartnerCarousel } from "./partner-carousel";

/**
 * Embla loads when the carousel nears the viewport, after the page's first load (issue 7);
 * the copy and logos, the same on every missions page of a locale, come beside it in a
 * cached file (issue 33).
 */
const PartnerCarouselIsland = island("partner-carousel", PartnerCarousel, {
  shared: ["copy", "logos"],
});

interface MissionPartnersProps {
  copy: MissionsCopy["partners"];
  logos: PartnerLogo[];
  dir: Direction;
}

/** The partner-logo section of the missions page (SPEC §2). */
export function MissionPartners({ copy, logos, dir }: MissionPartnersProps) {
  return (
    <section aria-labelledby="partners-title" className="bg-sand py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="partners-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted">{copy.intro}</p>
        <PartnerCarouselIsland
          copy={{ label: copy.label, previous: copy.previous, next: copy.next }}
          logos={logos}
          dir={dir}
        />
      </div>
    </section>
  );
}
