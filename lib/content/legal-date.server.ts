import { fileChangedDay } from "./changed-day.server";

/**
 * The effective date of a legal page (issue 29): the day its file was last changed in git,
 * else `updated` (the date the CMS sets, `YYYY-MM-DD`) when the build has no git history for
 * it (an archive, a shallow copy), else the file's modification day, else (a locale without
 * its own file, shown in English) the build's day. Returns `YYYY-MM-DD`.
 */
export function legalEffectiveDate(file: string, updated?: string): string {
  return fileChangedDay(file, updated);
}
