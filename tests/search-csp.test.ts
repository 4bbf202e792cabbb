import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pagePolicies } from "../server/page-policies";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A built site of two pages: one with the header's search field, one (a bare page) without. */
function site(): string {
  dir = mkdtempSync(join(tmpdir(), "search-csp-"));
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  mkdirSync(join(dir, "en"), { recursive: true });
  writeFileSync(
    join(dir, "en", "index.html"),
    page('<div data-island="site-search" data-props="{}"><form role="search"></form></div>'),
  );
  mkdirSync(join(dir, "plain"), { recursive: true });
  writeFileSync(join(dir, "plain", "index.html"), page("<p>no search</p>"));
  return dir;
}

describe("the site search's CSP (issue 27)", () => {
  it("admits WebAssembly, never JavaScript's eval, only on pages with the search field", () => {
    const policies = pagePolicies(site(), { hstsMaxAge: 0, connectOrigins: [] });
    const cspOf = (file: string) => policies.find((policy) => policy.file === file)!.csp;
    const scriptSrc = (csp: string) => csp.match(/script-src ([^;]+)/)![1]!.split(" ");
    expect(scriptSrc(cspOf(join("en", "index.html")))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(cspOf(join("en", "index.html"))).not.toContain("'unsafe-eval'");
    expect(scriptSrc(cspOf(join("plain", "index.html")))).toEqual(["'self'"]);
  });
});
