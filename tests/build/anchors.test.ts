import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, it } from "vitest";
import { localizedPath } from "@lib/i18n/paths";
import { locales } from "@lib/i18n/locales";
import { prerenderedPaths, readPage } from "./site";

type Node = DefaultTreeAdapterTypes.Node;

/** Every element of a page as parsed by a browser: its tag and attributes, in document order. */
function elementsOf(html: string): { tag: string; attrs: Record<string, string> }[] {
  const out: { tag: string; attrs: Record<string, string> }[] = [];
  const walk = (node: Node) => {
    if ("tagName" in node) {
      out.push({
        tag: node.tagName,
        attrs: Object.fromEntries(node.attrs.map(({ name, value }) => [name, value])),
      });
    }
    if ("childNodes" in node) node.childNodes.forEach(walk);
    if ("content" in node) walk(node.content as Node);
  };
  walk(parse(html));
  return out;
}

const pages = new Map(prerenderedPaths().map((path) => [path, elementsOf(readPage(path))]));

/** The fragment targets of a page: element ids and the names of `<a name>`. */
function targetsOf(path: string): Set<string> {
  const elements = pages.get(path);
  if (!elements) throw new Error(`${path} is not a prerendered page`);
  return new Set(
    elements.flatMap(({ tag, attrs }) => [
      ...(attrs.id ? [attrs.id] : []),
      ...(tag === "a" && attrs.name ? [attrs.name] : []),
    ]),
  );
}

describe("every fragment link resolves (issue 18)", () => {
  it.each([...pages.keys()])("%s", (path) => {
    const broken: string[] = [];
    for (const { tag, attrs } of pages.get(path)!) {
      if (tag !== "a" || !attrs.href?.includes("#")) continue;
      const [target, fragment] = attrs.href.split("#") as [string, string];
      // In-page links, and links to a section of another page of the site.
      if (target !== "" && !target.startsWith("/")) continue;
      const page = target === "" ? path : target.split("?")[0]!;
      if (!pages.has(page)) {
        broken.push(`${attrs.href}: no page ${page}`);
      } else if (!targetsOf(page).has(decodeURIComponent(fragment))) {
        broken.push(`${attrs.href}: ${page} has no #${fragment}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the header's Contact link reaches a contact section on every page", () => {
    for (const locale of locales) {
      for (const suffix of ["", "horeca", "business-missions", "privacy", "terms"] as const) {
        const path = localizedPath(locale, suffix);
        const header = pages.get(path)!;
        const contact = header.find(
          ({ tag, attrs }) => tag === "a" && /#contact$/.test(attrs.href ?? ""),
        );
        expect(contact, `${path} links to a #contact`).toBeDefined();
        const href = contact!.attrs.href!;
        const page = href.startsWith("#") ? path : href.split("#")[0]!;
        expect(targetsOf(page).has("contact"), `${path}: ${href}`).toBe(true);
      }
    }
  });
});
