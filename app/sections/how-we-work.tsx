import type { HomeCopy } from "@lib/content/schemas/home";

/**
 * "How we work" (issue 21): the six steps of a sourcing project as an ordered list, each
 * numbered by the list itself (a CSS counter, read by assistive technology as list items).
 */
export function HowWeWork({ copy }: { copy: HomeCopy["howWeWork"] }) {
  return (
    <section
      id="how-we-work"
      aria-labelledby="how-we-work-title"
      className="bg-sand py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="how-we-work-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted">{copy.intro}</p>
        <ol className="mt-10 grid gap-x-8 gap-y-10 [counter-reset:step] sm:grid-cols-2 lg:grid-cols-3">
          {copy.steps.map((step) => (
            <li
              key={step.title}
              className="relative border-s-4 border-accent ps-5 [counter-increment:step]"
            >
              <span
                aria-hidden="true"
                className="block text-sm font-bold text-accent before:content-[counter(step,decimal-leading-zero)]"
              />
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
