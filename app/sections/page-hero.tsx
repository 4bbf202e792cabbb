import type { ReactNode } from "react";
import { Artwork } from "~/components/art/artwork";
import type { ShellData } from "~/content/types";
import type { ImageSlot } from "~/content/media";
import { BackLink } from "./back-link";

interface PageHeroProps {
  shell: ShellData;
  eyebrow: string;
  title: string;
  subtitle: string;
  image: ImageSlot;
  imageAlt: string;
  /** Extra content under the subtitle: buttons, figures. */
  children?: ReactNode;
}

/**
 * The hero of a sector or missions page (SPEC §2): background artwork or photo at least 60%
 * of the viewport high, the back button to the language home, the page's h1 and subtitle.
 * A dark scrim on the text side keeps the copy at WCAG AA contrast over any image.
 */
export function PageHero({
  shell,
  eyebrow,
  title,
  subtitle,
  image,
  imageAlt,
  children,
}: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className="on-dark relative isolate flex min-h-[60vh] flex-col overflow-hidden bg-ink text-white"
    >
      <Artwork
        image={image}
        alt={imageAlt}
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-ink/75 md:bg-transparent md:bg-linear-to-r md:from-ink md:from-35% md:via-ink/80 md:to-ink/10 md:rtl:bg-linear-to-l"
      />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 pt-6 pb-14 sm:px-6 sm:pb-20">
        <BackLink shell={shell} />
        <div className="my-auto max-w-3xl pt-10">
          <p className="text-sm font-semibold tracking-wide text-gold uppercase">{eyebrow}</p>
          <h1
            id="page-title"
            className="mt-4 text-3xl leading-tight font-bold text-balance sm:text-5xl sm:leading-tight"
          >
            {title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-white/90">{subtitle}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
