import type { ProductCategory } from "../leads/schema";
import { ContentError, contentPath, displayPath, readYaml, zodIssues } from "./files.server";
import { sectorOwnersSchema } from "./schemas/sector-owners";

/**
 * The owners' sector-to-owner mapping, `content/sector-owners.yaml` (issue 31, item 3),
 * validated: each listed sector's owner e-mail, lower-cased as inbox accounts are.
 * @throws ContentError naming the file and entry when the file is missing or invalid (an
 *   unknown sector, a malformed e-mail, a sector listed twice).
 */
export function loadSectorOwners(): Partial<Record<ProductCategory, string>> {
  const file = contentPath("sector-owners.yaml");
  const raw = readYaml(file);
  if (raw === undefined)
    throw new ContentError([{ file: displayPath(file), path: "", message: "missing" }]);
  const result = sectorOwnersSchema.safeParse(raw);
  if (!result.success) throw new ContentError(zodIssues(displayPath(file), result.error));
  return Object.fromEntries(
    result.data.owners.map(({ sector, owner }) => [sector, owner.toLowerCase()]),
  );
}
