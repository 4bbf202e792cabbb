import type { HomeCopy } from "@lib/content/schemas/home";
import { SectorArt } from "~/components/art/sector-art";
import type { Locale } from "@lib/i18n/locales";
import { localizedPath, sectorSlugs } from "@lib/i18n/paths";
import { ArrowIcon } from "~/components/arrow-icon";

/** The services grid (SPEC §2): six sector cards, each linking to its sector page. */
export function Services({ copy, locale }: { copy: HomeCopy["services"]; locale: Locale }) {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-sand py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="services-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted">{copy.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {sectorSlugs.map((slug) => {
            const card = copy.cards[slug];
            return (
              <li
                key={slug}
                className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line"
              >
                <SectorArt sector={slug} alt={card.imageAlt} className="aspect-[16/9] w-full" />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold">{card.title}</h3>
                  <p className="mt-2 text-muted">{card.description}</p>
                  <ul className="mt-4 flex-1 space-y-1.5 text-[15px]">
                    {card.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <span
                          aria-hidden="true"
                          className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent"
                        />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <a
                    href={localizedPath(locale, slug)}
                    className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-accent hover:text-accent-strong"
                  >
                    {copy.learnMore}
                    <span className="sr-only">
                      {" "}
                      {copy.learnMoreAbout} {card.title}
                    </span>
                    <ArrowIcon />
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
