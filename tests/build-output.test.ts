import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cdnHeadersFile } from "../server/postbuild/cdn-headers";
import { precompress } from "../server/postbuild/precompress";
import { securityOptions } from "../server/config";
import { pagePolicies } from "../server/page-policies";
import { fixtureSite } from "./site-fixture";

describe("precompress", () => {
  it("writes Brotli and gzip siblings that decode to the original, skipping fonts and tiny files", () => {
    const { siteDir } = fixtureSite();
    const script = `export const copy = ${JSON.stringify("Sourcing from Guangzhou. ".repeat(200))};`;
    writeFileSync(join(siteDir, "app.js"), script);
    writeFileSync(join(siteDir, "font.woff2"), Buffer.alloc(4096, 7));
    precompress(siteDir);
    expect(brotliDecompressSync(readFileSync(join(siteDir, "app.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(siteDir, "app.js.gz"))).toString()).toBe(script);
    expect(existsSync(join(siteDir, "font.woff2.br"))).toBe(false);
    expect(existsSync(join(siteDir, "index.html.br"))).toBe(false); // under 512 bytes
  });
});

describe("CDN _headers file", () => {
  it("gives each page its own CSP and caching once, and the API origin to connect-src", () => {
    const config = fixtureSite({ SITE_API_URL: "https://api.example.com/base" });
    const options = securityOptions(config);
    const file = cdnHeadersFile(pagePolicies(config.siteDir, options), options);
    const rules = new Map<string, string[]>();
    let current: string[] = [];
    for (const line of file.trimEnd().split("\n")) {
      if (!line.startsWith(" ")) rules.set(line, (current = []));
      else current.push(line.trim());
    }
    expect([...rules.keys()].sort()).toEqual(["/", "/*", "/404", "/404/", "/assets/*"]);
    expect(rules.get("/*")).toContain("x-content-type-options: nosniff");
    expect(rules.get("/*")?.some((line) => line.startsWith("content-security-policy"))).toBe(false);
    expect(rules.get("/assets/*")).toContain("cache-control: public, max-age=31536000, immutable");
    const home = rules.get("/")!.find((line) => line.startsWith("content-security-policy"))!;
    expect(home).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
    expect(home).toContain("connect-src 'self' https://api.example.com;");
    expect(home).not.toContain("unsafe-eval");
    expect(rules.get("/")).toContain("cache-control: no-cache");
  });
});
