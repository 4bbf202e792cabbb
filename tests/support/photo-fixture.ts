import sharp from "sharp";

/**
 * Writes a photo-like JPEG of `width` × `height` to `file` (as a camera would: quality 90):
 * broad gradients and soft shapes with fine grain, so encoders face a photo's mix of smooth
 * areas and detail rather than flat colour or pure noise.
 */
export async function photoFixture(file: string, width: number, height: number): Promise<void> {
  const scale = 8;
  const w = Math.ceil(width / scale);
  const h = Math.ceil(height / scale);
  const pixels = Buffer.alloc(w * h * 3);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const wave = Math.sin(x / 37) * Math.cos(y / 23) * 40;
      const grain = (random() - 0.5) * 24;
      pixels[i] = clamp(90 + (x / w) * 120 + wave + grain);
      pixels[i + 1] = clamp(70 + (y / h) * 110 - wave + grain);
      pixels[i + 2] = clamp(140 - (x / w) * 60 + wave / 2 + grain);
    }
  }
  await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .jpeg({ quality: 90 })
    .toFile(file);
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}
