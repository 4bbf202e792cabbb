import type { HomeCopy } from "@lib/content/schemas/home";
import type { Locale } from "@lib/i18n/locales";
import { localizedPath, sectorSlugs } from "@lib/i18n/paths";
import { Artwork } from "~/components/art/artwork";
import { ArrowIcon } from "~/components/arrow-icon";
import type { ImageSlots } from "~/content/media";

interface ServicesProps {
  copy: HomeCopy["services"];
  locale: Locale;
  /** The sector slots: each card shows its sector page's hero image, photo or drawing. */
  images: ImageSlots["sectors"];
}

/**
 * The services grid (SPEC §2): six sector cards, each linking to its sector page and showing
 * that page's hero image. On phones the image is a 4:3 thumbnail beside the title (issue 21:
 * six full-width pictures took about 1,200 px); from `sm` up it spans the card's top at 16:9.
 */
export function Services({ copy, locale, images }: ServicesProps) {
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
                className="grid grid-cols-[6rem_1fr] gap-x-4 overflow-hidden rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:grid-cols-1 sm:grid-rows-[auto_auto_1fr] sm:p-0"
              >
                <Artwork
                  image={images[slug]}
                  alt={card.imageAlt}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 96px"
                  artPosition="100% 50%"
                  className="aspect-[4/3] w-full rounded-md bg-ink object-cover sm:aspect-[16/9] sm:rounded-none"
                />
                <h3 className="self-center text-xl font-semibold sm:px-6 sm:pt-6">{card.title}</h3>
                <div className="col-span-2 flex flex-col pt-3 sm:col-span-1 sm:px-6 sm:pt-2 sm:pb-6">
                  <p className="text-muted">{card.description}</p>
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
