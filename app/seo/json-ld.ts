import type { MetaDescriptor } from "react-router";

/** A schema.org node as JSON-LD: a plain object with `@type`. */
export type JsonLdNode = { "@type": string | string[] } & Record<string, unknown>;

/**
 * One `<script type="application/ld+json">` meta descriptor holding `nodes` as a
 * schema.org `@graph` (https://json-ld.org/spec/latest/json-ld/#named-graphs), so a page's
 * nodes can refer to each other by `@id`.
 */
export function jsonLdDescriptor(nodes: JsonLdNode[]): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", "@graph": nodes } };
}
