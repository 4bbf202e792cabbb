import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test, type APIResponse } from "@playwright/test";
import { watchConsole, waitForPageLoad } from "./console";

/**
 * Security and caching headers over every kind of response the server gives (issue 9):
 * a page of each route type, a 404, a hashed asset, route data, and the health endpoint.
 * The expected values are written out here, so weakening one fails a test.
 */
const pages = ["/", "/en", "/ar", "/ru/horeca", "/es/business-missions", "/en/privacy"];
const notFound = "/ar/no-such-page";

function asset(html: string, extension: "woff2" | "js" | "css"): string {
  const match = html.match(new RegExp(`"(/assets/[\\w.-]+\\.${extension})"`));
  if (!match?.[1]) throw new Error(`no .${extension} asset linked from the page`);
  return match[1];
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  }
  const csp = Object.fromEntries(
    (headers["content-security-policy"] ?? "").split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["form-action"]).toEqual(["'self'"]);
  expect(csp["script-src"]?.[0]).toBe("'self'");
  // Inline-script hashes, and WebAssembly for the site search's Pagefind (issue 27).
  for (const source of csp["script-src"]?.slice(1) ?? []) {
    expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$|^'wasm-unsafe-eval'$/);
  }
}

/** The hashes a browser computes for the inline scripts of `html` (CSP Level 3 §8.2). */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]+?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`,
  );
}

test.describe("security headers", () => {
  for (const path of [...pages, notFound]) {
    test(`${path}: full set, and a CSP admitting exactly the page's inline scripts`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(path === notFound ? 404 : 200);
      expectSecurityHeaders(response);
      const csp = response.headers()["content-security-policy"] ?? "";
      const scriptSources = csp.match(/script-src ([^;]+)/)?.[1] ?? "";
      const html = await response.text();
      // Islands load from files: the only inline scripts are JSON-LD data blocks.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/);
      const inline = inlineScriptSources(html);
      const sources = scriptSources.split(" ").slice(1);
      expect(sources.filter((source) => source !== "'wasm-unsafe-eval'").sort()).toEqual(
        [...new Set(inline)].sort(),
      );
      // A page with the header's search field admits WebAssembly for Pagefind (issue 27).
      expect(sources.includes("'wasm-unsafe-eval'")).toBe(
        html.includes('data-island="site-search"'),
      );
    });
  }

  test("assets, route data, health and API errors carry the set too", async ({ request }) => {
    const html = await (await request.get("/en")).text();
    // The site's stylesheet (linked after the first screen, issue 33), a preloaded font, a script.
    for (const path of [
      asset(html, "css"),
      asset(html, "woff2"),
      asset(html, "js"),
      "/en/horeca.data",
      "/healthz",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
    }
    const apiMiss = await request.post("/api/no-such-endpoint", { data: {} });
    expect(apiMiss.status()).toBe(404);
    expectSecurityHeaders(apiMiss);
  });

  test("the browser enforces the CSP: the page hydrates, an injected inline script is refused", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto("/en/horeca");
    await waitForPageLoad(page);
    const violations = () => console.messages.filter((m) => m.includes("Content Security Policy"));
    expect(violations()).toEqual([]);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return "__injected" in window;
    });
    expect(ran).toBe(false);
    expect(violations()).toHaveLength(1);
  });
});

test.describe("caching", () => {
  test("hashed assets are cached for a year, immutable", async ({ request }) => {
    const html = await (await request.get("/en")).text();
    for (const path of [asset(html, "woff2"), asset(html, "js")]) {
      const response = await request.get(path);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  for (const path of pages) {
    test(`${path} revalidates: no-cache, ETag and Last-Modified, 304 on a match`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["cache-control"]).toBe("no-cache");
      expect(headers.etag).toBeTruthy();
      expect(headers["last-modified"]).toBeTruthy();
      const byTag = await request.get(path, { headers: { "if-none-match": headers.etag! } });
      expect(byTag.status()).toBe(304);
      expect(await byTag.body()).toHaveLength(0);
      const byDate = await request.get(path, {
        headers: { "if-modified-since": headers["last-modified"]! },
      });
      expect(byDate.status()).toBe(304);
      const stale = await request.get(path, { headers: { "if-none-match": '"stale"' } });
      expect(stale.status()).toBe(200);
    });
  }

  test("a 404 is never answered 304, whatever validator comes with it", async ({ request }) => {
    const first = await request.get(notFound);
    const again = await request.get(notFound, {
      headers: { "if-none-match": first.headers().etag ?? "*" },
    });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain("<h1");
  });
});

test.describe("compression and HEAD", () => {
  test("Brotli, gzip or identity by Accept-Encoding, the same bytes once decoded", async ({
    request,
  }) => {
    const html = await (await request.get("/en")).text();
    // The page's largest script: the smallest ones are under the size worth compressing.
    const scripts = [...html.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]!);
    const sizes = await Promise.all(
      scripts.map(async (path) => (await (await request.get(path)).body()).length),
    );
    const largest = scripts[sizes.indexOf(Math.max(...sizes))]!;
    for (const path of ["/en", "/ar/medical", largest]) {
      const plain = await request.get(path, { headers: { "accept-encoding": "identity" } });
      expect(plain.headers()["content-encoding"]).toBeUndefined();
      const original = await plain.body();
      for (const [accept, encoding, decode] of [
        ["br, gzip", "br", brotliDecompressSync],
        ["gzip", "gzip", gunzipSync],
      ] as const) {
        // Fetch the raw bytes over node's http so nothing decodes them on the way.
        const raw = await fetchRaw(path, accept);
        expect(raw.encoding, `${path} ${accept}`).toBe(encoding);
        expect(raw.vary).toContain("accept-encoding");
        expect(raw.body.length).toBeLessThan(original.length);
        expect(decode(raw.body).equals(original)).toBe(true);
      }
    }
  });

  test("HEAD answers a page, an asset and a 404 with headers and no body", async ({ request }) => {
    const html = await (await request.get("/en")).text();
    for (const [path, status] of [
      ["/en/horeca", 200],
      [asset(html, "js"), 200],
      [notFound, 404],
    ] as const) {
      const get = await request.get(path);
      const head = await request.head(path);
      expect(head.status()).toBe(status);
      expect(await head.body()).toHaveLength(0);
      expect(head.headers()["content-type"]).toBe(get.headers()["content-type"]);
      expect(head.headers()["content-security-policy"]).toBe(
        get.headers()["content-security-policy"],
      );
      expectSecurityHeaders(head);
    }
  });
});

async function fetchRaw(
  path: string,
  acceptEncoding: string,
): Promise<{ encoding?: string; vary?: string; body: Buffer }> {
  const { request } = await import("node:http");
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        headers: { "accept-encoding": acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            encoding: res.headers["content-encoding"],
            vary: res.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}
