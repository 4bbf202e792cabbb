import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { photoFixture } from "../tests/support/photo-fixture";
import { copyProject } from "../tests/support/project-copy";

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
  // bench/ too: the SPA baseline builds from it.
  const root = copyProject("bench-photo-", ["bench"]);
  await photoFixture(join(root, "content", "media", photoFile), 6000, 4000);
  const mediaFile = join(root, "content", "media.yaml");
  const media = parse(readFileSync(mediaFile, "utf8"));
  media.sectors[photoSector].photo = `/media/${photoFile}`;
  writeFileSync(mediaFile, stringify(media));
  return root;
}
