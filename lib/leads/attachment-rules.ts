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
 * The most pixels a HEIC/HEIF photo may have: 50 megapixels, above an iPhone's 48 MP
 * (8064 × 6048). Its decoded pixels (4 bytes each, about 200 MB at the limit) are held
 * whole in memory, unlike the images sharp streams, so this decompression-bomb bound is
 * tighter than sharp's own (`limitInputPixels`, 268 MP); the server checks it from the
 * file's header before any pixel is decoded (server/uploads/heic-to-jpeg.ts).
 */
export const heicPixelLimit = 50_000_000;

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

/**
 * Media types leads were stored with before and are no longer: HEIC photos kept as sent
 * (with their metadata) before they were converted to JPEG on arrival. The inbox still
 * names them.
 */
export const formerAttachmentTypes = { heic: "image/heic" } as const;

/** A kind of file the inbox names: one a lead may carry, or one of `formerAttachmentTypes`. */
export type ShownAttachmentKind = AttachmentKind | keyof typeof formerAttachmentTypes;

/** The kinds the inbox names, in the order of `attachmentTypes` then `formerAttachmentTypes`. */
export const shownAttachmentKinds = [
  ...attachmentKinds,
  ...(Object.keys(formerAttachmentTypes) as (keyof typeof formerAttachmentTypes)[]),
] as ShownAttachmentKind[];

/** The kind of a stored file's media type; null for a type never accepted. */
export function attachmentKindOf(type: string): ShownAttachmentKind | null {
  const types: Record<ShownAttachmentKind, string> = {
    ...attachmentTypes,
    ...formerAttachmentTypes,
  };
  return shownAttachmentKinds.find((kind) => types[kind] === type) ?? null;
}

/**
 * The picker's `accept` list: the extensions of the accepted types, HEIC/HEIF included
 * (the server stores such a photo as a JPEG without metadata). Asked for HEIC, an
 * iPhone's Safari hands the page its photos as taken instead of converting them.
 */
export const attachmentAccept =
  ".pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,.xlsx,.docx,.csv,.dxf,.dwg,.step,.stp";

/**
 * Why a post's files were refused, each naming the file: over 10 MB (`file_too_large`),
 * past the 25 MB of a lead (`files_too_large`), a sixth file (`too_many_files`), bytes
 * that are none of the accepted types (`file_type`), a HEIC/HEIF photo that cannot be
 * decoded (`heic_unreadable`: it could not be converted to a JPEG without its metadata,
 * and a photo is never stored with its GPS position, issue 30) or one over 50 megapixels
 * (`image_too_large`, server/uploads/heic-to-jpeg.ts).
 */
export type AttachmentProblem =
  | "file_too_large"
  | "files_too_large"
  | "too_many_files"
  | "file_type"
  | "heic_unreadable"
  | "image_too_large";
