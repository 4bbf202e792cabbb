import { execFile } from "node:child_process";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { describe, expect, it } from "vitest";
import { htmlFileOf, prerenderedPaths } from "./site";

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

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

describe("Nu HTML Checker over the prerendered pages", () => {
  it("reports no error on any page", { timeout: 180_000 }, async () => {
    const paths = prerenderedPaths();
    expect(paths.length).toBeGreaterThan(40);
    const files = paths.map(htmlFileOf);
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", String(vnuJar), "--errors-only", "--exit-zero-always", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      throw new Error(
        `Could not run the Nu HTML Checker on Java ("java" on PATH): ${error.message}`,
      );
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type !== "info")
      .filter((m) => !outdatedCssChecks.some(({ pattern }) => pattern.test(m.message)))
      .map((m) => `${m.url?.replace(/^.*\/build\/client/, "")}: ${m.message} «${m.extract}»`);
    expect(errors).toEqual([]);
  });
});
