import { CalendarDays } from "lucide-react";
import { Button } from "@lib/ui/button";
import type { ProgrammeKey } from "@lib/content/keys";
import type { MissionsCopy } from "@lib/content/schemas/missions";

/** One example programme as the loader prepares it: its copy plus its formatted duration. */
export type Programme = MissionsCopy["programmes"]["items"][ProgrammeKey] & {
  key: ProgrammeKey;
  /** e.g. "3–5 days", in the locale's plural form. */
  duration: string;
};

interface MissionProgrammesProps {
  copy: MissionsCopy["programmes"];
  programmes: Programme[];
}

/** The three example programmes of SPEC §2 with their durations, places or industries, and tags. */
export function MissionProgrammes({ copy, programmes }: MissionProgrammesProps) {
  return (
    <section aria-labelledby="programmes-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="programmes-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted">{copy.intro}</p>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {programmes.map((programme) => (
            <li
              key={programme.key}
              data-programme={programme.key}
              className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8"
            >
              <p className="flex items-center gap-2 font-semibold text-accent">
                <CalendarDays aria-hidden="true" className="size-5" />
                <span>
                  {programme.duration}
                  {programme.durationNote && `, ${programme.durationNote}`}
                </span>
              </p>
              <h3 className="mt-3 text-xl font-bold">{programme.title}</h3>
              <p className="mt-2 text-muted">{programme.text}</p>
              <h4 className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase">
                {programme.listLabel}
              </h4>
              <p className="mt-1.5 flex-1">{programme.list.join(" · ")}</p>
              {programme.tags.length > 0 && (
                <ul className="mt-5 flex flex-wrap gap-2">
                  {programme.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-sand px-3 py-1 text-sm font-medium text-ink"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <Button asChild className="mt-10">
          <a href="#request">{copy.cta}</a>
        </Button>
      </div>
    </section>
  );
}
