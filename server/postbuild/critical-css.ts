import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Beasties from "beasties";
import { prerenderedPages } from "../site-files";

/**
 * Per-page critical CSS (issue 17), run over the prerendered pages of `siteDir` before their
 * CSP hashes and compressed copies are made. Each page links the site's one stylesheet
 * (`build/client/assets/app-<hash>.css`, kept whole for the CMS preview and for what islands
 * render later); Beasties inlines in a `<style>` the rules whose selectors match the page's
 * own HTML (with their `@font-face`, `@keyframes` and `@media` wrappers, print included) and
 * moves the `<link rel="stylesheet">` to the end of the `<body>`: the first screen paints from
 * the first packets, and the full sheet, cached after the first page, styles what scripts add
 * (toasts, tooltips, a form's error states, the open phone menu). Beasties' other strategies
 * (`media="print" onload`, `js`, `swap`) rely on inline event handlers or scripts, which the
 * CSP refuses; `body` needs neither. Returns the bytes of inline CSS before and after, for the
 * build log. Throws if a page links no stylesheet, or if Beasties warns (a sheet it cannot
 * find or a selector it cannot parse would silently unstyle a page).
 */
export async function inlineCriticalCss(
  siteDir: string,
): Promise<{ pages: number; linked: number; inlined: number }> {
  const warnings: string[] = [];
  const beasties = new Beasties({
    path: siteDir,
    publicPath: "/",
    preload: "body",
    // The root's own small `<style>` (the print origin) is left as it is.
    reduceInlineStyles: false,
    // The locale's faces are preloaded by the root already (app/styles/critical-fonts.ts);
    // the faces the page's text uses are inlined so that text is set in them at once.
    inlineFonts: true,
    preloadFonts: false,
    // Rules Beasties cannot match against the HTML, kept whole (about 2 KB): Tailwind's
    // space-*/divide-* utilities, whose `:where(…)` wrapper it strips to nothing, and classes
    // whose names hold an escaped combinator (`[&>svg]:h-full`), which it splits. The e2e
    // test critical-css.spec.ts compares pages with and without the full stylesheet.
    allowRules: [/^:where\(/, /\\[>+~]/],
    logger: {
      warn: (message) => warnings.push(message),
      error: (message) => warnings.push(message),
    },
  });
  let linked = 0;
  let inlined = 0;
  const pages = prerenderedPages(siteDir);
  for (const page of pages) {
    const file = join(siteDir, page.file);
    const html = readFileSync(file, "utf8");
    const sheets = stylesheetLinks(html);
    if (sheets.length === 0) throw new Error(`${page.file}: no <link rel="stylesheet"> to inline`);
    const out = await beasties.process(withFaces(html, sheets, siteDir));
    if (warnings.length > 0) throw new Error(`${page.file}: ${warnings.join("; ")}`);
    for (const { file } of sheets) linked += readFileSync(join(siteDir, file)).length;
    inlined += [...out.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
      (sum, match) => sum + match[1]!.length,
      0,
    );
    writeFileSync(file, out);
  }
  return { pages: pages.length, linked: linked / pages.length, inlined: inlined / pages.length };
}

/**
 * `html` with every `@font-face` of its stylesheets inlined before their links. Beasties keeps a
 * face only when a rule's `font-family` names it literally; ours name it through Tailwind's
 * theme variables (`var(--font-sans)`), so it would keep none, and text would be set first in
 * the fallback and then re-wrap. Each face downloads only when text in its `unicode-range`
 * appears, so declaring all of them costs only their few hundred bytes.
 */
function withFaces(html: string, sheets: Stylesheet[], siteDir: string): string {
  return sheets.reduce((page, { tag, file }) => {
    const css = readFileSync(join(siteDir, file), "utf8");
    const faces = css.match(/@font-face\s*\{[^{}]*\}/g) ?? [];
    if (faces.length !== css.split("@font-face").length - 1) {
      throw new Error(`${file}: an @font-face rule that is not one flat block`);
    }
    return page.replace(tag, () => `<style>${faces.join("")}</style>${tag}`);
  }, html);
}

interface Stylesheet {
  /** The `<link>` element as written in the page. */
  tag: string;
  /** Its file, relative to the site root. */
  file: string;
}

/** The stylesheets `html` links. */
function stylesheetLinks(html: string): Stylesheet[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([tag]) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith("/")) throw new Error(`a stylesheet link without a site path: ${tag}`);
    return { tag, file: href.slice(1) };
  });
}
