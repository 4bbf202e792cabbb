import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname } from "node:path";

/**
 * The day `file` last changed, `YYYY-MM-DD`: its last commit's day in git (when it has no
 * uncommitted change), else `recorded` (a date the CMS keeps, `YYYY-MM-DD`) when the build
 * has no git history for it (an archive, a shallow copy), else the file's modification
 * day, else (a file that does not exist) the build's day. Used for the legal pages'
 * effective date (issue 29) and the sitemap's `lastmod` of collection pages (issue 27).
 */
export function fileChangedDay(file: string, recorded?: string): string {
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
  if (recorded) return recorded;
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
