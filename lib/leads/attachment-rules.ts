/**
 * The quote form's file rules both sides share (issue 30): the multipart field, the caps
 * and the picker's `accept` list. The server decides each file's type by its bytes
 * (server/uploads/attachment-types.ts); `accept` only helps the browser's picker.
 */

/** The multipart field that carries the files, repeated once per file. */
export const attachmentField = "attachments";

/** Files per lead, bytes per file (10 MB) and bytes of all of a lead's files (25 MB). */
export const attachmentLimits = {
  files: 5,
  fileBytes: 10 * 1024 * 1024,
  totalBytes: 25 * 1024 * 1024,
} as const;

/**
 * The files a lead may carry (issue 30): what buyers' procurement portals take, by kind and
 * media type. The server decides each file's kind by its bytes, never its name or declared
 * type (server/uploads/attachment-types.ts); the inbox names a file's type by its kind.
 */
export const attachmentTypes = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  csv: "text/csv",
  dxf: "image/vnd.dxf",
  dwg: "image/vnd.dwg",
  step: "model/step",
} as const;

/** A kind of file a lead may carry. */
export type AttachmentKind = keyof typeof attachmentTypes;

/** The kinds of file a lead may carry, in the order of `attachmentTypes`. */
export const attachmentKinds = Object.keys(attachmentTypes) as AttachmentKind[];

/** The kind of a stored file's media type; null for a type not (or no longer) accepted. */
export function attachmentKindOf(type: string): AttachmentKind | null {
  return attachmentKinds.find((kind) => attachmentTypes[kind] === type) ?? null;
}

/**
 * The picker's `accept` list: the extensions of the accepted types. HEIC is not among them
 * (see `AttachmentProblem` `heic_image`): an iPhone's Safari then hands the page its
 * photos as JPEG, converting them as it does for any page that does not ask for HEIC.
 */
export const attachmentAccept = ".pdf,.jpg,.jpeg,.png,.webp,.xlsx,.docx,.csv,.dxf,.dwg,.step,.stp";

/**
 * Why a post's files were refused, each naming the file: over 10 MB (`file_too_large`),
 * past the 25 MB of a lead (`files_too_large`), a sixth file (`too_many_files`), bytes
 * that are none of the accepted types (`file_type`), or a HEIC/HEIF photo (`heic_image`):
 * its metadata (GPS position, camera serial) cannot be removed here, since sharp's
 * libvips is built without an HEVC decoder, and a photo is never stored with its position
 * (issue 30); the visitor is asked for a JPEG instead.
 */
export type AttachmentProblem =
  "file_too_large" | "files_too_large" | "too_many_files" | "file_type" | "heic_image";
