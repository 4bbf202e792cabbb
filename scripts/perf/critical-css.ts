import postcss, { type AtRule, type Root } from "postcss";
import { PurgeCSS } from "purgecss";
import purgeHtml from "purgecss-from-html";

/** `var(--name` references in a CSS text. */
function referencedProperties(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
}

/**
 * Removes the custom properties no kept rule reads: their declarations (Tailwind's theme
 * variables, the `--tw-*` initial values of its properties layer) and their `@property`
 * registrations, which PurgeCSS keeps whole. A property read
 * by a kept property is kept too; `alsoRead` adds those the markup reads (`style=`).
 */
function pruneCustomProperties(root: Root, alsoRead: string): void {
  const read = new Set(referencedProperties(alsoRead));
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith("--")) referencedProperties(decl.value).forEach((p) => read.add(p));
  });
  // Properties defined in terms of others (--default-font-family: var(--font-sans)).
  for (let grew = true; grew;) {
    grew = false;
    root.walkDecls((decl) => {
      if (!decl.prop.startsWith("--") || !read.has(decl.prop)) return;
      for (const name of referencedProperties(decl.value)) {
        if (read.has(name)) continue;
        read.add(name);
        grew = true;
      }
    });
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && !read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  removeEmpty(root);
}

/** Drops rules and at-rules left without content (`@layer x;` statements stay: they set layer order). */
function removeEmpty(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/**
 * Removes the `@font-face` rules of families the kept CSS never names (in a property or a
 * custom property: ours are named through Tailwind's --font-sans, which PurgeCSS's own
 * font-face pruning cannot follow), so the first screen is set in the same faces as after
 * the stylesheet arrives, and no face of another script's page rides along.
 */
function pruneFontFaces(root: Root): void {
  const faces: AtRule[] = [];
  root.walkAtRules("font-face", (face) => {
    faces.push(face);
  });
  faces.forEach((face) => face.remove());
  const text = root.toString();
  for (const face of faces) {
    let family = "";
    face.walkDecls("font-family", (decl) => {
      family = decl.value.replace(/^["']|["']$/g, "");
    });
    if (family && text.includes(family)) root.prepend(face);
  }
}

/**
 * The CSS the first screen of a page needs (issue 33: its HTML, head and hero, fits the
 * first round trip, so its CSS is inlined and the rest of the stylesheet follows as a file).
 * Takes the whole stylesheet (`css`) and the page's markup up to the end of its first
 * screen (`firstScreen`, from `firstScreenEndIndex`); returns the rules whose selectors
 * name only classes, ids, tags and attributes found there (PurgeCSS: at every viewport
 * width, with their states and media queries), the keyframes they run, the `@font-face`
 * rules of the families they name and the custom properties and `@property`
 * registrations they read, in the stylesheet's order (its layers kept).
 */
export async function criticalCss(css: string, firstScreen: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: firstScreen, extension: "html" }],
    css: [{ raw: css }],
    // Classes, ids, tags and attributes as the HTML parser reads them, Tailwind's
    // `sm:py-24` and `[&>svg]:w-full` whole.
    extractors: [{ extractor: purgeHtml, extensions: ["html"] }],
    keyframes: true,
  });
  if (!result) throw new Error("criticalCss: PurgeCSS returned no stylesheet");
  const root = postcss.parse(result.css);
  pruneCustomProperties(root, firstScreen);
  pruneFontFaces(root);
  return root.toString();
}
