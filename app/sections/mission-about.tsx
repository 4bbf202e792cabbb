import { Check } from "lucide-react";
import type { MissionsCopy } from "@lib/content/schemas/missions";

interface MissionAboutProps {
  about: MissionsCopy["about"];
  included: MissionsCopy["included"];
}

/** 'What it is' beside 'What is included' (SPEC §2, in that order). */
export function MissionAbout({ about, included }: MissionAboutProps) {
  return (
    <div className="bg-sand py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <section aria-labelledby="about-title">
          <h2 id="about-title" className="text-3xl font-bold sm:text-4xl">
            {about.heading}
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink/85">
              {paragraph}
            </p>
          ))}
        </section>
        <section
          aria-labelledby="included-title"
          className="rounded-xl bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="included-title" className="text-2xl font-bold">
            {included.heading}
          </h2>
          <ul className="mt-5 space-y-3">
            {included.items.map((item) => (
              <li key={item} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
