import { describe, expect, it } from "vitest";
import { ContentError } from "../../lib/content/issues";
import { renderMarkdown, sitePathOf } from "../../lib/content/markdown.server";

const source = { file: "content/insights/en/guide.md", field: "body" };
const sitePaths = new Set(["/en", "/en/horeca", "/ar/medical"]);

function render(markdown: string, extra: Partial<Parameters<typeof renderMarkdown>[1]> = {}) {
  return renderMarkdown(markdown, { ...source, sitePaths, ...extra });
}

function failure(markdown: string, extra: Partial<Parameters<typeof renderMarkdown>[1]> = {}) {
  try {
    render(markdown, extra);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("rendered without an error");
}

describe("renderMarkdown (issue 27)", () => {
  it("removes a <script> and other raw HTML, with a warning naming the file", () => {
    const { html, warnings } = render(
      'Intro.\n\n<script>alert(1)</script>\n\nText with <span onclick="x()">inline</span> HTML.\n',
    );
    expect(html).not.toMatch(/<script|alert|onclick|<span/);
    expect(html).toContain("<p>Intro.</p>");
    expect(warnings.map((w) => `${w.file}: ${w.path}: ${w.message}`)).toEqual([
      "content/insights/en/guide.md: body: <script> removed: Markdown may not contain raw HTML",
      "content/insights/en/guide.md: body: <span> removed: Markdown may not contain raw HTML",
      "content/insights/en/guide.md: body: <span> removed: Markdown may not contain raw HTML",
    ]);
    expect(render("Plain **text**.").warnings).toEqual([]);
  });

  it("drops javascript: links", () => {
    const { html } = render("[click](javascript:alert(1))");
    expect(html).not.toContain("javascript");
  });

  it("gives headings ids, and starts the outline at h2 under the page's title", () => {
    const { html } = render("# Before the audit\n\n## Documents to ask for\n\nText.");
    expect(html).toContain('<h2 id="before-the-audit">Before the audit</h2>');
    expect(html).toContain('<h3 id="documents-to-ask-for">Documents to ask for</h3>');
    expect(render("### Deep", { topHeadingLevel: 3 }).html).toBe('<h3 id="deep">Deep</h3>');
  });

  it("gives Arabic and Cyrillic headings ids in their own script", () => {
    expect(render("## قبل التدقيق").html).toContain('id="قبل-التدقيق"');
    expect(render("## Перед аудитом").html).toContain('id="перед-аудитом"');
  });

  it("renders GitHub-flavoured tables", () => {
    const { html } = render("| Term | Risk passes |\n| --- | --- |\n| FOB | on board |\n");
    expect(html).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>Term<\/th>/);
    expect(html).toContain("<td>on board</td>");
  });

  it("opens external links in a new tab with rel=noopener, and leaves site links alone", () => {
    const { html, internalLinks } = render(
      "See [ICC](https://iccwbo.org/incoterms), [our HoReCa page](/en/horeca) and [mail](mailto:a@b.example).",
    );
    expect(html).toContain(
      '<a href="https://iccwbo.org/incoterms" target="_blank" rel="noopener noreferrer">ICC</a>',
    );
    expect(html).toContain('<a href="/en/horeca">our HoReCa page</a>');
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
    expect(internalLinks).toEqual([{ href: "/en/horeca", path: "/en/horeca" }]);
  });

  it("fails on a link to a page the site does not build, naming the file and the link", () => {
    expect(failure("Read [this](/en/no-such-page).")).toBe(
      "content/insights/en/guide.md: body: link /en/no-such-page: the site has no page /en/no-such-page",
    );
    // A query, a fragment or a trailing slash still points at a page that exists.
    expect(render("[a](/en/horeca/#faq) [b](/ar/medical?x=1)").internalLinks).toHaveLength(2);
  });

  it("checks links written with the site's own origin like paths", () => {
    const siteOrigin = "https://www.example.com";
    expect(failure("[x](https://www.example.com/en/gone)", { siteOrigin })).toContain(
      "link https://www.example.com/en/gone: the site has no page /en/gone",
    );
    expect(render("[x](https://www.example.com/en)", { siteOrigin }).html).toBe(
      '<p><a href="https://www.example.com/en">x</a></p>',
    );
  });

  it("fails on a relative link and on a #section no heading has", () => {
    expect(failure("[x](horeca)")).toContain(
      "link horeca: write a link to the site as a path from its root",
    );
    expect(failure("## Costs\n\n[up](#price)")).toContain(
      "link #price: no heading of this text has that id",
    );
    expect(render("## Costs\n\n[up](#costs)").html).toContain('<a href="#costs">up</a>');
  });

  it("counts words of running text in any script", () => {
    expect(render("## Title\n\nOne two — three.").words).toBe(4);
    expect(render("اختبار المصنع قبل الطلب").words).toBe(4);
  });
});

describe("sitePathOf", () => {
  it("reads site paths and ignores other sites, mail and protocol-relative links", () => {
    expect(sitePathOf("/")).toBe("/");
    expect(sitePathOf("/en/")).toBe("/en");
    expect(sitePathOf("//cdn.example/x")).toBeNull();
    expect(sitePathOf("https://other.example/en")).toBeNull();
    expect(sitePathOf("https://site.example", "https://site.example")).toBe("/");
  });
});
