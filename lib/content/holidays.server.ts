import { ContentError, contentPath, displayPath, readYaml, zodIssues } from "./files.server";
import { holidaysSchema, type Holidays } from "./schemas/holidays";

/**
 * The office's holidays and make-up working days, `content/holidays.yaml` (issue 31), validated.
 * @throws ContentError naming the file and field when the file is missing or invalid.
 */
export function loadHolidays(): Holidays {
  const file = contentPath("holidays.yaml");
  const raw = readYaml(file);
  if (raw === undefined)
    throw new ContentError([{ file: displayPath(file), path: "", message: "missing" }]);
  const result = holidaysSchema.safeParse(raw);
  if (!result.success) throw new ContentError(zodIssues(displayPath(file), result.error));
  return result.data;
}
