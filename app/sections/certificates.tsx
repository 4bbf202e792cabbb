import type { HomeCopy } from "@lib/content/schemas/home";
import { Photo } from "~/components/photo";
import type { Proof } from "~/content/proof.server";

interface CertificatesProps {
  copy: HomeCopy["proof"]["certificates"];
  certificates: Proof["certificates"];
}

/**
 * Certificates and registrations (issue 21): name, number and issuer, a scan when the
 * owners give one. Absent from the page when there is none.
 */
export function Certificates({ copy, certificates }: CertificatesProps) {
  if (certificates.length === 0) return null;
  return (
    <section id="certificates" aria-labelledby="certificates-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="certificates-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {certificates.map((c) => (
            <li key={c.number} className="overflow-hidden rounded-xl ring-1 ring-line">
              {c.photoFile && (
                <Photo
                  file={c.photoFile}
                  alt={c.photoAlt ?? ""}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[4/3] w-full bg-sand object-contain"
                />
              )}
              <div className="p-6">
                <h3 className="text-lg font-semibold">{c.name}</h3>
                <dl className="mt-3 space-y-2">
                  <div>
                    <dt className="text-sm text-muted">{copy.number}</dt>
                    <dd className="font-semibold">
                      <bdi>{c.number}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-sm text-muted">{copy.issuer}</dt>
                    <dd>{c.issuer}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
