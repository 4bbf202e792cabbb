import { createReadStream } from "node:fs";
import { copyFile, link, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { checkKey, UploadNotFoundError, type UploadStore } from "./upload-store";

/** Where the folder `dir` keeps the file of `key` (the layout below). */
export function folderPathOf(dir: string, key: string): string {
  const name = checkKey(key);
  const [prefix, hash] = name.includes("/") ? name.split("/") : ["", name];
  return join(resolve(dir), prefix!, hash!.slice(0, 2), hash!);
}

/**
 * Uploads in a local folder (`UPLOADS_DIR`, issue 30): `<dir>/<aa>/<sha256>`, the first two
 * hex digits as a sub-folder so no folder holds too many files. A file is copied to a
 * temporary name beside its place and renamed there, so a reader never sees half a file.
 * The folder must lie outside any served folder (start.ts checks it against `SITE_DIR`).
 */
export function folderUploadStore(dir: string): UploadStore {
  const root = resolve(dir);
  const pathOf = (key: string) => folderPathOf(root, key);
  const exists = async (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );
  return {
    location: root,
    async put(key, source) {
      const target = pathOf(key);
      if (await exists(target)) return false;
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      // A hard link when the temporary file is on the same disk; a copy elsewhere.
      await link(source, temporary).catch(() => copyFile(source, temporary));
      await rename(temporary, target);
      return true;
    },
    async open(key) {
      const path = pathOf(key);
      if (!(await exists(path))) throw new UploadNotFoundError(key);
      return createReadStream(path) as Readable;
    },
    has: (key) => exists(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    close() {
      // Nothing is held open between calls.
    },
  };
}
