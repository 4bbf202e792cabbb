/**
 * Marks copy that fell back to the default locale (issue 14; Starlight's model): the loader
 * wraps each fallback string in these two private-use characters, and the prerender turns a
 * marked run of text into `<span lang dir>` in the default locale's language, so a screen
 * reader pronounces it as what it is. Nothing marked ever reaches a built file (a build test
 * checks): attributes, titles and scripts get the bare text.
 */
export const fallbackOpen = "\uE000";
export const fallbackClose = "\uE001";

const marked = new RegExp(
  `${fallbackOpen}([^${fallbackOpen}${fallbackClose}]*)${fallbackClose}`,
  "g",
);

/** `text` marked as a fallback. */
export function markFallback(text: string): string {
  return `${fallbackOpen}${text}${fallbackClose}`;
}

/** `text` without fallback marks. */
export function stripFallback(text: string): string {
  return text.replace(marked, "$1");
}

/** `value` (any JSON-like data) with every string's fallback marks removed. */
export function stripFallbackDeep<T>(value: T): T {
  if (typeof value === "string") return stripFallback(value) as T;
  if (Array.isArray(value)) return value.map(stripFallbackDeep) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, stripFallbackDeep(v)]),
    ) as T;
  }
  return value;
}

/**
 * A prerendered page with its fallback marks resolved: a marked run in text content becomes
 * `<span lang="…" dir="…">`, marks anywhere else (attributes, `<title>`, scripts) are removed.
 * `lang` and `dir` are the fallback locale's (the default locale's).
 */
export function resolveFallbackMarks(html: string, lang: string, dir: string): string {
  if (!html.includes(fallbackOpen)) return html;
  // Tags, and the contents of elements whose text is not rendered as markup.
  const verbatim = /<(script|style|title|textarea)\b[^>]*>[\s\S]*?<\/\1>|<[^>]*>/g;
  let out = "";
  let last = 0;
  for (const match of html.matchAll(verbatim)) {
    out += html
      .slice(last, match.index)
      .replace(marked, `<span lang="${lang}" dir="${dir}">$1</span>`);
    out += stripFallback(match[0]);
    last = match.index + match[0].length;
  }
  out += html.slice(last).replace(marked, `<span lang="${lang}" dir="${dir}">$1</span>`);
  return out;
}
