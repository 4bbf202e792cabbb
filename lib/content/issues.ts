import { parseDocument } from "yaml";
import type { z } from "zod";

/** Content problems and YAML parsing, free of the file system (the browser may use them). */

/** A problem in a content file, named as `content/home/es/page.yaml: hero.title: required`. */
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

/**
 * The data of YAML `text` read from `file` (the name used in messages).
 * @throws ContentError naming the file and line when the YAML is malformed.
 */
export function parseYaml(text: string, file: string): unknown {
  const document = parseDocument(text, { prettyErrors: true });
  if (document.errors.length > 0) {
    throw new ContentError(
      document.errors.map((error) => ({
        file,
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
