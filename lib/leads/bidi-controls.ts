/**
 * Bidirectional embedding, override and isolate controls: U+202A–U+202E (LRE, RLE, PDF,
 * LRO, RLO) and U+2066–U+2069 (LRI, RLI, FSI, PDI). A name typed as "\u202Egnp.exe"
 * shows as "exe.png" (CVE-2021-42574, "Trojan Source"); no name or company needs them,
 * since the Unicode Bidirectional Algorithm orders Arabic and Latin text without them.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * `text` without bidirectional controls, so what a visitor typed shows in its own order
 * wherever it is displayed (the inbox, the e-mails; issue 35, item 9). The stored value
 * keeps them: exports and access requests give back what was sent.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, "");
}

/**
 * `value` with `withoutBidiControls` applied to every string in it, at any depth (arrays
 * and plain objects are copied; other values are returned as they are).
 */
export function withoutBidiControlsDeep<T>(value: T): T {
  if (typeof value === "string") return withoutBidiControls(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutBidiControlsDeep(item)) as T;
  if (
    value !== null &&
    typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutBidiControlsDeep(item)]),
    ) as T;
  }
  return value;
}
