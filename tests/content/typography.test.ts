import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { contentDir } from "../../lib/content/files.server";

/**
 * Typography per language (issue 29, item 4), where a rule can be written: English curly
 * apostrophes, Russian «ёлочки», a no-break space inside standard names such as
 * ISO 13485 in every language, Spanish opening question marks, Arabic punctuation.
 * Reads every string of every content file of the locale (YAML values, article text).
 */
function filesOf(locale: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.includes(`/${locale}/`) && /\.(ya?ml|md)$/.test(path)) found.push(path);
    }
  };
  walk(contentDir());
  return found;
}

/** Every prose string of `locale` with the file it comes from. */
function stringsOf(locale: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const collect = (file: string, value: unknown) => {
    if (typeof value === "string") out.push({ file, text: value });
    else if (Array.isArray(value)) value.forEach((item) => collect(file, item));
    else if (value && typeof value === "object")
      Object.values(value).forEach((item) => collect(file, item));
  };
  for (const path of filesOf(locale)) {
    const file = relative(contentDir(), path);
    const source = readFileSync(path, "utf8");
    if (path.endsWith(".md")) out.push({ file, text: source.replace(/^---[\s\S]*?---/, "") });
    else collect(file, parse(source));
  }
  return out;
}

/** The strings of `locale` where `pattern` matches, as `file: …match…` for a readable failure. */
function offending(locale: string, pattern: RegExp): string[] {
  return stringsOf(locale).flatMap(({ file, text }) =>
    // Keep the pattern's own flags (u for \p{L}, i) and add g to find every match.
    [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))].map(
      (match) => `${file}: …${text.slice(Math.max(0, match.index - 20), match.index + 20)}…`,
    ),
  );
}

describe("typography", () => {
  it("English uses curly apostrophes (China’s), not straight ones", () => {
    expect(offending("en", /\p{L}'(?:\p{L}|\s)/u)).toEqual([]);
  });

  it("English spells e-mail with a hyphen, as the rest of its copy does", () => {
    // "email" outside a {placeholder}; the glossary's note names the house spelling.
    expect(offending("en", /(?<![{\p{L}])email(?![}\p{L}])/iu)).toEqual([]);
  });

  it("Russian keeps a number and its unit on one line (10 МБ, 40 футов, 500 км)", () => {
    // A digit or a {placeholder} and a unit joined by an ordinary space may wrap apart.
    const units =
      "км|м|мм|см|м²|м³|кг|т|тонн|тонны|тонна|л|КБ|МБ|ГБ|Вт|кВт|кВт·ч|Гц|МГц|ГГц|фут|фута|футов|дюйм|дюйма|дюймов|ч|мин|%|°C";
    expect(offending("ru", new RegExp(`[\\d}] (?:${units})(?![\\p{L}])`, "u"))).toEqual([]);
  });

  it("Russian keeps a dash on the line of the word before it (слово — слово)", () => {
    // Russian typesetting never starts a line with a dash: a no-break space goes before it.
    expect(offending("ru", / —/)).toEqual([]);
  });

  it("Russian quotes with «ёлочки», never straight double quotes", () => {
    expect(offending("ru", /"/)).toEqual([]);
  });

  it.each(["en", "ar", "ru", "es"])(
    "%s: a standard's name and number never break apart (ISO 13485)",
    (locale) => {
      expect(offending(locale, /\b(ISO|IEC|EN|GB) \d/)).toEqual([]);
    },
  );

  it("Spanish opens every question with ¿", () => {
    const unopened = stringsOf("es").flatMap(({ file, text }) =>
      text
        .split(/(?<=[.!?:;\n])\s+/)
        .filter((sentence) => sentence.includes("?") && !sentence.includes("¿"))
        .map((sentence) => `${file}: ${sentence}`),
    );
    expect(unopened).toEqual([]);
  });

  it("Spanish opens every exclamation with ¡", () => {
    const unopened = stringsOf("es").flatMap(({ file, text }) =>
      text
        .split(/(?<=[.!?:;\n])\s+/)
        .filter((sentence) => sentence.includes("!") && !sentence.includes("¡"))
        .map((sentence) => `${file}: ${sentence}`),
    );
    expect(unopened).toEqual([]);
  });

  it("Arabic uses the Arabic comma, semicolon and question mark after Arabic words", () => {
    expect(offending("ar", /[\u0600-\u06ff]\s?[,;?]/u)).toEqual([]);
  });
});
