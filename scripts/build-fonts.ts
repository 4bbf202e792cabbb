/**
 * Cuts the site's web fonts into `app/styles/generated/` before `react-router build` (and
 * `dev`), as `app/styles/faces.ts` lists them: each face keeps its script's code points,
 * the weights the design sets and the OpenType features it uses (issues 7 and 17: fonts
 * subset to what each locale uses; every byte before the first paint counts on a slow
 * phone). harfbuzz's hb-subset (`subset-font`) keeps the shaping rules the kept characters
 * need, so joined forms, ligatures and kerning render as in the full face. A face's ranges
 * are its `unicode-range` in `fonts.css`: a character outside them falls to the next face
 * of the stack, whole, never a missing glyph.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { faces, type Face } from "../app/styles/faces";

const require = createRequire(import.meta.url);
const outDir = join(import.meta.dirname, "..", "app", "styles", "generated");
mkdirSync(outDir, { recursive: true });

/**
 * The cutting code, subset-font and the harfbuzz build it loads: another version may cut
 * differently, so its cuts are made again.
 */
const subsetFontMain = require.resolve("subset-font");
const cutter = createHash("sha256")
  .update(readFileSync(subsetFontMain))
  .update(
    readFileSync(createRequire(subsetFontMain).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")),
  )
  .digest("hex");

/**
 * A cut file is made again only when its source file, its entry in `faces.ts` or the
 * cutting code changed (a SHA-256 of the three, kept beside the file as `<file>.sha256`):
 * the build, `dev`, the CMS and every project copy a test builds (which copies `app/`)
 * run this script, and cutting the whole Inter takes seconds of CPU.
 */
function cutKey(source: Buffer, face: Face): string {
  return createHash("sha256")
    .update(source)
    .update(JSON.stringify(face))
    .update(cutter)
    .digest("hex");
}

const started = performance.now();
const report = await Promise.all(
  Object.values(faces).map(async (face: Face) => {
    const source = readFileSync(require.resolve(face.source));
    const key = cutKey(source, face);
    const [file, keyFile] = [join(outDir, face.file), join(outDir, `${face.file}.sha256`)];
    if (existsSync(file) && existsSync(keyFile) && readFileSync(keyFile, "utf8") === key) {
      return `${face.file} ${(readFileSync(file).length / 1000).toFixed(1)} KB (unchanged)`;
    }
    let text = "";
    for (const [from, to] of face.ranges) {
      for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
    }
    const subset = await subsetFont(source, text, {
      targetFormat: "woff2",
      variationAxes: { wght: face.weights, ...face.pinnedAxes },
      ...(face.features ? { keepFeatures: [...face.features] } : {}),
    });
    writeFileSync(file, subset);
    writeFileSync(keyFile, key);
    return `${face.file} ${(subset.length / 1000).toFixed(1)} KB (from ${(source.length / 1000).toFixed(1)})`;
  }),
);
console.log(`build-fonts: ${report.join(", ")} in ${Math.round(performance.now() - started)} ms`);
