import { readFileSync } from "node:fs";

/**
 * A real HEIC photo, 64 × 48 px, carrying EXIF with a GPS position (Guangzhou), the camera
 * serial `SN-0042-7781` and make `PhoneMaker`, as an iPhone's: tests/fixtures/heic/README.md
 * says how it was made.
 */
export function heicWithGps(): Buffer {
  return readFileSync(new URL("../fixtures/heic/photo-with-gps.heic", import.meta.url));
}

/**
 * `heicWithGps` whose header claims 10 000 × 10 000 pixels (both `ispe` boxes rewritten):
 * a decompression bomb's shape, 100 megapixels from 1 KB.
 */
export function heicClaiming100Megapixels(): Buffer {
  const bytes = heicWithGps();
  for (let at = bytes.indexOf("ispe"); at >= 0; at = bytes.indexOf("ispe", at + 1)) {
    bytes.writeUInt32BE(10_000, at + 8);
    bytes.writeUInt32BE(10_000, at + 12);
  }
  return bytes;
}

/**
 * The first bytes of a HEIC photo as an iPhone writes one (an ISO-BMFF `ftyp` box of brand
 * `heic`, compatible `mif1`, `heic`, which is how `file-type` knows it), then zeros: a HEIC
 * no decoder can open.
 */
export function damagedHeic(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from("ftypheic", "latin1"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mif1heic", "latin1"),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(2048)]);
}
