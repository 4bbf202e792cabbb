import type { MetaDescriptor } from "react-router";
import type { Graph, Thing } from "schema-dts";

/** A schema.org node as typed by `schema-dts`, so a misspelt property or wrong type fails `tsc`. */
export type JsonLdNode = Exclude<Thing, string>;

/**
 * One `<script type="application/ld+json">` meta descriptor holding `nodes` as a
 * schema.org `@graph` (https://json-ld.org/spec/latest/json-ld/#named-graphs), so a page's
 * nodes can refer to each other by `@id`.
 */
export function jsonLdDescriptor(nodes: JsonLdNode[]): MetaDescriptor {
  const graph: Graph = { "@context": "https://schema.org", "@graph": nodes };
  return { "script:ld+json": graph };
}
