import { describe, expect, test } from "vitest";
import { formPostPages } from "../../server/leads/form-post-page";
import { firstScreenEndIndex } from "../../scripts/perf/first-screen";
import { builtFile, inlineStyles } from "./page-resources";
import { prerenderedPaths, readPage, siteDir } from "./site";

/**
 * Issue 33: each page carries the CSS its first screen needs, inlined in its head, and
 * links the site's one stylesheet right after that screen (scripts/build-critical-css.ts),
 * so its HTML leaves out the rest of the stylesheet, which the browser caches for the next page.
 * e2e/critical-css.spec.ts shows the first screen needs nothing more.
 */
const siteStylesheet =
  /<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"( id="([\w-]+)")?\/>/g;

describe.each(prerenderedPaths())("%s", (path) => {
  const html = readPage(path);

  test("inlines its first screen's CSS and links the stylesheet where that screen ends", () => {
    const links = [...html.matchAll(siteStylesheet)];
    expect(links.length, "links to the site's stylesheet").toBe(1);
    const [link] = links;
    expect(link!.index, "the link follows the head").toBeGreaterThan(html.indexOf("<body"));
    expect(link!.index, "right after the first screen").toBe(firstScreenEndIndex(html));
    // The first paint waits until the parser has reached it, so no half-parsed screen shows.
    expect(link![3], "the link's id").toBeTruthy();
    expect(html.slice(0, html.indexOf("<style>")), "the head, before the critical CSS").toContain(
      `<link rel="expect" href="#${link![3]}" blocking="render"/>`,
    );
    const stylesheet = builtFile(link![1]!).toString("utf8");
    const [critical] = inlineStyles(html);
    expect(html.slice(0, html.indexOf("</head>")), "the critical CSS in the head").toContain(
      `<style>${critical}</style>`,
    );
    const heading = /<h1\b[^>]*\bclass="([^"]*)"/.exec(html.slice(html.indexOf("<main")));
    for (const name of heading?.[1]?.split(" ") ?? []) {
      // A class's selector in the stylesheet, its special characters escaped (`sm\:text-5xl`).
      const selector = `.${name.replace(/[^\w-]/g, "\\$&")}`;
      if (stylesheet.includes(selector))
        expect(critical, `the h1's ${selector}`).toContain(selector);
    }
    expect(critical!.length, "a part of the stylesheet, not all of it").toBeLessThan(
      stylesheet.length / 2,
    );
  });
});

test("a form's answer page, built on the thank-you page, links the stylesheet in its head", () => {
  const html = formPostPages(siteDir).notSent({ locale: "es", page: "/es", reason: "failed" });
  const head = html.slice(0, html.indexOf("</head>"));
  expect([...head.matchAll(siteStylesheet)]).toHaveLength(1);
});
