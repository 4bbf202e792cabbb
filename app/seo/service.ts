import type { JsonLdNode } from "./json-ld";
import { organizationId } from "./organization";

/** What a sector page offers, grouped as on the page: category name and example items. */
export interface ServiceCatalog {
  name: string;
  categories: { name: string; items: readonly string[] }[];
}

export interface ServiceInput {
  /** Absolute URL of the page describing the service. */
  url: string;
  name: string;
  description: string;
  catalog?: ServiceCatalog;
}

/**
 * A sector's sourcing service as a schema.org `Service` provided by the company, with the
 * page's category cards as a nested `OfferCatalog` (schema.org's pattern for a service's
 * range, https://schema.org/hasOfferCatalog).
 */
export function serviceNode({ url, name, description, catalog }: ServiceInput): JsonLdNode {
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    url,
    name,
    serviceType: name,
    description,
    provider: { "@id": organizationId },
    areaServed: { "@type": "Place", name: "Worldwide" },
    ...(catalog
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: catalog.name,
            itemListElement: catalog.categories.map((category) => ({
              "@type": "OfferCatalog",
              name: category.name,
              itemListElement: category.items.map((item) => ({
                "@type": "Offer",
                itemOffered: { "@type": "Product", name: item },
              })),
            })),
          },
        }
      : {}),
  };
}
