import { stringLeaves } from "./leaves";
import {
  ContentError,
  contentFileExists,
  contentPath,
  displayPath,
  readYaml,
  zodIssues,
} from "./files.server";
import { mediaFileName, mediaFolder, mediaSchema, type MediaSlots } from "./schemas/media";

/**
 * The photos of the image slots, `content/media.yaml` (issue 19), validated, each named
 * photo present in `content/media/`.
 * @throws ContentError naming the file and field when the file is missing or invalid, or
 * names a photo that is not there.
 */
export function loadMedia(): MediaSlots {
  const file = contentPath("media.yaml");
  const raw = readYaml(file);
  if (raw === undefined)
    throw new ContentError([{ file: displayPath(file), path: "", message: "missing" }]);
  const result = mediaSchema.safeParse(raw);
  if (!result.success) throw new ContentError(zodIssues(displayPath(file), result.error));
  const missing = stringLeaves(result.data).filter(([, value]) => {
    const name = mediaFileName(value);
    return name !== undefined && !contentFileExists(contentPath(mediaFolder, name));
  });
  if (missing.length > 0) {
    throw new ContentError(
      missing.map(([path]) => ({
        file: displayPath(file),
        path,
        message: `no such photo in ${mediaFolder}/`,
      })),
    );
  }
  return result.data;
}
