import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminFolder } from "@lib/cms/paths";
import { filesBelow } from "../../server/site-files";
import { prerenderedPaths, siteDir } from "./site";

/**
 * Issue 33, item 5: build/client is what a CDN uploads whole, so every HTML file in it is a
 * page a visitor may be served: a prerendered page or the CMS, each with a title.
 */
describe("the deployable output (build/client)", () => {
  const files = filesBelow(siteDir);
  const htmlFiles = files.filter((file) => /\.html$/.test(file));

  it("holds no copy of React Router's SPA shell (__spa-fallback.html, no <title>)", () => {
    expect(files.filter((file) => file.includes("__spa-fallback"))).toEqual([]);
  });

  it("holds HTML only as the index.html of a prerendered page or of the CMS", () => {
    const pageFiles = prerenderedPaths().map((path) =>
      path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
    );
    expect(pageFiles.length).toBeGreaterThan(30);
    const expected = [...pageFiles, `${adminFolder}/index.html`].sort();
    expect([...htmlFiles].sort()).toEqual(expected);
  });

  it("gives every HTML file a non-empty <title>", () => {
    const untitled = htmlFiles.filter(
      (file) => !/<title>[^<\s][^<]*<\/title>/.test(readFileSync(join(siteDir, file), "utf8")),
    );
    expect(untitled).toEqual([]);
  });
});
