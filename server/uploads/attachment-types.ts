import { open } from "node:fs/promises";
import { isUtf8 } from "node:buffer";
import { fileTypeFromFile } from "file-type";

import { attachmentTypes, type AttachmentKind } from "../../lib/leads/attachment-rules";

export { attachmentTypes, type AttachmentKind } from "../../lib/leads/attachment-rules";

/** The kinds whose metadata (EXIF, GPS, camera serial) is stripped before storage (sharp). */
export const strippedImageKinds: readonly AttachmentKind[] = ["jpg", "png", "webp"];

/** How much of a text file is read to judge it: 64 KB. */
const textSampleBytes = 64 * 1024;

/**
 * The text formats a buyer sends drawings and lists in, judged by their bytes (our own
 * check, since `file-type` knows only binary signatures):
 * - STEP (ISO 10303-21): begins with `ISO-10303-21;`;
 * - DXF (AutoCAD's exchange format): binary DXF's sentinel `AutoCAD Binary DXF\r\n\x1a\0`,
 *   or ASCII DXF opening with group code 0 and `SECTION` (after optional 999 comments);
 * - CSV: UTF-8 text without NUL or other control characters but tab, CR and LF, from a
 *   file whose name ends in `.csv` (plain text is all the bytes can say of a CSV file;
 *   an executable or any binary file fails the text check whatever its name).
 * Returns the kind, or null.
 */
export function textKind(sample: Buffer, name: string, complete: boolean): AttachmentKind | null {
  const head = sample.subarray(0, 512).toString("latin1");
  if (head.startsWith("AutoCAD Binary DXF\r\n\x1a\0")) return "dxf";
  // A UTF-8 sample cut inside a character is fine: drop up to 3 trailing bytes.
  const text = sample.subarray(0, complete ? sample.length : utf8Boundary(sample));
  if (!isUtf8(text)) return null;
  const content = text.toString("utf8").replace(/^\uFEFF/, "");
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(content)) return null;
  if (content.startsWith("ISO-10303-21;")) return "step";
  if (/^(\s*999\r?\n[^\n]*\n)*\s*0\r?\n\s*SECTION\r?\n/.test(content)) return "dxf";
  if (/\.csv$/i.test(name) && content.trim() !== "") return "csv";
  return null;
}

/** The length of `sample` without a UTF-8 sequence cut at its end. */
function utf8Boundary(sample: Buffer): number {
  const end = sample.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = sample[end - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    if ((byte & 0xc0) === 0xc0) return end - back;
    break;
  }
  return end;
}

/**
 * A kind of file as received: one of `attachmentTypes`, or `"heic"` for a HEIC/HEIF photo
 * (an iPhone's), which is stored converted to JPEG (heic-to-jpeg.ts).
 */
export type ReceivedKind = AttachmentKind | "heic";

/**
 * The kind of the file at `path` (named `name` by the sender), decided by its bytes;
 * `"heic"` for a HEIC/HEIF image (still or sequence, as `file-type` knows them); null when
 * it is none of these (an executable named `spec.pdf` is null).
 */
export async function attachmentKind(path: string, name: string): Promise<ReceivedKind | null> {
  const detected = await fileTypeFromFile(path);
  if (detected) {
    if (detected.ext === "heic" || detected.mime.startsWith("image/heif")) return "heic";
    const kind = Object.entries(attachmentTypes).find(([, mime]) => mime === detected.mime)?.[0];
    return (kind as AttachmentKind | undefined) ?? null;
  }
  const file = await open(path);
  try {
    const sample = Buffer.alloc(textSampleBytes);
    const { bytesRead } = await file.read(sample, 0, textSampleBytes, 0);
    const { size } = await file.stat();
    return textKind(sample.subarray(0, bytesRead), name, bytesRead === size);
  } finally {
    await file.close();
  }
}
