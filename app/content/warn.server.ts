import { formatIssue, type ContentIssue } from "@lib/content/issues";

/** Prints content warnings (e.g. raw HTML removed from Markdown) to the build's log, one a line. */
export function warnContent(warnings: readonly ContentIssue[]): void {
  for (const warning of warnings) console.warn(`warning: ${formatIssue(warning)}`);
}
