import type { SectorCopy } from "@lib/content/schemas/sector";

/** A sector's four category cards of five example items each (SPEC §2, §9). */
export function SectorCategories({ copy }: { copy: SectorCopy["categories"] }) {
  return (
    <section aria-labelledby="categories-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="categories-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted">{copy.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.cards.map((card, index) => (
            <li
              key={card.title}
              className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-line"
            >
              <span aria-hidden="true" className="text-sm font-bold text-accent tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-lg font-semibold">{card.title}</h3>
              <ul className="mt-4 space-y-2.5 border-t border-line pt-4 text-[15px]">
                {card.items.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-accent"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
