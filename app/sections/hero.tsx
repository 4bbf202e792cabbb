import type { HomeCopy } from "@lib/content/schemas/home";
import type { Figures } from "~/content/types";
import { Artwork } from "~/components/art/artwork";
import { Button } from "@lib/ui/button";
import { HeroFigures } from "./hero-figures";
import type { ImageSlot } from "~/content/media";

interface HeroProps {
  copy: HomeCopy["hero"];
  figures: Figures;
  /** The delivery-routes map, or the photo `content/media.yaml` puts in its place. */
  image: ImageSlot;
}

/**
 * The home hero (SPEC §2): company headline, tagline, 'Get Individual Quote' to #contact,
 * 'Our Services' to #services (plain anchors: they work before hydration and scroll
 * smoothly through CSS unless reduced motion is asked for), and three figures, over the
 * decorative map of delivery routes from Guangzhou (built at build time, no map code shipped).
 */
export function Hero({ copy, figures, image }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate overflow-hidden bg-ink text-white"
    >
      <Artwork
        image={image}
        alt=""
        priority
        className="absolute inset-0 -z-20 size-full object-cover opacity-70"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-ink/55 bg-[radial-gradient(ellipse_at_top_right,#1f4a8055_0%,transparent_60%),radial-gradient(ellipse_at_bottom_left,#3a1420cc_0%,transparent_55%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-14 sm:px-6 sm:pt-24 sm:pb-20">
        <p className="text-sm font-semibold tracking-wide text-gold uppercase">{copy.eyebrow}</p>
        <h1
          id="hero-title"
          className="mt-4 max-w-4xl text-3xl leading-tight font-bold text-balance sm:text-5xl sm:leading-tight"
        >
          {copy.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85">{copy.tagline}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <a href="#contact">{copy.primaryCta}</a>
          </Button>
          <Button asChild variant="secondary">
            <a href="#services">{copy.secondaryCta}</a>
          </Button>
        </div>
        <HeroFigures labels={copy.figures} figures={figures} />
      </div>
    </section>
  );
}
