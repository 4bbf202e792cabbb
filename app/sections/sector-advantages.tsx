import { CheckCircle2 } from "lucide-react";
import type { SectorCopy } from "@lib/content/schemas/sector";

/** A sector's advantages list (SPEC §2). */
export function SectorAdvantages({ copy }: { copy: SectorCopy["advantages"] }) {
  return (
    <section aria-labelledby="advantages-title" className="bg-sand py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="advantages-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2">
          {copy.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
              <div>
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="mt-1.5 text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
