import { caseStudiesPath } from "@lib/content/case-study-paths";
import type { HomeCopy } from "@lib/content/schemas/home";
import { localizedPath } from "@lib/i18n/paths";
import type { ProductCategory } from "@lib/leads/schema";
import { PageIntro } from "@lib/ui/page-intro";
import { Photo } from "~/components/photo";
import type { Proof } from "~/content/proof.server";
import type { ShellData } from "~/content/types";
import { CaseStudies, CaseStudyFigures } from "~/sections/case-studies";
import { ContactSection } from "~/sections/contact";
import { LinkBack } from "~/sections/link-back";
import { SiteLayout } from "~/sections/site-layout";

/** Each sector's name in the page's language, from the shell's footer links. */
function sectorTitles(shell: ShellData): Record<string, string> {
  return Object.fromEntries(shell.sectors.map((sector) => [sector.slug, sector.title]));
}

/** What the case studies' list shows: every entry, with the home page's section labels. */
export interface CaseStudiesPageProps {
  shell: ShellData;
  copy: HomeCopy["proof"]["caseStudies"];
  studies: Proof["caseStudies"];
}

/** The case studies' list, `/{lang}/case-studies` (issue 27): every entry, each linking to its page. */
export function CaseStudiesPage({ shell, copy, studies }: CaseStudiesPageProps) {
  return (
    <SiteLayout shell={shell} contactSection={false}>
      <div className="on-dark bg-ink px-4 pt-6 text-white sm:px-6">
        <div className="mx-auto max-w-7xl">
          <LinkBack href={localizedPath(shell.locale)} label={shell.ui.backToHome} />
        </div>
      </div>
      <CaseStudies
        copy={copy}
        studies={studies}
        sectorTitles={sectorTitles(shell)}
        locale={shell.locale}
        pages={shell.ui.caseStudies}
        headingLevel="h1"
      />
    </SiteLayout>
  );
}

/** What a case study's page shows: the entry, its story as HTML, and the inquiry block's copy. */
export interface CaseStudyPageProps {
  shell: ShellData;
  copy: HomeCopy["proof"]["caseStudies"];
  study: Proof["caseStudies"][number];
  /** The entry's Markdown `story` rendered at build time; absent without a story. */
  storyHtml?: string | undefined;
  contact: HomeCopy["contact"];
  category: ProductCategory;
}

/**
 * A case study's page, `/{lang}/case-studies/{slug}` (issue 27): sector and country, photo,
 * the task, what was sourced, the owner's figures, the whole story when the entry has one,
 * and the contact form starting on the sector's category. Rendered by
 * `app/routes/case-study.tsx` and by the CMS preview.
 */
export function CaseStudyPage({
  shell,
  copy,
  study,
  storyHtml,
  contact,
  category,
}: CaseStudyPageProps) {
  const sector = sectorTitles(shell)[study.sector];
  return (
    <SiteLayout shell={shell}>
      <PageIntro
        title={study.title}
        back={<LinkBack href={caseStudiesPath(shell.locale)} label={shell.ui.caseStudies.all} />}
      />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-sm font-semibold text-accent">
          <a href={localizedPath(shell.locale, study.sector)} className="underline">
            {sector}
          </a>
          {" · "}
          {study.country}
        </p>
        {study.photoFile && (
          <Photo
            file={study.photoFile}
            alt={study.photoAlt ?? ""}
            sizes="(min-width: 768px) 48rem, 100vw"
            className="mt-6 aspect-[16/9] w-full rounded-xl object-cover"
          />
        )}
        <h2 className="mt-8 text-xl font-bold">{copy.problem}</h2>
        <p className="mt-2 leading-relaxed text-muted">{study.problem}</p>
        <h2 className="mt-8 text-xl font-bold">{copy.sourced}</h2>
        <p className="mt-2 leading-relaxed text-muted">{study.sourced}</p>
        <CaseStudyFigures figures={study.figures} />
        {storyHtml && (
          <section aria-labelledby="story-title" className="mt-12">
            <h2 id="story-title" className="text-2xl font-bold">
              {shell.ui.caseStudies.storyHeading}
            </h2>
            <div
              className="mt-4 leading-relaxed text-ink/85 [&_a]:font-medium [&_a]:text-accent-strong [&_a]:underline [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-6 [&_h4]:font-bold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-4 [&_ul]:list-disc [&_ul]:ps-6"
              dangerouslySetInnerHTML={{ __html: storyHtml }}
            />
          </section>
        )}
      </article>
      <ContactSection shell={shell} copy={contact} category={category} />
    </SiteLayout>
  );
}
