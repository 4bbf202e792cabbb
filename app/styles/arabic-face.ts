/**
 * The site's Arabic face, cut by `scripts/build-fonts.ts` from @fontsource's Noto Sans
 * Arabic (issue 7). `ranges` must equal the `unicode-range` of its `@font-face` in
 * `fonts.css` (a build test compares them): the Arabic block, the joiners and direction
 * marks, and the hyphens and Arabic punctuation the face draws.
 */
export const arabicFace = {
  source: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
  file: "noto-sans-arabic-site.woff2",
  /** Inclusive code point ranges. */
  ranges: [
    [0x0600, 0x06ff],
    [0x200c, 0x200e],
    [0x2010, 0x2011],
    [0x204f, 0x204f],
    [0x2e41, 0x2e41],
  ],
  /** The weight axis kept: regular to bold, the weights the design sets. */
  weights: { min: 400, max: 700 },
} as const;
