import { describe, expect, test } from "vitest";
import { galleryPanels } from "@lib/content/keys";
import { sectorSlugs } from "@lib/i18n/paths";
import { artFile } from "~/components/art/art-files";
import type { ArtId } from "~/content/media";
import { builtFile, servedSize } from "./page-resources";

/** docs/ART.md: each drawing at most 2.5 KB gzip (issue 21 keeps within today's largest, 2.4 KB). */
const drawingGzipBudget = 2500;

const drawings: ArtId[] = [
  ...sectorSlugs.map((slug): ArtId => `sector-${slug}`),
  ...galleryPanels.map((panel): ArtId => `gallery-${panel}`),
];

describe("the built drawings (docs/ART.md)", () => {
  test.each(drawings)(
    "%s fits the byte budget, at its declared size, without script or text",
    (id) => {
      const { src, width, height } = artFile(id);
      const svg = builtFile(src).toString("utf8");
      expect(servedSize(src).gzip).toBeLessThanOrEqual(drawingGzipBudget);
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      // Mirrored in Arabic and read by no one: a drawing holds no words and runs no code.
      expect(svg).not.toMatch(/<(script|text|foreignObject)\b/);
      expect(svg).not.toMatch(/\bon[a-z]+=/);
    },
  );
});
