import type { HomeCopy } from "@lib/content/schemas/home";
import { Photo } from "~/components/photo";
import type { Proof } from "~/content/proof.server";

interface CaseStudiesProps {
  copy: HomeCopy["proof"]["caseStudies"];
  studies: Proof["caseStudies"];
  /** Each sector's name in the page's language (the services cards' titles). */
  sectorTitles: Record<string, string>;
}

/**
 * The owners' case studies (issue 21): sector and country, the task, what was sourced and
 * the figures they state. Absent from the page when there is none.
 */
export function CaseStudies({ copy, studies, sectorTitles }: CaseStudiesProps) {
  if (studies.length === 0) return null;
  return (
    <section id="case-studies" aria-labelledby="case-studies-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="case-studies-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
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
                  <h3 className="mt-2 text-xl font-semibold">{study.title}</h3>
                  <h4 className="mt-4 font-semibold">{copy.problem}</h4>
                  <p className="mt-1 text-muted">{study.problem}</p>
                  <h4 className="mt-4 font-semibold">{copy.sourced}</h4>
                  <p className="mt-1 text-muted">{study.sourced}</p>
                  {study.figures.length > 0 && (
                    <dl className="mt-6 grid grid-cols-2 gap-4">
                      {study.figures.map((figure) => (
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
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
