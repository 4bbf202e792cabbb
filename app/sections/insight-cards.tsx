import { Artwork } from "~/components/art/artwork";
import { ArrowIcon } from "~/components/arrow-icon";
import type { InsightCard, LatestInsights, SectorChip } from "~/content/insights-view";

/** An article's sectors as links to their lists (issue 27). */
export function SectorChips({ chips, label }: { chips: SectorChip[]; label?: string }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.slug}>
          <a
            href={chip.href}
            className="inline-flex min-h-8 items-center rounded-full bg-sand px-3 text-sm font-medium text-ink ring-1 ring-line hover:ring-accent"
          >
            {chip.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Articles as cards: picture, date, title linking to the article, summary. `priority` loads
 * the first picture at once, where the list opens the page (its largest paint).
 */
export function InsightCardList({
  cards,
  headingLevel = 3,
  priority = false,
}: {
  cards: InsightCard[];
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li
          key={card.slug}
          className="relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line"
        >
          <Artwork
            image={card.image}
            alt={card.imageAlt}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={priority && index === 0}
            className="aspect-[16/9] w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <time dateTime={card.date} className="text-sm text-muted">
              {card.dateLabel}
            </time>
            <Heading className="mt-2 text-lg font-semibold">
              {/* A block, so a title on several lines is one target, in view where focus lands. */}
              <a href={card.href} className="block hover:underline">
                {card.title}
              </a>
            </Heading>
            <p className="mt-2 text-muted">{card.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The three newest articles on the home page or a sector page (issue 27), with a link to
 * all of them; nothing when there are none.
 */
export function LatestInsightsSection({ latest }: { latest: LatestInsights | undefined }) {
  if (!latest) return null;
  return (
    // A teaser of other pages, like navigation: paper keeps the page's own content (issue 18).
    <section aria-labelledby="insights-title" className="py-16 sm:py-20 print:hidden">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="insights-title" className="text-3xl font-bold sm:text-4xl">
            {latest.heading}
          </h2>
          <a
            href={latest.all.href}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong hover:underline"
          >
            {latest.all.label}
            <ArrowIcon />
          </a>
        </div>
        <div className="mt-10">
          <InsightCardList cards={latest.cards} />
        </div>
      </div>
    </section>
  );
}
