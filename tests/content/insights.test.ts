import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContent } from "@lib/content/check.server";
import { formatIssue } from "@lib/content/files.server";
import { untranslatedInsights } from "@lib/content/insight-files.server";
import { checkInsights, loadInsights } from "@lib/content/insights.server";
import { sitePaths } from "@lib/content/site-paths.server";
import { contentCopy } from "../support/content-copy";

let content: ReturnType<typeof contentCopy>;
beforeEach(() => {
  content = contentCopy();
  // Only the fixture's articles (not the shipped guides), and the proof fixture's team
  // entry one of them names as its author.
  rmSync(join(content.dir, "insights"), { recursive: true, force: true });
  cpSync("tests/fixtures/insights/content", content.dir, { recursive: true });
  cpSync("tests/fixtures/proof/content/team", join(content.dir, "team"), { recursive: true });
});
afterEach(() => content.remove());

const slug = "fixture-inspection-checklist";

/** Writes an English article `name` with the given front matter lines and body. */
function article(name: string, frontMatter: string[], body = "Text of the article.\n") {
  mkdirSync(join(content.dir, "insights/en"), { recursive: true });
  writeFileSync(
    join(content.dir, `insights/en/${name}.md`),
    `---\n${frontMatter.join("\n")}\n---\n\n${body}`,
  );
}

const valid = [
  'title: "A valid title"',
  `description: "${"A description long enough to pass the seventy character minimum of search. ".slice(0, 90)}"`,
  "date: 2026-11-20",
];

function errors(): string[] {
  return checkContent().errors.map(formatIssue);
}

// checkContent reads and validates the whole content folder: seconds on a busy machine.
describe("the insights collection (issue 27)", { timeout: 60_000 }, () => {
  it("reads each locale's own articles, newest first, with no English fallback", () => {
    const en = loadInsights("en").filter((a) => a.slug.startsWith("fixture-"));
    expect(en.map((a) => a.slug)).toEqual([slug, "fixture-older-note"]);
    expect(en[0]).toMatchObject({
      date: "2026-10-05",
      updated: "2026-11-02",
      sectors: ["horeca", "manufacturing"],
      translations: ["en", "ar"],
      readingMinutes: 1,
    });
    expect(en[0]!.html).toContain('<h2 id="what-the-inspector-checks">');
    const ar = loadInsights("ar").filter((a) => a.slug.startsWith("fixture-"));
    expect(ar.map((a) => a.slug)).toEqual([slug]);
    expect(loadInsights("ru").some((a) => a.slug.startsWith("fixture-"))).toBe(false);
  });

  it("makes pages only where articles exist: lists, articles, sector lists, feeds", () => {
    const paths = sitePaths();
    for (const path of [
      "/en/insights",
      `/en/insights/${slug}`,
      "/en/insights/sector/manufacturing",
      "/en/insights/feed.xml",
      `/ar/insights/${slug}`,
      "/ar/insights/sector/horeca",
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(paths).not.toContain(`/ru/insights/${slug}`);
    expect(paths).not.toContain("/ar/insights/sector/manufacturing");
    expect(paths).not.toContain("/en/insights/page/2");
  });

  it("names the file and field of a missing title, a description out of bounds, an unknown sector and a date that is not a date", () => {
    article("broken", [
      'description: "Too short."',
      "date: 20 November 2026",
      "sectors: [horeca, bakeries]",
    ]);
    expect(errors()).toEqual(
      expect.arrayContaining([
        "content/insights/en/broken.md: title: required",
        "content/insights/en/broken.md: description: at least 70 characters",
        "content/insights/en/broken.md: date: a date as YYYY-MM-DD, e.g. 2026-11-20",
        expect.stringMatching(/^content\/insights\/en\/broken\.md: sectors\.1: /),
      ]),
    );
  });

  it("refuses a title over 90 characters, an image without its text and an unknown author", () => {
    article("long", [
      `title: "${"x".repeat(91)}"`,
      ...valid.slice(1),
      "image: /media/a.jpg",
      "author: nobody",
    ]);
    expect(errors()).toEqual(
      expect.arrayContaining([
        "content/insights/en/long.md: title: at most 90 characters",
        "content/insights/en/long.md: imageAlt: required with an image",
      ]),
    );
    article("long", [...valid, "author: nobody"]);
    expect(errors()).toContain(
      "content/insights/en/long.md: author: no team entry nobody (content/team/en/nobody.yaml)",
    );
  });

  it("fails on a link to a page the site does not build, naming the file and the link", () => {
    article(
      "linked",
      valid,
      "See [the fair](/en/canton-fair) and [an article](/en/insights/linked).\n",
    );
    expect(errors()).toEqual([
      "content/insights/en/linked.md: body: link /en/canton-fair: the site has no page /en/canton-fair",
    ]);
  });

  it("removes raw <script> from the body with a warning naming the file", () => {
    article("scripted", valid, "Text.\n\n<script>alert(1)</script>\n");
    const report = checkContent();
    expect(report.errors).toEqual([]);
    expect(report.warnings).toContainEqual({
      file: "content/insights/en/scripted.md",
      path: "body",
      message: "<script> removed: Markdown may not contain raw HTML",
    });
    const scripted = checkInsights("en").insights.find((a) => a.slug === "scripted");
    expect(scripted?.html).toBe("<p>Text.</p>");
  });

  it("refuses a file that is not Markdown and a folder that is no locale", () => {
    mkdirSync(join(content.dir, "insights/de"));
    content.write("insights/en/notes.txt", "draft");
    expect(errors()).toEqual(
      expect.arrayContaining([
        "content/insights/de: (file): not a locale of content/locales.json (en, ar, ru, es)",
        "content/insights/en/notes.txt: (file): unexpected file: an article is a Markdown file, <slug>.md",
      ]),
    );
  });

  it("takes an empty file, as the CMS saves for a language left blank, as an article not written yet", () => {
    for (const locale of ["ru", "es"]) {
      mkdirSync(join(content.dir, `insights/${locale}`), { recursive: true });
      writeFileSync(join(content.dir, `insights/${locale}/${slug}.md`), "\n");
    }
    expect(errors().filter((error) => error.includes(slug))).toEqual([]);
    expect(loadInsights("ru").some((a) => a.slug === slug)).toBe(false);
    expect(loadInsights("en").find((a) => a.slug === slug)?.translations).toEqual(["en", "ar"]);
    expect(sitePaths()).not.toContain(`/ru/insights/${slug}`);
    expect(untranslatedInsights("es")).toContainEqual({ slug, in: ["en", "ar"] });
  });

  it("lists, per locale, the articles it lacks (content:status)", () => {
    expect(untranslatedInsights("ru")).toContainEqual({ slug, in: ["en", "ar"] });
    expect(untranslatedInsights("ar")).toContainEqual({ slug: "fixture-older-note", in: ["en"] });
    expect(untranslatedInsights("en").some((entry) => entry.slug.startsWith("fixture-"))).toBe(
      false,
    );
  });
});
