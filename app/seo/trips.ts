import type { JsonLdNode } from "./json-ld";
import { organizationId } from "./organization";

/** One example programme of the business-missions page. */
export interface ProgrammeInput {
  name: string;
  description: string;
  /** Length in days, from `company.missions.programmes`. */
  days: { min: number; max: number };
  /** Cities visited in order; empty when the programme is composed on request. */
  cities: readonly string[];
  /** Who it is for (the page's tags), e.g. "B2B", "Group". */
  touristType: readonly string[];
}

/**
 * The missions page's programmes as a schema.org `ItemList` of `TouristTrip`s: each trip
 * carries its itinerary (an ordered `ItemList` of `City`), its audience (`touristType`),
 * the company as provider, and an `Offer` whose `eligibleQuantity` is the length in days
 * (UN/CEFACT unit `DAY`) — `Trip` has no duration property of its own.
 */
export function programmeListNode(
  url: string,
  name: string,
  programmes: readonly ProgrammeInput[],
): JsonLdNode {
  return {
    "@type": "ItemList",
    "@id": `${url}#programmes`,
    name,
    numberOfItems: programmes.length,
    itemListElement: programmes.map((programme, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "TouristTrip",
        name: programme.name,
        description: programme.description,
        ...(programme.touristType.length > 0 ? { touristType: [...programme.touristType] } : {}),
        provider: { "@id": organizationId },
        ...(programme.cities.length > 0
          ? {
              itinerary: {
                "@type": "ItemList",
                numberOfItems: programme.cities.length,
                itemListElement: programme.cities.map((city, position) => ({
                  "@type": "ListItem",
                  position: position + 1,
                  item: { "@type": "City", name: city },
                })),
              },
            }
          : {}),
        offers: {
          "@type": "Offer",
          url,
          seller: { "@id": organizationId },
          eligibleQuantity: {
            "@type": "QuantitativeValue",
            minValue: programme.days.min,
            maxValue: programme.days.max,
            unitCode: "DAY",
          },
        },
      },
    })),
  };
}
