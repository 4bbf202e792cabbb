import sharp from "sharp";

/** A small valid PDF (one empty page), made here: no download. */
export function pdfFixture(): Buffer {
  const objects = [
    "1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj",
    "2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj",
    "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer <</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * A JPEG photo that carries EXIF with a GPS position (Guangzhou) and a camera serial, as a
 * buyer's phone writes one: what the server must strip.
 */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD2: { BodySerialNumber: "SN-0042-7781" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "23/1 7/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "113/1 15/1 0/1",
      },
    })
    .toBuffer();
}

/** A Windows executable's first bytes (MZ header and PE signature), to be named `spec.pdf`. */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}
