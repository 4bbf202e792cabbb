import type { HomeCopy } from "@lib/content/schemas/home";
import type { Figures } from "~/content/types";

/**
 * The home hero's three figures (years, countries, clients), each number above its label.
 * The labels are the copy's plural messages of the same facts, already formatted for the
 * number shown (issue 34), so Russian's 21 "god" and 22 "goda" of experience both read right.
 */
export function HeroFigures({
  labels,
  figures,
}: {
  labels: HomeCopy["hero"]["figures"];
  figures: Figures;
}) {
  const stats = [
    [figures.years, labels.years],
    [figures.countries, labels.countries],
    [figures.clients, labels.clients],
  ] as const;
  return (
    <dl className="mt-12 grid max-w-3xl grid-cols-3 gap-4 border-t border-white/20 pt-8">
      {stats.map(([value, label]) => (
        <div key={label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm leading-snug text-white/80">{label}</dt>
          <dd className="text-3xl font-bold text-white sm:text-4xl" dir="ltr">
            <span className="rtl:block rtl:text-end">{value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
