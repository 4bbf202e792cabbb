import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { describe, expect, it } from "vitest";
import { firstScreenExpectLink } from "../../scripts/perf/first-screen";
import { formPostPages } from "../../server/leads/form-post-page";
import { htmlFileOf, prerenderedPaths, siteDir } from "./site";

/**
 * The pages the server renders for a form sent without JavaScript (issue 18), framed by the
 * built thank-you pages: an invalid contact form in English and an invalid mission request
 * in Arabic (values with markup characters), and a refusal; written to a temp folder.
 */
function answerPages(dir: string): string[] {
  const pages = formPostPages(siteDir);
  const written = {
    "invalid-en.html": pages.invalid({
      locale: "en",
      form: "contact",
      page: "/en/horeca",
      action: "/api/leads",
      values: { name: "", email: "a<b>@c", message: 'x "y" & <z>', category: "cars" },
      errors: { name: "required", email: "invalid_email", form: "invalid_option" },
    }),
    "invalid-ar.html": pages.invalid({
      locale: "ar",
      form: "mission",
      page: "/ar/business-missions",
      action: "/api/leads",
      values: { name: "سارة", phone: "abc", message: "\nسطر" },
      errors: { phone: "invalid_phone", email: "required" },
    }),
    "refused-ru.html": pages.notSent({ locale: "ru", page: "/ru", reason: "refused" }),
  };
  return Object.entries(written).map(([name, html]) => {
    writeFileSync(join(dir, name), html);
    return join(dir, name);
  });
}

/**
 * The W3C Nu HTML Checker (`vnu-jar`, on the installed Java) over every prerendered page,
 * in one JVM run (issue 18): zero errors.
 *
 * Its CSS checker predates parts of the CSS that Tailwind 4 writes into each page's inline
 * stylesheet; these messages are about that generated CSS, never about our markup, and each
 * names a construct browsers support (https://github.com/validator/validator/issues):
 */
const outdatedCssChecks: { pattern: RegExp; why: string }[] = [
  { pattern: /^CSS: Unrecognized at-rule “@property”/, why: "CSS Properties and Values API" },
  { pattern: /^CSS: “margin-trim”/, why: "CSS Box Model 4, in an @supports test" },
  { pattern: /^CSS: “transition-property”: “--tw-/, why: "custom properties are transitionable" },
  { pattern: /^CSS: “background-image”: (“in”|Parse Error)/, why: "gradient interpolation space" },
  // Reported at the end of the stylesheet, after one of the above stopped its parser.
  { pattern: /^CSS: Parse Error\.$/, why: "follows one of the above" },
];

/**
 * Its markup checker predates HTML's `<link rel="expect" blocking="render">` (the standard's
 * "expect" link type, in Chrome since 124), which each page's head carries
 * (scripts/build-critical-css.ts): only that link, by its extract, is let through.
 */
const outdatedMarkupChecks: { pattern: RegExp; extract: string; why: string }[] = [
  {
    pattern:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: firstScreenExpectLink,
    why: "https://html.spec.whatwg.org/multipage/links.html#link-type-expect",
  },
];

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

describe("Nu HTML Checker over the prerendered pages and the form-post answers", () => {
  it("reports no error on any page", { timeout: 180_000 }, async () => {
    const paths = prerenderedPaths();
    expect(paths.length).toBeGreaterThan(40);
    const answers = mkdtempSync(join(tmpdir(), "form-post-pages-"));
    const files = [...paths.map(htmlFileOf), ...answerPages(answers)];
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", String(vnuJar), "--errors-only", "--exit-zero-always", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    )
      .catch((error: NodeJS.ErrnoException) => {
        throw new Error(
          `Could not run the Nu HTML Checker on Java ("java" on PATH): ${error.message}`,
        );
      })
      .finally(() => rmSync(answers, { recursive: true, force: true }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== "info")
      .filter((m) => !outdatedCssChecks.some(({ pattern }) => pattern.test(m.message)))
      .filter(
        (m) =>
          !outdatedMarkupChecks.some(
            ({ pattern, extract }) => pattern.test(m.message) && m.extract?.includes(extract),
          ),
      )
      .map((m) => `${m.url?.replace(/^.*\/build\/client/, "")}: ${m.message} «${m.extract}»`);
    expect(errors).toEqual([]);
  });
});
