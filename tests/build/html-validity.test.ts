import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { locales } from "@lib/i18n/locales";
import { notFoundPath, thankYouPath } from "@lib/i18n/paths";
import { htmlFileOf, pagePaths } from "./site";

// Rules, and the reasons for the few that are off, live in .htmlvalidate.mjs.
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe("HTML validity of the prerendered pages (html-validate)", () => {
  it.each([...pagePaths, ...locales.map(notFoundPath), ...locales.map(thankYouPath)])(
    "%s has no errors",
    async (path) => {
      const report = await validator.validateFile(htmlFileOf(path));
      const errors = report.results.flatMap((result) =>
        result.messages.map(
          (m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`,
        ),
      );
      expect(errors).toEqual([]);
    },
  );
});
