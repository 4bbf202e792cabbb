import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collections } from "@lib/content/collections";
import { stringLeaves } from "@lib/content/leaves";
import { contentPath } from "@lib/content/files.server";
import { glossarySchema } from "@lib/content/schemas/glossary";
import { locales } from "@lib/i18n/locales";

/** A whole-word, case-insensitive matcher for `term` in any script. */
function wordPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu");
}

describe("glossary: one approved term per concept (issue 14)", () => {
  for (const locale of locales) {
    it(`${locale}: the copy uses no variant its glossary rules out`, () => {
      const glossary = glossarySchema.parse(
        parse(readFileSync(contentPath("glossary", locale, "terms.yaml"), "utf8")),
      );
      expect(glossary.terms.length).toBeGreaterThan(0);
      const found: string[] = [];
      for (const { folder } of Object.values(collections)) {
        const dir = contentPath(folder, locale);
        // A list the owners grow (the team, case studies…) may have no entry yet.
        if (!existsSync(dir)) continue;
        for (const file of readdirSync(dir)) {
          const data = parse(readFileSync(join(dir, file), "utf8"));
          for (const [path, text] of stringLeaves(data)) {
            // Issue 34: page titles and descriptions carry the words buyers search for
            // ("бизнес-тур в Китай"); the glossary holds the prose a reader reads.
            if (path.startsWith("meta.")) continue;
            for (const { term, avoid } of glossary.terms) {
              for (const variant of avoid) {
                if (wordPattern(variant).test(text)) {
                  found.push(`${folder}/${locale}/${file}: ${path}: "${variant}" (use "${term}")`);
                }
              }
            }
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
});
