import { parseYaml } from "../../lib/content/issues";

export { ContentError, formatIssue, zodIssues, type ContentIssue } from "../../lib/content/issues";

/**
 * The SPA baseline's stand-in for `lib/content/files.server.ts`: a client-rendered site
 * ships its copy in the bundle and reads it in the browser, so every content file is
 * bundled as text and parsed there. Same exports, no file system.
 */
const texts = import.meta.glob<string>("../../content/**/*.{yaml,md}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The other files of the content folder (photos), by name only: their bytes are not needed. */
const otherFiles = new Set(
  Object.keys(import.meta.glob("../../content/**/*.{jpg,jpeg,png,webp}", { query: "?url" })),
);

export function contentFileExists(file: string): boolean {
  return otherFiles.has(`../../${file}`) || `../../${file}` in texts;
}

export function contentDir(): string {
  return "content";
}

export function displayPath(file: string): string {
  return file;
}

export function contentPath(...parts: string[]): string {
  return ["content", ...parts].join("/");
}

export function readYaml(file: string): unknown {
  const text = texts[`../../${file}`];
  return text === undefined ? undefined : parseYaml(text, file);
}

export function yamlFileNames(dir: string): string[] {
  return contentFileNames(dir, ".yaml");
}

export function contentFileNames(dir: string, extension: string): string[] {
  const prefix = `../../${dir}/`;
  return Object.keys(texts)
    .filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes("/"))
    .filter((key) => key.endsWith(extension))
    .map((key) => key.slice(prefix.length, -extension.length))
    .sort();
}

export function readContentText(file: string): string | undefined {
  return texts[`../../${file}`];
}
