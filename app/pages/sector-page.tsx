import type { SectorCopy } from "@lib/content/schemas/sector";
import type { ProductCategory } from "@lib/leads/schema";
import type { FaqView } from "~/content/faq-view";
import type { LatestInsights } from "~/content/insights-view";
import type { ImageSlot } from "~/content/media";
import type { ShellData } from "~/content/types";
import { ContactSection } from "~/sections/contact";
import { FaqSection } from "~/sections/faq";
import { LatestInsightsSection } from "~/sections/insight-cards";
import { PageHero } from "~/sections/page-hero";
import { SectorAdvantages } from "~/sections/sector-advantages";
import { SectorCategories } from "~/sections/sector-categories";
import { SectorOverview } from "~/sections/sector-overview";
import { SiteLayout } from "~/sections/site-layout";

/**
 * What a sector page shows: its record, the shell, its hero image, its form's category and
 * its questions and answers (rendered from the record's `faq`).
 */
export interface SectorPageProps {
  shell: ShellData;
  sector: SectorCopy;
  faq: FaqView | undefined;
  category: ProductCategory;
  image: ImageSlot;
  /** The sector's three newest articles (issue 27); the section is left out without any. */
  insights?: LatestInsights | undefined;
}

/**
 * A sector page (SPEC §2), rendered from its content record by the route
 * (`app/routes/sector.tsx`) and by the CMS preview (`cms/previews.tsx`).
 */
export function SectorPage({ shell, sector, faq, category, image, insights }: SectorPageProps) {
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
      <FaqSection faq={faq} />
      <LatestInsightsSection latest={insights} />
      <ContactSection shell={shell} copy={sector.contact} category={category} />
    </SiteLayout>
  );
}
