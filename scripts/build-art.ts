/**
 * Builds the site's artwork into `public/art/` before `react-router build` (and `dev`):
 * the delivery-routes map, six sector compositions and six gallery panels. It runs only at
 * build time, so none of the map or drawing code reaches the browser.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { artSizes } from "../app/components/art/art-files";
import { galleryPanels } from "../lib/content/keys";
import { sectorSlugs } from "../lib/i18n/paths";
import { galleryArt } from "./art/gallery";
import { routesMap } from "./art/map";
import { sectorArt } from "./art/sectors";

const outDir = join(import.meta.dirname, "..", "public", "art");
mkdirSync(outDir, { recursive: true });

const files: [string, string][] = [
  ["world-routes", routesMap(artSizes.map.width, artSizes.map.height)],
  ...sectorSlugs.map((slug): [string, string] => [`sector-${slug}`, sectorArt(slug)]),
  ...galleryPanels.map((panel): [string, string] => [`gallery-${panel}`, galleryArt(panel)]),
];
for (const [name, svg] of files) writeFileSync(join(outDir, `${name}.svg`), svg);
console.log(`build-art: ${files.length} SVG files in public/art/`);
