/** One web font file the site serves, cut at build time by `scripts/build-fonts.ts`. */
export interface Face {
  /** The @fontsource file it is cut from (a module path). */
  source: string;
  /** The cut file's name in `app/styles/generated/`. */
  file: string;
  /** The `font-family` of its `@font-face` in `fonts.css`. */
  family: string;
  /**
   * Inclusive code point ranges kept. They must equal the `unicode-range` of the face's
   * `@font-face` in `fonts.css` (a test compares them): a character outside them is set in
   * the next face of the stack, so the file must draw every character the rule claims.
   */
  ranges: readonly (readonly [number, number])[];
  /** The weight axis kept: the weights the design sets, no more. */
  weights: { min: number; max: number };
  /** Other variation axes of the source, each fixed at one value (e.g. `opsz`). */
  pinnedAxes?: Readonly<Record<string, number>>;
  /**
   * OpenType features kept; `undefined` keeps them all. Dropping the stylistic sets and
   * character variants the design never turns on drops their alternate glyphs.
   */
  features?: readonly string[];
}

/**
 * Features a browser applies to Latin and Cyrillic text by default (HarfBuzz's defaults for
 * these scripts: composition, localized forms, marks, kerning, ligatures, contextual
 * alternates, variation substitutions), plus `tnum` for Tailwind's `tabular-nums`.
 */
const latinFeatures = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "kern",
  "liga",
  "calt",
  "rlig",
  "rvrn",
  "tnum",
];

/**
 * Inter's weights in the design: 400 (text) to 900 (`font-black`, the wordmarks of the
 * partner carousel). Cutting 100–300 takes a third off each file.
 */
const interWeights = { min: 400, max: 900 };

type CodePointRange = readonly [number, number];

/** Inter's Latin letters and accents, as @fontsource's Latin face has them. */
const interLatinLetters: readonly CodePointRange[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
];

/** The currency, trademark, arrow and math signs and specials of @fontsource's Latin face. */
const interLatinSymbols: readonly CodePointRange[] = [
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Inter's Cyrillic letters, as @fontsource's Cyrillic face has them (with U+0301, U+2116). */
const interCyrillic: readonly CodePointRange[] = [
  [0x0301, 0x0301],
  [0x0400, 0x045f],
  [0x0490, 0x0491],
  [0x04b0, 0x04b1],
  [0x2116, 0x2116],
];

/** The ranges `ranges` sorted by first code point, as `fonts.css` lists a `unicode-range`. */
function inCodePointOrder(ranges: readonly CodePointRange[]): CodePointRange[] {
  return [...ranges].sort(([a], [b]) => a - b);
}

/**
 * The faces a locale's first screen is set in, one file per locale (issues 7, 17 and 33;
 * `content/locales.json`'s `fonts` preloads it): each keeps its scripts' code points
 * (Google Fonts' subset ranges, as @fontsource ships them), the weights the design uses
 * and, for Inter, the features it uses. Inter's Latin face (English, Spanish) goes from
 * 48.3 KB to about 30 KB, Inter's Latin and Cyrillic letters for Russian are 38.6 KB
 * (@fontsource's two files: 67 KB), Noto Sans Arabic goes from 166 KB to about 37 KB.
 * Inter's rarely needed Latin-extended face is served as @fontsource ships it.
 */
export const faces = {
  "inter-latin": {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-latin-site.woff2",
    family: "Inter Variable",
    ranges: [...interLatinLetters, [0x2000, 0x206f], ...interLatinSymbols],
    weights: interWeights,
    features: latinFeatures,
  },
  /*
   * Russian pages' one file (issue 33): Inter's Cyrillic and Latin letters in one cut, so
   * their first paint waits for 38.6 KB in one request, not for the Latin (30.0 KB) and
   * Cyrillic (13.3 KB) faces in two. @fontsource splits Inter by script, so this face is
   * cut from the whole font (`inter-ui`, the same Inter 4.1: the same advances and
   * vertical metrics), its optical size pinned to the text size @fontsource ships. It keeps
   * the code points the two @fontsource faces draw; the general punctuation Inter has
   * beyond them (‰, †, ‽...) stays out, as on English pages.
   */
  "inter-latin-cyrillic": {
    source: "inter-ui/variable/InterVariable.woff2",
    file: "inter-latin-cyrillic-site.woff2",
    family: "Inter Latin Cyrillic",
    ranges: inCodePointOrder([
      ...interLatinLetters,
      ...interCyrillic,
      // The general punctuation @fontsource's Cyrillic face draws, not the whole U+2000-206F.
      [0x2002, 0x2002],
      [0x2009, 0x2009],
      [0x200b, 0x200b],
      [0x2013, 0x2014],
      [0x2018, 0x201a],
      [0x201c, 0x201e],
      [0x2022, 0x2022],
      [0x2026, 0x2026],
      [0x2032, 0x2033],
      [0x2039, 0x203a],
      [0x2044, 0x2044],
      ...interLatinSymbols,
    ]),
    weights: interWeights,
    pinnedAxes: { opsz: 14 },
    features: latinFeatures,
  },
  /*
   * Noto Sans Arabic cut to the Arabic block (every letter of Arabic, Persian and Urdu a
   * visitor may type into a form), the space (else Arabic words are spaced by whichever
   * Latin face has loaded, and lines wrap differently), the joiners and direction marks, and the hyphens and
   * Arabic punctuation the face draws; regular to bold. All its features stay: Arabic
   * shaping (joined forms, ligatures, mark placement) needs many of them. It is the one
   * file Arabic pages load (issue 33): @fontsource's Arabic file has no Latin letters or
   * digits to add, and harfbuzz cannot merge it with its Latin file, so the Latin words and
   * figures of Arabic pages are set in Inter's metric-matched local fallback (`fonts.css`)
   * rather than waiting for Inter's 30 KB.
   */
  "noto-sans-arabic": {
    source: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    file: "noto-sans-arabic-site.woff2",
    family: "Noto Sans Arabic Variable",
    ranges: [
      [0x0020, 0x0020],
      [0x0600, 0x06ff],
      [0x200c, 0x200e],
      [0x2010, 0x2011],
      [0x204f, 0x204f],
      [0x2e41, 0x2e41],
    ],
    weights: { min: 400, max: 700 },
  },
} as const satisfies Record<string, Face>;

/** A face's id, as the locale registry's `fonts` names it. */
export type FaceId = keyof typeof faces;
