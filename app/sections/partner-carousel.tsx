import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "~/components/ui/carousel";
import type { MissionsCopy } from "@lib/content/schemas/missions";
import type { PartnerLogo } from "~/content/partners";
import type { Direction } from "@lib/i18n/locales";
import { spriteHref } from "~/components/art/sprite";

interface PartnerCarouselProps {
  /** Only the carousel's own words: props are written into the page. */
  copy: Pick<MissionsCopy["partners"], "label" | "previous" | "next">;
  logos: PartnerLogo[];
  dir: Direction;
}

function Logo({ logo }: { logo: PartnerLogo }) {
  if (logo.symbol) {
    return (
      // The view box and size are the outer svg's, so nothing moves when the sprite arrives.
      <svg viewBox="0 0 24 24" className="size-14" aria-hidden="true" focusable="false">
        <use href={spriteHref(logo.symbol)} fill={logo.color} />
      </svg>
    );
  }
  return (
    <span
      aria-hidden="true"
      dir="ltr"
      className="text-4xl font-black tracking-tight"
      style={{ color: logo.color }}
    >
      {logo.name}
    </span>
  );
}

/**
 * The partner-logo carousel (SPEC §2, §9): 12 logos, looping, 4 visible from 1024 px and
 * 2 below, drag threshold 10, arrow keys and previous/next buttons. Each slide is named
 * by its company. An island: Embla loads when the carousel nears the viewport.
 */
export function PartnerCarousel({ copy, logos, dir }: PartnerCarouselProps) {
  return (
    <Carousel
      dir={dir}
      label={copy.label}
      opts={{ loop: true, align: "start", dragThreshold: 10 }}
      className="mt-10"
    >
      <CarouselContent>
        {logos.map((logo) => (
          <CarouselItem key={logo.name} aria-label={logo.name} className="basis-1/2 lg:basis-1/4">
            <figure className="flex h-40 flex-col items-center justify-center gap-3 rounded-xl bg-white ring-1 ring-line">
              <div className="flex h-16 items-center">
                <Logo logo={logo} />
              </div>
              <figcaption className="text-sm font-semibold text-muted">{logo.name}</figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-6 flex justify-end gap-3">
        <CarouselPrevious label={copy.previous} />
        <CarouselNext label={copy.next} />
      </div>
    </Carousel>
  );
}
