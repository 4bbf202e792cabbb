import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { rename, stat } from "node:fs/promises";
import sharp from "sharp";
import { AttachmentRefusedError } from "./attachment-limits";
import {
  attachmentKind,
  attachmentTypes,
  strippedImageKinds,
  type ReceivedKind,
} from "./attachment-types";
import { HeicConversionError, heicToJpeg } from "./heic-to-jpeg";
import type { Attachment } from "./attachment";
import type { Scanner } from "./clamd-scanner";
import type { ReceivedFile } from "./receive-multipart";
import type { UploadStore } from "./upload-store";

/** SHA-256 of the file at `path`, hex, read as a stream. */
async function hashFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Rewrites the image at `path` without its metadata (EXIF with the GPS position and the
 * camera's serial, XMP, IPTC, comments): sharp keeps none unless asked, and the EXIF
 * orientation is applied to the pixels first so the picture stays upright.
 */
async function stripMetadata(path: string, format: "jpeg" | "png" | "webp"): Promise<void> {
  const clean = `${path}.clean`;
  await sharp(path, { failOn: "error" }).rotate().toFormat(format).toFile(clean);
  await rename(clean, path);
}

/** The name a HEIC photo is stored under once converted: `IMG_0042.HEIC` → `IMG_0042.jpg`. */
export function convertedName(name: string): string {
  return `${name.replace(/\.[^.]*$/, "") || "photo"}.jpg`;
}

/**
 * Checks each received file's type by its bytes, refusing the first that is none of
 * `attachmentTypes` nor HEIC (`AttachmentRefusedError` `file_type`, naming it), and
 * converts each HEIC/HEIF photo to a JPEG without metadata in place (`heicToJpeg`),
 * refusing one that cannot be decoded (`heic_unreadable`) or is over 50 megapixels
 * (`image_too_large`): nothing is stored until every file passed. Returns each file's kind
 * as received; `storeAttachments` does the rest.
 */
export async function checkAttachmentTypes(
  files: readonly ReceivedFile[],
): Promise<ReceivedKind[]> {
  const kinds: ReceivedKind[] = [];
  for (const file of files) {
    const kind = await attachmentKind(file.path, file.name);
    if (!kind) throw new AttachmentRefusedError("file_type", file.name);
    kinds.push(kind);
  }
  for (const [index, file] of files.entries()) {
    if (kinds[index] !== "heic") continue;
    try {
      await heicToJpeg(file.path);
    } catch (error) {
      if (!(error instanceof HeicConversionError)) throw error;
      const problem = error.reason === "too_large" ? "image_too_large" : "heic_unreadable";
      throw new AttachmentRefusedError(problem, file.name);
    }
  }
  return kinds;
}

/** What storing a lead's files did: the records, and the keys put now (to undo). */
export interface StoredFiles {
  attachments: Attachment[];
  /** Keys of files that were not in the store before: deleted again if the lead is not stored. */
  added: string[];
}

/**
 * Stores a lead's files (issue 30) once their types passed (`checkAttachmentTypes`):
 * images (JPEG, PNG, WebP) lose their metadata, a HEIC photo (already converted) is
 * stored as `<its name>.jpg` of type image/jpeg, each file is scanned by clamd when
 * `scan` is given (an infected one is kept under `quarantine/`, never delivered), then put
 * in `uploads` under the SHA-256 of its stored bytes. A file already there is not put again.
 * @throws the scanner's or the store's error: the lead must then not be acknowledged.
 */
export async function storeAttachments(
  files: readonly ReceivedFile[],
  kinds: readonly ReceivedKind[],
  uploads: UploadStore,
  scan: Scanner | null,
): Promise<StoredFiles> {
  const attachments: Attachment[] = [];
  const added: string[] = [];
  for (const [index, file] of files.entries()) {
    const kind = kinds[index] === "heic" ? "jpg" : kinds[index]!;
    if (kinds[index] !== "heic" && strippedImageKinds.includes(kind)) {
      await stripMetadata(file.path, kind === "jpg" ? "jpeg" : (kind as "png" | "webp"));
    }
    const verdict = scan ? await scan(file.path) : { infected: false as const };
    const sha256 = await hashFile(file.path);
    const { size } = await stat(file.path);
    const storageKey = verdict.infected ? `quarantine/${sha256}` : sha256;
    if (await uploads.put(storageKey, file.path, size)) added.push(storageKey);
    attachments.push({
      id: randomUUID(),
      name: kinds[index] === "heic" ? convertedName(file.name) : file.name,
      type: attachmentTypes[kind],
      size,
      sha256,
      storageKey,
      threat: verdict.infected ? verdict.threat : null,
    });
  }
  return { attachments, added };
}

/**
 * Deletes from `uploads` the files of `keys` (returned by an erase or purge: no lead
 * names them any more). Returns how many were deleted.
 */
export async function deleteFiles(uploads: UploadStore, keys: readonly string[]): Promise<number> {
  for (const key of keys) await uploads.delete(key);
  return keys.length;
}
