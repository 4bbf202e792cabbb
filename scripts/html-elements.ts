import type { DefaultTreeAdapterTypes } from "parse5";

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

/**
 * Every element below `node` (a parse5 tree), in document order, each with its ancestors
 * (outermost first). A `<template>`'s children live in its content fragment and are not
 * walked: the site's pages have none where the build steps look.
 */
export function* walkElements(
  node: Node,
  ancestors: Element[] = [],
): Generator<[Element, Element[]]> {
  if (!("childNodes" in node)) return;
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield [child, ancestors];
    yield* walkElements(child, [...ancestors, child]);
  }
}
