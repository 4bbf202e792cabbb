import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { cdnHeadersFile } from "./postbuild/cdn-headers";
import { inlineCriticalCss } from "./postbuild/critical-css";
import { precompress } from "./postbuild/precompress";
import { loadConfig, securityOptions } from "./config";
import { pagePolicies } from "./page-policies";

/**
 * Post-build step of `npm run build`: inlines each page's critical CSS
 * (`postbuild/critical-css.ts`; first, since the pages' CSP hashes and compressed copies
 * come from the final HTML), writes `build/client/_headers` (the CDN copy of the
 * server's security and caching headers, per-page CSP hashes included) and the Brotli and
 * gzip siblings of every text file. `SITE_API_URL` and `HSTS_MAX_AGE` are read as the server
 * reads them.
 */
const config = loadConfig();
const options = securityOptions(config);
const css = await inlineCriticalCss(config.siteDir);
console.log(
  `Critical CSS: ${css.pages} pages, on average ${(css.inlined / 1024).toFixed(1)} KiB inline of the ${(css.linked / 1024).toFixed(1)} KiB stylesheet`,
);
writeFileSync(
  join(config.siteDir, "_headers"),
  cdnHeadersFile(pagePolicies(config.siteDir, options), options),
);
const { files, raw, brotli } = precompress(config.siteDir);
console.log(
  `Precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB → ${(brotli / 1024).toFixed(0)} KiB Brotli; wrote _headers`,
);
