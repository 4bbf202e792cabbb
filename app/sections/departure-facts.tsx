import type { SiteCopy } from "@lib/content/schemas/site";
import type { DepartureView } from "~/content/departure-view";

/**
 * A departure's facts as a description list (issue 27): days, cities, sectors (linked to
 * their pages when `linkSectors`), format, and the Canton Fair phase, seats and price when
 * the owners give them.
 */
export function DepartureFacts({
  departure,
  copy,
  linkSectors = false,
}: {
  departure: DepartureView;
  copy: SiteCopy["departures"];
  linkSectors?: boolean;
}) {
  const rows: { term: string; value: React.ReactNode }[] = [
    {
      term: copy.dates,
      value: (
        <time dateTime={departure.start} className="whitespace-nowrap">
          {departure.dates}
        </time>
      ),
    },
    { term: copy.cities, value: departure.cities.join(", ") },
    ...(departure.sectors.length > 0
      ? [
          {
            term: copy.sectors,
            value: departure.sectors.map((sector, index) => (
              <span key={sector.slug}>
                {index > 0 && ", "}
                {linkSectors ? (
                  <a href={sector.href} className="font-medium text-accent-strong underline">
                    {sector.title}
                  </a>
                ) : (
                  sector.title
                )}
              </span>
            )),
          },
        ]
      : []),
    { term: copy.format, value: departure.format },
    ...(departure.cantonFairPhase
      ? [{ term: copy.cantonFairPhase, value: departure.cantonFairPhase }]
      : []),
    ...(departure.seatsLeft ? [{ term: copy.seatsLeft, value: departure.seatsLeft }] : []),
    ...(departure.price ? [{ term: copy.priceFrom, value: departure.price }] : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      {rows.map((row) => (
        <div key={row.term} className="contents">
          <dt className="font-semibold text-ink">{row.term}</dt>
          <dd className="text-muted">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
