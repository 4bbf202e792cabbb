import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collections } from "@lib/content/collections";
import { stringLeaves } from "@lib/content/leaves";
import { contentPath } from "@lib/content/files.server";
import { glossarySchema, type Glossary } from "@lib/content/schemas/glossary";
import { locales } from "@lib/i18n/locales";

/** A whole-word, case-insensitive matcher for `term` in any script. */
function wordPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu");
}

/**
 * The variants of `terms` that `text` uses, each with its approved term. A fixed term the
 * entry keeps ("customer relationship management") is taken out first (issue 29).
 */
function avoidedIn(text: string, terms: Glossary["terms"]): { variant: string; term: string }[] {
  return terms.flatMap(({ term, avoid, keep }) => {
    const prose = keep.reduce(
      (rest, fixed) => rest.replace(new RegExp(wordPattern(fixed).source, "giu"), " "),
      text,
    );
    return avoid
      .filter((variant) => wordPattern(variant).test(prose))
      .map((variant) => ({ variant, term }));
  });
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
            for (const { variant, term } of avoidedIn(text, glossary.terms)) {
              found.push(`${folder}/${locale}/${file}: ${path}: "${variant}" (use "${term}")`);
            }
          }
        }
      }
      expect(found).toEqual([]);
    });
  }

  it("a fixed term keeps its words, and the avoided word alone is still found (issue 29)", () => {
    const glossary = glossarySchema.parse(
      parse(readFileSync(contentPath("glossary", "en", "terms.yaml"), "utf8")),
    );
    const crm = "the Customer Relationship Management (CRM) system our sales team works in";
    expect(avoidedIn(crm, glossary.terms)).toEqual([]);
    expect(avoidedIn(`${crm}, for every customer`, glossary.terms)).toEqual([
      { variant: "customer", term: "client" },
    ]);
  });
});
