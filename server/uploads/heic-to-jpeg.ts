import { createRequire } from "node:module";
import { rename } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { heicPixelLimit } from "../../lib/leads/attachment-rules";

/** A HEIC decode gives up after this long (ms): the file is then refused as unreadable. */
const decodeTimeoutMs = 60_000;

/** Why a HEIC/HEIF file was not converted: `unreadable` bytes or `too_large` a picture. */
export class HeicConversionError extends Error {
  constructor(
    readonly reason: "unreadable" | "too_large",
    message: string,
  ) {
    super(message);
    this.name = "HeicConversionError";
  }
}

/*
 * Runs in a worker thread: libheif (WebAssembly, through `heic-decode`) decodes in one
 * synchronous call that takes seconds for a 12 MP photo, which must not be the server's
 * thread; its memory is freed when the worker ends. The primary image's size is read
 * from the header first and a picture over the limit is refused before it is decoded.
 * libheif applies the HEIF rotation and mirror (irot, imir) to the pixels it returns.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const decode = require(workerData.module);
(async () => {
  const images = await decode.all({ buffer: readFileSync(workerData.path) });
  try {
    const { width, height } = images[0];
    if (width * height > workerData.pixelLimit) {
      parentPort.postMessage({ tooLarge: true, width, height });
      return;
    }
    const { data } = await images[0].decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

type WorkerAnswer =
  | { width: number; height: number; data: Uint8ClampedArray }
  | { tooLarge: true; width: number; height: number }
  | { error: string };

/** Decodes the HEIC/HEIF file at `path` to RGBA pixels in a worker thread. */
function decodeInWorker(path: string): Promise<{ width: number; height: number; data: Buffer }> {
  const module = createRequire(import.meta.url).resolve("heic-decode");
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { module, path, pixelLimit: heicPixelLimit },
      // libheif prints its decode errors; the refusal carries them, the server's log not.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new HeicConversionError("unreadable", `decoding took over ${decodeTimeoutMs} ms`));
    }, decodeTimeoutMs);
    let answered = false;
    worker.once("message", (answer: WorkerAnswer) => {
      answered = true;
      clearTimeout(timer);
      if ("error" in answer) reject(new HeicConversionError("unreadable", answer.error));
      else if ("tooLarge" in answer) {
        reject(
          new HeicConversionError(
            "too_large",
            `${answer.width} × ${answer.height} pixels is over ${heicPixelLimit}`,
          ),
        );
      } else {
        const { width, height, data } = answer;
        resolve({ width, height, data: Buffer.from(data.buffer, data.byteOffset, data.length) });
      }
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(new HeicConversionError("unreadable", error.message));
    });
    worker.once("exit", (code) => {
      clearTimeout(timer);
      if (!answered) reject(new HeicConversionError("unreadable", `decoder exited (${code})`));
    });
  });
}

/** One decode at a time in the whole process: each holds a full picture in memory. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Replaces the HEIC/HEIF photo at `path` (an iPhone's) with a JPEG of its primary image
 * (issue 30): decoded by libheif in WebAssembly off the event loop, one at a time,
 * upright (the HEIF rotation applied), then encoded by sharp with no metadata at all (no
 * EXIF, GPS position, camera serial or XMP is carried over: the pixels alone are).
 * Transparency, rare in a photo, is flattened on white.
 * Resolves with the picture's size in pixels.
 * @throws HeicConversionError `too_large` past `heicPixelLimit`, `unreadable` for bytes
 *   libheif cannot decode (a damaged file, a HEIF sequence without a still image).
 */
export function heicToJpeg(path: string): Promise<{ width: number; height: number }> {
  const run = queue.then(async () => {
    const { width, height, data } = await decodeInWorker(path);
    const jpeg = `${path}.jpg`;
    await sharp(data, { raw: { width, height, channels: 4 } })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90 })
      .toFile(jpeg);
    await rename(jpeg, path);
    return { width, height };
  });
  queue = run.catch(() => undefined);
  return run;
}
