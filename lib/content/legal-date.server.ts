import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname } from "node:path";

/**
 * The effective date of a legal page (issue 29): the day its file was last changed in git,
 * else `updated` (the date the CMS sets, `YYYY-MM-DD`) when the build has no git history for
 * it (an archive, a shallow copy), else the file's modification day, else (a locale without
 * its own file, shown in English) the build's day. Returns `YYYY-MM-DD`.
 */
export function legalEffectiveDate(file: string, updated?: string): string {
  try {
    const committed = execFileSync("git", ["log", "-1", "--format=%cs", "--", file], {
      cwd: dirname(file),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(committed) && !changedSinceCommit(file)) return committed;
  } catch {
    // Not a git checkout, or git missing: fall back below.
  }
  if (updated) return updated;
  const day = existsSync(file) ? statSync(file).mtime : new Date();
  return day.toISOString().slice(0, 10);
}

/** True when `file` has uncommitted changes (then git's date is not its last change). */
function changedSinceCommit(file: string): boolean {
  const status = execFileSync("git", ["status", "--porcelain", "--", file], {
    cwd: dirname(file),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return status.trim() !== "";
}
