import { parse, parseFragment, type DefaultTreeAdapterTypes } from "parse5";

type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** An element as a crawler reads it: tag name, attributes and text content. */
export interface MarkupElement {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

function textOf(node: DefaultTreeAdapterTypes.Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

/** Every element below `node`, in document order, with the node it was read from. */
function elementsIn(node: ParentNode): (MarkupElement & { node: ParentNode })[] {
  return node.childNodes.flatMap((child) => {
    if (!("tagName" in child)) return [];
    const element = {
      node: child,
      tag: child.tagName,
      attrs: Object.fromEntries(child.attrs.map(({ name, value }) => [name, value])),
      text: textOf(child),
    };
    return [element, ...elementsIn(child)];
  });
}

/**
 * The elements of a page's `<head>`, parsed by the WHATWG HTML algorithm (parse5) as a
 * crawler that runs no script sees them. Attribute names come lower-cased (`hreflang`).
 * Throws when the document has no head.
 */
export function headElements(html: string): MarkupElement[] {
  const head = elementsIn(parse(html)).find((element) => element.tag === "head");
  if (!head) throw new Error("The document has no <head>");
  return elementsIn(head.node).map(({ tag, attrs, text }) => ({ tag, attrs, text }));
}

/**
 * Every element of a page, head and body, parsed by the WHATWG HTML algorithm (parse5) as a
 * crawler that runs no script sees them: for data a crawler reads anywhere, such as JSON-LD.
 */
export function documentElements(html: string): MarkupElement[] {
  return elementsIn(parse(html)).map(({ tag, attrs, text }) => ({ tag, attrs, text }));
}

/**
 * The `<url>` entries of a sitemap (sitemaps.org): each `<loc>`, its `<lastmod>` if any and
 * its `xhtml:link` alternates as `[hreflang, href]` pairs.
 */
export function sitemapEntries(
  xml: string,
): { loc: string; lastmod: string | undefined; alternates: [string, string][] }[] {
  return elementsIn(parseFragment(xml))
    .filter((element) => element.tag === "url")
    .map((url) => {
      const inside = elementsIn(url.node);
      return {
        loc: inside.find((element) => element.tag === "loc")?.text.trim() ?? "",
        lastmod: inside.find((element) => element.tag === "lastmod")?.text.trim(),
        alternates: inside
          .filter((element) => element.tag === "xhtml:link")
          .map((link): [string, string] => [link.attrs.hreflang ?? "", link.attrs.href ?? ""]),
      };
    });
}
