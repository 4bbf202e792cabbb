import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesBelow } from "../site-files";

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const compressible = /\.(html|js|mjs|css|svg|json|data|txt|xml|webmanifest)$/;

/** Below this size a compressed copy saves less than its extra headers cost (bytes). */
const minimumBytes = 512;

/**
 * Writes `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9) beside every
 * compressible file of `siteDir` at build time, so the server (`@fastify/static`
 * `preCompressed`) and CDNs that honour precompressed siblings send them by
 * `Accept-Encoding` without compressing per request. A copy that is not smaller is not
 * written. Returns the bytes before and after Brotli, for the build log.
 */
export function precompress(siteDir: string): { files: number; raw: number; brotli: number } {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of filesBelow(siteDir)) {
    if (!compressible.test(file)) continue;
    const path = join(siteDir, file);
    const content = readFileSync(path);
    if (content.length < minimumBytes) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    files += 1;
    raw += content.length;
    brotli += Math.min(br.length, content.length);
  }
  return { files, raw, brotli };
}
