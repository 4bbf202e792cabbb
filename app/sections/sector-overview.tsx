import { ShieldCheck } from "lucide-react";
import type { SectorCopy } from "@lib/content/schemas/sector";

/** A sector's intro of two paragraphs beside the side card of four bullets (SPEC §2). */
export function SectorOverview({ copy }: { copy: SectorCopy }) {
  return (
    <section aria-label={copy.eyebrow} className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div data-testid="sector-intro">
          {copy.intro.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-lg leading-relaxed text-ink/85 last:mb-0">
              {paragraph}
            </p>
          ))}
        </div>
        <aside
          aria-labelledby="side-card-title"
          className="self-start rounded-xl border-s-4 border-accent bg-sand p-6 sm:p-8"
        >
          <h2 id="side-card-title" className="text-xl font-semibold">
            {copy.sideCard.heading}
          </h2>
          <ul className="mt-5 space-y-3">
            {copy.sideCard.items.map((item) => (
              <li key={item} className="flex gap-3">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
