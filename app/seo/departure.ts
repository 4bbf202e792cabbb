import type { Event } from "schema-dts";
import type { DepartureView } from "~/content/departure-view";
import { businessReference } from "./business";

/**
 * A dated departure as a schema.org `Event` (issue 27): its days, the cities it visits in
 * China as its location, the company as organizer, and an `Offer` only when the owners state
 * a price (with the seats left as its availability when they give them).
 */
export function departureEventNode(url: string, departure: DepartureView): Exclude<Event, string> {
  const soldOut = departure.seatsLeftCount === 0;
  return {
    "@type": "Event",
    "@id": `${url}#event`,
    url,
    name: departure.title,
    description: departure.description,
    startDate: departure.start,
    endDate: departure.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: departure.cities.map((city) => ({
      "@type": "Place",
      name: city,
      address: { "@type": "PostalAddress", addressLocality: city, addressCountry: "CN" },
    })),
    organizer: businessReference(),
    ...(departure.priceFrom
      ? {
          offers: {
            "@type": "Offer",
            url,
            price: departure.priceFrom.amount,
            priceCurrency: departure.priceFrom.currency,
            availability: soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
          },
        }
      : {}),
  };
}
