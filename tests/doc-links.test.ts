import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import GithubSlugger from "github-slugger";
import { describe, expect, it } from "vitest";
import { root, sourceFiles } from "./support/source-files";

/**
 * Issue 33, item 3: the README is a front door to docs/, one file per reader. A link that
 * leads nowhere (a moved file, a renamed section) fails here, not in a reader's browser.
 */

const documents = ["README.md", ...sourceFiles("docs", /\.md$/)];
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** `markdown` without its fenced code blocks, whose lines are neither headings nor links. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
}

/** `markdown` without code, fenced or inline, where a bracket is no link. */
function prose(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, "");
}

/** The anchors GitHub gives the headings of `markdown` (github-slugger: `## CMS (/admin/)` → `cms-admin`). */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = [...withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)];
  // A heading's anchor is made from its text as shown: a link's words, no emphasis marks.
  return new Set(
    headings.map(([, text]) =>
      slugger.slug(text!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*]/g, "")),
    ),
  );
}

/** The relative links of `file` (`[text](path#anchor)`), web and mail addresses left out. */
function relativeLinks(file: string): string[] {
  return [...prose(read(file)).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("the README and docs/", () => {
  it("link only to files that exist and to headings those files have", () => {
    const broken = documents.flatMap((file) =>
      relativeLinks(file).flatMap((target) => {
        const [path = "", anchor] = target.split("#");
        const linked = path ? normalize(join(dirname(file), decodeURI(path))) : file;
        if (!existsSync(join(root, linked))) return [`${file}: ${target} (no such file)`];
        if (anchor === undefined || !linked.endsWith(".md")) return [];
        return anchorsOf(read(linked)).has(anchor) ? [] : [`${file}: ${target} (no such heading)`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("find links and headings at all (the check above is not vacuous)", () => {
    expect(relativeLinks("README.md")).toContain("docs/configuration.md");
    expect(anchorsOf(read("docs/editing.md")).has("the-cms-admin")).toBe(true);
    expect(anchorsOf("## A\n## A\n```\n# not a heading\n```")).toEqual(new Set(["a", "a-1"]));
  });

  it("keep the README a front door: under 120 lines, linking every file of docs/", () => {
    const readme = read("README.md");
    expect(readme.trimEnd().split("\n").length).toBeLessThan(120);
    const linked = new Set(relativeLinks("README.md").map((target) => target.split("#")[0]));
    expect(sourceFiles("docs", /\.md$/).filter((file) => !linked.has(file))).toEqual([]);
  });
});
