import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { photoFixture } from "../tests/support/photo-fixture";

/** What a build of the project needs, and bench/ for the SPA baseline. */
const copied = [
  "app",
  "bench",
  "cms",
  "content",
  "lib",
  "public",
  "scripts",
  "server",
  "package.json",
  "tsconfig.json",
  "react-router.config.ts",
  "vite.config.ts",
];

/** The sector whose hero slot gets the photo, and the file it is uploaded as. */
export const photoSector = "horeca";
const photoFile = "bench-hero.jpg";

/**
 * A copy of the project in a folder of its own under the system's temporary folder, with a
 * camera-sized photo (6000 × 4000 JPEG, as an editor would upload it through the CMS) in
 * `content/media/` and in the `photoSector` hero slot of `content/media.yaml`, so
 * `npm run build` there takes it through the image pipeline into that copy's `build/`;
 * the repository's content and builds stay untouched. Generated art and the CMS bundle are
 * left out (the copy's build makes them). Returns the copy's folder; the caller removes it.
 */
export async function photoProject(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "bench-photo-"));
  for (const name of copied) {
    if (!existsSync(name)) continue;
    cpSync(name, join(root, name), {
      recursive: true,
      filter: (src) => !/[\\/]public[\\/](art|admin)$/.test(src),
    });
  }
  symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"));
  await photoFixture(join(root, "content", "media", photoFile), 6000, 4000);
  const mediaFile = join(root, "content", "media.yaml");
  const media = parse(readFileSync(mediaFile, "utf8"));
  media.sectors[photoSector].photo = `/media/${photoFile}`;
  writeFileSync(mediaFile, stringify(media));
  return root;
}
