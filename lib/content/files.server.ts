import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { parseYaml } from "./issues";

export { ContentError, formatIssue, zodIssues, type ContentIssue } from "./issues";

/**
 * The content folder: `CONTENT_DIR` when set (tests build from a fixture copy), otherwise
 * `content/` in the working directory, the repository root for every npm script.
 */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), "content");
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
  return parseYaml(readFileSync(file, "utf8"), displayPath(file));
}

/** Whether `file` (a path from `contentPath`) exists, e.g. a photo `media.yaml` names. */
export function contentFileExists(file: string): boolean {
  return existsSync(file);
}

/** The names, without `.yaml` and sorted, of the YAML files in `dir`; none when it does not exist. */
export function yamlFileNames(dir: string): string[] {
  return contentFileNames(dir, ".yaml");
}

/**
 * The names, without `extension` (".md") and sorted, of the files in `dir` that end with it;
 * none when `dir` does not exist.
 */
export function contentFileNames(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length))
    .sort();
}

/** The text of `file` (a Markdown article), or `undefined` when it does not exist. */
export function readContentText(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** `join(contentDir(), ...parts)`. */
export function contentPath(...parts: string[]): string {
  return join(contentDir(), ...parts);
}
