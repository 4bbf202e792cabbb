import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { parseDocument } from "yaml";
import type { z } from "zod";

/**
 * The content folder: `CONTENT_DIR` when set (tests build from a fixture copy), otherwise
 * `content/` in the working directory, the repository root for every npm script.
 */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), "content");
}

/** A problem in a content file, named as `content/pages/es/home.yaml: hero.title: required`. */
export interface ContentIssue {
  file: string;
  path: string;
  message: string;
}

/** Thrown when content cannot be used; its message lists every issue, one per line. */
export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(issues.map(formatIssue).join("\n"));
    this.name = "ContentError";
  }
}

/** `file: path: message`, the form every content error is printed in. */
export function formatIssue(issue: ContentIssue): string {
  return `${issue.file}: ${issue.path || "(file)"}: ${issue.message}`;
}

/** `absolute` as shown in messages: from the content folder's name, e.g. `content/facts.yaml`. */
export function displayPath(absolute: string): string {
  return relative(dirname(contentDir()), absolute) || absolute;
}

/**
 * The parsed YAML of `file`, or `undefined` when it does not exist.
 * @throws ContentError naming the file and line when the YAML is malformed.
 */
export function readYaml(file: string): unknown {
  if (!existsSync(file)) return undefined;
  const document = parseDocument(readFileSync(file, "utf8"), { prettyErrors: true });
  if (document.errors.length > 0) {
    throw new ContentError(
      document.errors.map((error) => ({
        file: displayPath(file),
        path: error.linePos ? `line ${error.linePos[0].line}` : "",
        message: error.message.split("\n")[0] ?? error.code,
      })),
    );
  }
  return document.toJS() ?? {};
}

/** The issues of a failed zod parse, attributed to `file`; a missing value reads "required". */
export function zodIssues(file: string, error: z.ZodError): ContentIssue[] {
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({
          file,
          path: [...issue.path, key].join("."),
          message: "unknown field (a misspelt name, or one this file type does not have)",
        }))
      : [
          {
            file,
            path: issue.path.join("."),
            message:
              issue.code === "invalid_type" && /received undefined/.test(issue.message)
                ? "required"
                : issue.message,
          },
        ],
  );
}

/** `join(contentDir(), ...parts)`. */
export function contentPath(...parts: string[]): string {
  return join(contentDir(), ...parts);
}
