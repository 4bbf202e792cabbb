/**
 * The build's first step (package.json "build"): validates every content file of every
 * locale and prints each problem as `file: field.path: message`; exits 1 on any. A field a
 * locale lacks is shown in English and printed as a warning; it fails the build too unless
 * `CONTENT_ALLOW_MISSING=1` (a preview build). Issue 14.
 */
import { checkContent } from "../../lib/content/check.server";
import { formatIssue } from "../../lib/content/files.server";

const allowMissing = process.env.CONTENT_ALLOW_MISSING === "1";
const started = performance.now();
const { errors, fallbacks, warnings, files } = checkContent();

for (const { file, path } of fallbacks) {
  console.warn(`content: warning: ${file}: ${path}: missing, shown in English`);
}
for (const issue of warnings) console.warn(`content: warning: ${formatIssue(issue)}`);
for (const issue of errors) console.error(`content: error: ${formatIssue(issue)}`);

const ms = Math.round(performance.now() - started);
if (errors.length > 0) {
  console.error(
    `content: ${errors.length} error(s) in ${files} valid file(s) checked; fix them before building.`,
  );
  process.exit(1);
}
if (fallbacks.length > 0 && !allowMissing) {
  console.error(
    `content: ${fallbacks.length} field(s) missing a translation; translate them, or build a preview with CONTENT_ALLOW_MISSING=1.`,
  );
  process.exit(1);
}
console.log(
  `content: ${files} files valid in ${ms} ms${fallbacks.length ? `, ${fallbacks.length} fallback(s)` : ""}`,
);
