/**
 * Builds the site's artwork into `public/art/` before `react-router build` (and `dev`):
 * the delivery-routes map, six sector compositions and six gallery panels; and the art
 * sprite of the below-the-fold drawings (the partner logos) into
 * `app/components/art/generated/`, which Vite content-hashes into `assets/` (issue 33). It
 * runs only at build time, so none of the map or drawing code reaches the browser.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { optimize } from "svgo";
import { artSizes } from "../app/components/art/art-files";
import { partnerDrawings } from "../app/content/partners";
import { galleryPanels } from "../lib/content/keys";
import { sectorSlugs } from "../lib/i18n/paths";
import { galleryArt } from "./art/gallery";
import { routesMap } from "./art/map";
import { sectorArt } from "./art/sectors";
import { svgSprite } from "./art/sprite";

const outDir = join(import.meta.dirname, "..", "public", "art");
mkdirSync(outDir, { recursive: true });

const files: [string, string][] = [
  ["world-routes", routesMap(artSizes.map.width, artSizes.map.height)],
  ...sectorSlugs.map((slug): [string, string] => [`sector-${slug}`, sectorArt(slug)]),
  ...galleryPanels.map((panel): [string, string] => [`gallery-${panel}`, galleryArt(panel)]),
];
// SVGO's default preset writes the same drawing in fewer bytes (relative path commands,
// shortest number forms, merged attributes): the map, on the home and missions heroes, goes
// from 26 to 8.5 KB Brotli (issue 17).
let before = 0;
let after = 0;
for (const [name, svg] of files) {
  const optimized = optimize(svg, { multipass: true }).data;
  before += svg.length;
  after += optimized.length;
  writeFileSync(join(outDir, `${name}.svg`), optimized);
}
console.log(
  `build-art: ${files.length} SVG files in public/art/, ${Math.round(after / 1000)} KB (SVGO, from ${Math.round(before / 1000)} KB)`,
);

// Not through SVGO: its default preset drops the symbols' ids, which no element of the file
// itself references. The `simple-icons` paths come already minified.
const spriteDir = join(import.meta.dirname, "..", "app", "components", "art", "generated");
mkdirSync(spriteDir, { recursive: true });
const sprite = svgSprite(
  partnerDrawings().map(({ symbol, path }) => ({
    id: symbol,
    viewBox: "0 0 24 24",
    body: `<path d="${path}"/>`,
  })),
);
writeFileSync(join(spriteDir, "art-sprite.svg"), sprite);
console.log(`build-art: art sprite, ${Math.round(sprite.length / 1000)} KB`);
