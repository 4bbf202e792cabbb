import type { SiteCopy } from "@lib/content/schemas/site";
import type { DepartureView } from "~/content/departure-view";
import { DepartureFacts } from "./departure-facts";

/**
 * The missions page's upcoming departures (issue 27), soonest first, each with its facts
 * under its title, which links to its page; nothing when none is upcoming.
 */
export function DeparturesList({
  departures,
  copy,
}: {
  departures: DepartureView[];
  copy: SiteCopy["departures"];
}) {
  if (departures.length === 0) return null;
  return (
    <section id="departures" aria-labelledby="departures-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="departures-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {departures.map((departure) => (
            <li
              key={departure.slug}
              className="flex flex-col rounded-xl border border-line bg-white p-6 shadow-sm"
            >
              <h3 className="text-xl font-bold">
                <a href={departure.href} className="hover:underline">
                  {departure.title}
                </a>
              </h3>
              <div className="mt-4">
                <DepartureFacts departure={departure} copy={copy} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
