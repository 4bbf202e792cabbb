/**
 * Builds the site's Arabic face into `app/styles/generated/` before `react-router build`
 * (and `dev`), so Arabic pages download about 37 KB instead of @fontsource's 166 KB
 * (issue 7: fonts subset to the scripts each locale uses).
 *
 * Noto Sans Arabic (variable) is cut to the Arabic block, U+0600–06FF, which holds every
 * letter of Arabic, Persian and Urdu a visitor may type into a form, and to the weights the
 * design uses (400–700). harfbuzz's hb-subset keeps the shaping rules those letters need,
 * so joined forms and ligatures render as in the full face. The same ranges are the face's
 * `unicode-range` in `fonts.css`: a character outside them falls back to the system's face
 * whole, never mid-word.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { arabicFace } from "../app/styles/arabic-face";

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve(arabicFace.source));

let text = "";
for (const [from, to] of arabicFace.ranges) {
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
}

const started = performance.now();
const subset = await subsetFont(source, text, {
  targetFormat: "woff2",
  variationAxes: { wght: arabicFace.weights },
});
const outDir = join(import.meta.dirname, "..", "app", "styles", "generated");
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, arabicFace.file), subset);
console.log(
  `build-fonts: ${arabicFace.file}, ${(subset.length / 1000).toFixed(1)} KB from ${(source.length / 1000).toFixed(1)} KB ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
