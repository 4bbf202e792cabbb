import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { cdnHeadersFile } from "./postbuild/cdn-headers";
import { precompress } from "./postbuild/precompress";
import { removeSpaFallback } from "./postbuild/spa-fallback";
import { loadConfig, securityOptions } from "./config";
import { pagePolicies } from "./page-policies";

/**
 * Post-build step of `npm run build`: removes React Router's unused SPA shell
 * (`__spa-fallback.html`, no page of the site), then writes `build/client/_headers` (the CDN copy of the
 * server's security and caching headers, per-page CSP hashes included) and the Brotli and
 * gzip siblings of every text file. `SITE_API_URL` and `HSTS_MAX_AGE` are read as the server
 * reads them.
 */
const config = loadConfig();
const options = securityOptions(config);
const removed = removeSpaFallback(config.siteDir);
writeFileSync(
  join(config.siteDir, "_headers"),
  cdnHeadersFile(pagePolicies(config.siteDir, options), options),
);
const { files, raw, brotli } = precompress(config.siteDir);
console.log(
  `Precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB → ${(brotli / 1024).toFixed(0)} KiB Brotli; wrote _headers${removed.length ? `; removed ${removed.join(", ")}` : ""}`,
);
