import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { ContentError } from "@lib/content/files.server";

/**
 * A throwaway copy of the repository's `content/` that a test may break or extend; set as
 * `CONTENT_DIR` while the test runs, so the loaders read it instead of the real one.
 */
export function contentCopy() {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  const dir = join(root, "content");
  cpSync(join(process.cwd(), "content"), dir, { recursive: true });
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  return {
    dir,
    /** Rewrites the YAML file at `path` (under content/) with `change` applied to its data. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test edits reach into any shape
    edit(path: string, change: (data: Record<string, any>) => void) {
      const file = join(dir, path);
      const data = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      change(data);
      writeFileSync(file, stringify(data));
    },
    write(path: string, text: string) {
      writeFileSync(join(dir, path), text);
    },
    remove() {
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * The message of the ContentError `run` throws (a content file refused where it is read);
 * throws when `run` succeeds or fails otherwise, so a test of a refusal cannot pass without one.
 */
export function contentErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("expected a ContentError");
}
