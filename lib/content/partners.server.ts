import { ContentError, contentPath, displayPath, readYaml, zodIssues } from "./files.server";
import { partnersSchema, type Partners } from "./schemas/partners";

/**
 * The partner carousel's companies, `content/partners.yaml` (issue 19), validated.
 * @throws ContentError naming the file and field when the file is missing or invalid.
 */
export function loadPartners(): Partners["partners"] {
  const file = contentPath("partners.yaml");
  const raw = readYaml(file);
  if (raw === undefined)
    throw new ContentError([{ file: displayPath(file), path: "", message: "missing" }]);
  const result = partnersSchema.safeParse(raw);
  if (!result.success) throw new ContentError(zodIssues(displayPath(file), result.error));
  return result.data.partners;
}
