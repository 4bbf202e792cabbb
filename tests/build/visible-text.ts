import { parse } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** Attributes whose text a reader sees or a screen reader speaks. */
const spokenAttributes = ["alt", "title", "placeholder", "aria-label", "aria-description"];
const hiddenElements = new Set(["script", "style", "template", "noscript", "svg"]);

/**
 * The text of a prerendered page that is in the page's own language: text nodes and
 * spoken attributes, skipping scripts, styles and any element marked with a different
 * `lang` (the language switcher names each language in that language).
 */
export function textInPageLanguage(html: string): string[] {
  const document = parse(html);
  const htmlElement = document.childNodes.find(
    (node): node is Element => "tagName" in node && node.tagName === "html",
  );
  const pageLang = htmlElement?.attrs.find((attr) => attr.name === "lang")?.value ?? "";
  const texts: string[] = [];

  const walk = (node: Node, lang: string) => {
    if (node.nodeName === "#text" && "value" in node) {
      if (lang === pageLang && node.value.trim()) texts.push(node.value.trim());
      return;
    }
    if (!("childNodes" in node)) return;
    let ownLang = lang;
    if ("tagName" in node) {
      if (hiddenElements.has(node.tagName)) return;
      ownLang = node.attrs.find((attr) => attr.name === "lang")?.value ?? lang;
      if (ownLang === pageLang) {
        for (const attr of node.attrs) {
          if (spokenAttributes.includes(attr.name) && attr.value.trim())
            texts.push(attr.value.trim());
        }
      }
    }
    for (const child of node.childNodes) walk(child, ownLang);
  };
  walk(document, pageLang);

  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return [...texts, ...(title ? [title] : []), ...(description ? [description] : [])];
}
