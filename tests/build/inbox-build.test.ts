import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { siteDir } from "./site";

/** The leads inbox's build (`npm run build:inbox`, the build's last step). */
const inboxDir = join(siteDir, "..", "inbox");

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

function elements(node: Node): Node[] {
  const children = [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])];
  return [node, ...children.flatMap(elements)];
}

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;

describe("the leads inbox is built apart from the public pages (issue 20)", () => {
  const html = readFileSync(join(inboxDir, "index.html"), "utf8");
  const nodes = elements(parse(html) as unknown as Node);

  it("index.html has no inline script or style (the inbox's CSP allows 'self' only)", () => {
    const scripts = nodes.filter((node) => node.nodeName === "script");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(attr(script, "src")).toMatch(/^\/inbox\/assets\/[\w-]+\.js$/);
      expect(script.childNodes ?? []).toEqual([]);
    }
    expect(nodes.filter((node) => node.nodeName === "style")).toEqual([]);
    expect(nodes.filter((node) => attr(node, "style") !== undefined)).toEqual([]);
    expect(nodes.find((node) => node.nodeName === "html")?.attrs).toContainEqual({
      name: "lang",
      value: "en",
    });
  });

  it("its scripts and styles are hashed files under /inbox/assets/", () => {
    const assets = files(join(inboxDir, "assets")).map((file) => relative(inboxDir, file));
    expect(assets.filter((file) => /\.(js|css)$/.test(file)).length).toBeGreaterThan(0);
    for (const file of assets) expect(file).toMatch(/^assets\/[\w.-]+-[\w-]{8}\.\w+$/);
  });

  it("no public page or bundle refers to the inbox's code", () => {
    // Fonts are the site's own files (same content, same hashed name): only code counts.
    const inboxCode = files(join(inboxDir, "assets"))
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => relative(inboxDir, file));
    const offenders = files(siteDir)
      .filter((file) => /\.(html|js|css)$/.test(file))
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        return text.includes("/inbox/") || inboxCode.some((asset) => text.includes(asset));
      })
      .map((file) => relative(siteDir, file));
    expect(offenders).toEqual([]);
  });
});
