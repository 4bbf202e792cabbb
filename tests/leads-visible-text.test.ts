import { describe, expect, it } from "vitest";
import { parseLeadRequest } from "../lib/leads/schema";
import { hasVisibleText } from "../lib/leads/visible-text";
import { validLead } from "./support/leads-env";

/**
 * A required field that only looks filled in is empty (issues 16 and 28): characters that
 * draw nothing on their own, alone or repeated, count as no text.
 */
const blank: [string, string][] = [
  ["U+0301 COMBINING ACUTE ACCENT", "\u0301"],
  ["U+034F COMBINING GRAPHEME JOINER", "\u034f"],
  ["U+00AD SOFT HYPHEN", "\u00ad"],
  ["U+115F HANGUL CHOSEONG FILLER", "\u115f"],
  ["U+1160 HANGUL JUNGSEONG FILLER", "\u1160"],
  ["U+180E MONGOLIAN VOWEL SEPARATOR", "\u180e"],
  ["U+200B ZERO WIDTH SPACE", "\u200b"],
  ["U+200C ZERO WIDTH NON-JOINER", "\u200c"],
  ["U+200D ZERO WIDTH JOINER", "\u200d"],
  ["U+2060 WORD JOINER", "\u2060"],
  ["U+2800 BRAILLE PATTERN BLANK", "\u2800"],
  ["U+3164 HANGUL FILLER", "\u3164"],
  ["U+FEFF ZERO WIDTH NO-BREAK SPACE", "\ufeff"],
  ["U+FFA0 HALFWIDTH HANGUL FILLER", "\uffa0"],
];

describe("hasVisibleText (a required field's rule)", () => {
  it.each(blank)("%s alone, repeated or among spaces is no text", (_name, character) => {
    for (const value of [character, character.repeat(3), ` ${character}\u00a0${character} `]) {
      expect(hasVisibleText(value)).toBe(false);
    }
  });

  it("combining marks with no letter to sit on are no text", () => {
    expect(hasVisibleText("\u0301\u0308\u0327")).toBe(false);
    expect(hasVisibleText("\u0301\u2800\u3164\u200b")).toBe(false);
  });

  it.each([
    ["a letter with a combining accent", "e\u0301"],
    ["Devanagari with its vowel signs", "\u0905\u0928\u093f\u0932"],
    ["Arabic", "محمد"],
    ["Hangul", "김"],
    ["a Braille letter", "\u2801"],
    ["a letter between zero-width joiners", "\u200dA\u200d"],
    ["an emoji", "\u{1F600}"],
  ])("%s is text", (_what, value) => {
    expect(hasVisibleText(value)).toBe(true);
  });
});

describe("a lead's name of blank-looking characters", () => {
  it.each(blank)("of %s is required", (_name, character) => {
    const result = parseLeadRequest(validLead("contact", { name: character.repeat(2) }));
    expect(result).toEqual({ ok: false, errors: { name: "required" } });
  });

  it("of a letter with a combining accent is kept as typed", () => {
    const result = parseLeadRequest(validLead("contact", { name: "Rene\u0301e" }));
    expect(result.ok && result.lead.name).toBe("Rene\u0301e");
  });
});
