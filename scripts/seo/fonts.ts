import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import decompress from "woff2-encoder/decompress";

const require = createRequire(import.meta.url);

/**
 * The site's self-hosted faces (ARCHITECTURE.md, "fonts"), by the unicode subsets the
 * preview titles need: Latin and Cyrillic from Inter, Arabic from Noto Sans Arabic.
 */
const faces = [
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
  "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2",
  "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
];

/**
 * Makes the site's fonts, and only them, visible to the text renderer (Pango, through
 * sharp/libvips): decompresses the WOFF2 files to TrueType (FreeType in libvips reads no
 * WOFF2) into a temporary folder and points fontconfig at it with `FONTCONFIG_FILE`, so
 * previews look the same on every machine and never fall back to a system font.
 * Must run before the first text is rendered. Returns the folder.
 */
export async function installSiteFonts(): Promise<string> {
  const dir = join(tmpdir(), `seo-fonts-${process.pid}`);
  const fontDir = join(dir, "fonts");
  mkdirSync(fontDir, { recursive: true });
  await Promise.all(
    faces.map(async (face) => {
      const ttf = await decompress(readFileSync(require.resolve(face)));
      writeFileSync(join(fontDir, face.split("/").pop()!.replace(".woff2", ".ttf")), ttf);
    }),
  );
  const config = join(dir, "fonts.conf");
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fontDir}</dir>
  <cachedir>${join(dir, "cache")}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = config;
  return dir;
}
