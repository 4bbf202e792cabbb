import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import sharp from "sharp";
import { heicToJpeg } from "../server/uploads/heic-to-jpeg";

/**
 * `npm run bench:heic` (issue 30): how long the server takes to turn an iPhone's 12 MP HEIC
 * photo (4032 × 3024) into the JPEG it stores (`heicToJpeg`: libheif in WebAssembly in a
 * worker thread, then sharp), BENCH_RUNS (3) times, and the longest the event loop waited
 * meanwhile (it must stay short: the decode runs off the server's thread), beside the
 * longest wait over 2 s of idling first (what the machine's load alone causes).
 * The photo is BENCH_HEIC when given, else made here: a 12 MP JPEG drawn by sharp, encoded
 * by `heif-enc` (Debian: `apt-get install libheif-examples`), which must then be on PATH.
 */
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dir = mkdtempSync(join(tmpdir(), "bench-heic-"));

/** A 12 MP photo-like HEIC (sky blue with grain), made with heif-enc; returns its path. */
function madeHeic(): Promise<string> {
  const jpeg = join(dir, "photo.jpg");
  const heic = join(dir, "photo.heic");
  const width = 4032;
  const height = 3024;
  return sharp({ create: { width, height, channels: 3, background: "#6a8caf" } })
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: "#808080",
            noise: { type: "gaussian", mean: 128, sigma: 12 },
          },
        },
        blend: "overlay",
      },
    ])
    .jpeg({ quality: 90 })
    .toFile(jpeg)
    .then(() => {
      try {
        execFileSync("heif-enc", ["-q", "50", "-p", "preset=ultrafast", "-o", heic, jpeg]);
      } catch (error) {
        throw new Error(
          "bench:heic needs heif-enc (apt-get install libheif-examples) or BENCH_HEIC=<a .heic file>",
          { cause: error },
        );
      }
      return heic;
    });
}

try {
  const source = process.env.BENCH_HEIC ?? (await madeHeic());
  // The loop's longest delay over 2 s of doing nothing: what the machine's load alone causes.
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  idle.disable();
  const times: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let size = { width: 0, height: 0 };
  delay.enable();
  for (let run = 0; run < runs; run++) {
    const copy = join(dir, `run-${run}.heic`);
    copyFileSync(source, copy);
    const started = performance.now();
    size = await heicToJpeg(copy);
    times.push(performance.now() - started);
  }
  delay.disable();
  const sorted = [...times].sort((a, b) => a - b);
  const megapixels = (size.width * size.height) / 1e6;
  console.log(
    `HEIC ${size.width} × ${size.height} (${megapixels.toFixed(1)} MP, ${(statSync(source).size / 2 ** 20).toFixed(1)} MB) → JPEG, ${runs} runs: ` +
      `median ${sorted[Math.floor(runs / 2)]!.toFixed(0)} ms, slowest ${sorted[runs - 1]!.toFixed(0)} ms; ` +
      `event loop's longest delay meanwhile ${(delay.max / 1e6).toFixed(0)} ms, ` +
      `${(idle.max / 1e6).toFixed(0)} ms idle ` +
      `(load average ${loadavg()[0]!.toFixed(1)})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
