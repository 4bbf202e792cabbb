import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { allRoutePaths, notFoundPath } from "~/i18n/paths";

const siteDir = join(import.meta.dirname, "../../build/client");

/** Every prerendered page in the build, as `[site path, file]` (`/en/horeca` → …/en/horeca/index.html). */
function prerenderedPages(dir = siteDir): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return prerenderedPages(full);
    if (entry.name !== "index.html") return [];
    return [[`/${relative(siteDir, dir).split(sep).join("/")}`.replace(/^\/$/, "/"), full]];
  });
}

const pages = prerenderedPages();
// Rules and the reasons for the few that are off live in .htmlvalidate.mjs.
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe("HTML validity of the prerendered pages (html-validate)", () => {
  it("covers every route of the site and every locale's 404 page", () => {
    const expected = ["/", ...allRoutePaths(), ...locales.map(notFoundPath)];
    expect(pages.map(([path]) => path).sort()).toEqual(expected.sort());
  });

  it.each(pages)("%s has no errors", async (_path, file) => {
    const report = await validator.validateFile(file);
    const errors = report.results.flatMap((result) =>
      result.messages.map(
        (m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`,
      ),
    );
    expect(errors).toEqual([]);
  });
});
