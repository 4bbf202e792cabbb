import type { HomeCopy } from "@lib/content/schemas/home";
import type { Proof } from "~/content/proof.server";

interface TestimonialsProps {
  copy: HomeCopy["proof"]["testimonials"];
  testimonials: Proof["testimonials"];
}

/**
 * Attributed testimonials (issue 21): each quote with the person's name, role, company and
 * country (the schema requires all of them). Absent from the page when there is none.
 */
export function Testimonials({ copy, testimonials }: TestimonialsProps) {
  if (testimonials.length === 0) return null;
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="bg-sand py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <li key={`${t.name}-${t.company}`}>
              <figure className="h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-line">
                <blockquote className="text-lg leading-relaxed">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-4 border-s-4 border-accent ps-3">
                  <span className="block font-semibold">{t.name}</span>
                  {/* A middle dot, not a comma: it reads the same in every script. */}
                  <span className="block text-muted">
                    {[t.role, t.company, t.country].join(" · ")}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
