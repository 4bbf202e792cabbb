import { caseStudiesPath, caseStudyPath } from "@lib/content/case-study-paths";
import type { HomeCopy } from "@lib/content/schemas/home";
import type { SiteCopy } from "@lib/content/schemas/site";
import type { Locale } from "@lib/i18n/locales";
import { ArrowIcon } from "~/components/arrow-icon";
import { Photo } from "~/components/photo";
import type { Proof } from "~/content/proof.server";

interface CaseStudiesProps {
  copy: HomeCopy["proof"]["caseStudies"];
  studies: Proof["caseStudies"];
  /** Each sector's name in the page's language (the services cards' titles). */
  sectorTitles: Record<string, string>;
  /** The page's locale and the case-study pages' labels: each title links to its page. */
  locale: Locale;
  pages: SiteCopy["caseStudies"];
  /** The section's heading: the home page's h2, or the list page's h1. */
  headingLevel?: "h1" | "h2";
}

/** The figures the owner states for a case study, as a description list. */
export function CaseStudyFigures({
  figures,
}: {
  figures: Proof["caseStudies"][number]["figures"];
}) {
  if (figures.length === 0) return null;
  return (
    <dl className="mt-6 grid grid-cols-2 gap-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse gap-1 border-s-4 border-accent ps-3"
        >
          <dt className="text-sm text-muted">{figure.label}</dt>
          <dd className="text-2xl font-bold">
            <bdi>{figure.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The owners' case studies (issue 21): sector and country, the task, what was sourced and
 * the figures they state, each title linking to the case study's page, and on the home page
 * a link to the list of all (issue 27). Absent from the page when there is none.
 */
export function CaseStudies({
  copy,
  studies,
  sectorTitles,
  locale,
  pages,
  headingLevel = "h2",
}: CaseStudiesProps) {
  if (studies.length === 0) return null;
  const Heading = headingLevel;
  return (
    <section id="case-studies" aria-labelledby="case-studies-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Heading id="case-studies-title" className="text-3xl font-bold sm:text-4xl">
          {headingLevel === "h1" ? pages.heading : copy.heading}
        </Heading>
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {studies.map((study) => (
            <li key={study.title}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl ring-1 ring-line">
                {study.photoFile && (
                  <Photo
                    file={study.photoFile}
                    alt={study.photoAlt ?? ""}
                    sizes="(min-width: 1024px) 50vw, 100vw"
                    className="aspect-[16/9] w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm font-semibold text-accent">
                    {[sectorTitles[study.sector], study.country].join(" · ")}
                  </p>
                  <h3 className="mt-2 text-xl font-semibold">
                    <a href={caseStudyPath(locale, study.slug)} className="hover:underline">
                      {study.title}
                    </a>
                  </h3>
                  <h4 className="mt-4 font-semibold">{copy.problem}</h4>
                  <p className="mt-1 text-muted">{study.problem}</p>
                  <h4 className="mt-4 font-semibold">{copy.sourced}</h4>
                  <p className="mt-1 text-muted">{study.sourced}</p>
                  <CaseStudyFigures figures={study.figures} />
                  <a
                    href={caseStudyPath(locale, study.slug)}
                    className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-strong underline"
                  >
                    {pages.read}
                    <span className="sr-only">: {study.title}</span>
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
        {headingLevel === "h2" && (
          <a
            href={caseStudiesPath(locale)}
            className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline"
          >
            {pages.all}
            <ArrowIcon />
          </a>
        )}
      </div>
    </section>
  );
}
