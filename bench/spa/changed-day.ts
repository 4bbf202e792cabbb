/**
 * The SPA baseline's stand-in for `lib/content/changed-day.server.ts`: a browser has no git
 * history nor file dates, so a file's last change is the date the content records, else the
 * day the page is shown. Same export.
 */
export function fileChangedDay(_file: string, recorded?: string): string {
  return recorded ?? new Date().toISOString().slice(0, 10);
}
