import type { Service } from "schema-dts";
import { businessReference } from "./business";

export interface ServiceInput {
  /** Absolute URL of the page describing the service. */
  url: string;
  name: string;
  description: string;
}

/**
 * A sector's sourcing service as a schema.org `Service` provided by the company (named by
 * `@id`, name and home page, so the page need not carry the whole business node). Only what
 * is true: no `Offer`s, since the site states no prices (issue 18).
 */
export function serviceNode({ url, name, description }: ServiceInput): Exclude<Service, string> {
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    url,
    name,
    serviceType: name,
    description,
    provider: businessReference(),
    areaServed: { "@type": "Place", name: "Worldwide" },
  };
}
