import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadFacts, yearsOfExperience } from "@lib/content/facts.server";
import { contentDir } from "@lib/content/files.server";
import { stringLeaves } from "@lib/content/leaves";

/**
 * Issue 14: no business figure is typed inside prose; copy names it by placeholder. The
 * scan strips ICU placeholders, then looks for each figure of the facts file written in
 * digits (with any digit grouping) or as a number word. Small numbers (under 10) are left
 * out: "three layers of distributors" or "5-star" are not claims of the facts file.
 */
const facts = loadFacts();
const figures = new Set(
  [
    facts.foundedYear,
    yearsOfExperience(facts),
    yearsOfExperience(facts) - 1,
    facts.figures.deliveryCountries,
    facts.figures.clients,
    facts.figures.containersDelivered,
    facts.figures.carRangeKm,
    facts.missions.days.max,
    facts.missions.companyTours.max,
    facts.missions.cityCount,
    facts.privacy.leadRetentionMonths,
    facts.privacy.spamRetentionDays,
    facts.privacy.requestReplyDays,
    facts.privacy.requestReplyWorkingDays,
    facts.privacy.ipRetentionDays,
    facts.privacy.rateLimitWindowMinutes,
    facts.privacy.logRetentionDays,
    facts.privacy.backupRetentionDays,
  ].filter((n) => n >= 10),
);

/** Number words of the site's languages for the figures above (the figure is the key). */
const numberWords: Record<number, string[]> = {
  10: ["ten", "десять", "diez"],
  14: ["fourteen", "четырнадцать", "catorce", "أربعة عشر"],
  19: ["nineteen", "девятнадцать", "diecinueve", "تسعة عشر"],
  20: ["twenty", "двадцать", "veinte", "عشرون", "عشرين"],
  21: ["twenty-one", "двадцать один", "veintiuno", "واحد وعشرون"],
  24: ["twenty-four", "двадцать четыре", "veinticuatro", "أربعة وعشرون", "أربعة وعشرين"],
  25: ["twenty-five", "двадцать пять", "veinticinco", "خمسة وعشرون", "خمسة وعشرين"],
  30: ["thirty", "тридцать", "treinta", "ثلاثون", "ثلاثين"],
  57: ["fifty-seven", "пятьдесят семь", "cincuenta y siete", "سبع وخمسون", "سبعة وخمسين"],
  100: ["hundred percent", "сто процентов", "cien por cien", "مئة بالمئة"],
  1000: ["thousand", "тысяча", "тысячи", "mil clientes", "ألف"],
};

/**
 * Files of data, not prose: the facts themselves, and the holiday calendar of the reply
 * promise (issue 31), whose dates ("10-07") are not ranges and whose days are not figures.
 */
const dataFiles = new Set(["facts.yaml", "holidays.yaml"]);

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return name.endsWith(".yaml") && !dataFiles.has(name) && !path.includes("glossary")
      ? [path]
      : [];
  });
}

/** `text` with ICU arguments removed (their plural branches hold `#`, not figures). */
function withoutPlaceholders(text: string): string {
  let out = "";
  let depth = 0;
  for (const char of text) {
    if (char === "{") depth += 1;
    else if (char === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

/**
 * Issue 34: a percentage or a range of numbers typed into prose ("Экономия 40–60 %", "saves
 * 20 to 30%", "3-5 days") is a claim, whichever figure it names: it goes stale in one
 * language while another is corrected. Ranges and percentages come from placeholders only.
 * A number joined to a word ("40-футовых", "5-axis", "Wi-Fi 6") is a specification, not a claim.
 */
const rangesAndPercentages = [
  /(?<![\p{L}\d])\d+(?:[.,]\d+)?\s*[-–—‑]\s*\d+(?:[.,]\d+)?(?![\p{L}\d-])/u,
  /\d\s*(?:%|٪|per\s?cent|процент|por\s?ciento|بالمئة|بالمائة)/iu,
  /(?:from|от|de|desde|entre|من)\s+\d+\s+(?:to|до|a|hasta|y|إلى)\s+\d+/iu,
];

/** The ranges and percentages typed into `text` (with its placeholders removed). */
function typedRanges(text: string): string[] {
  return rangesAndPercentages.flatMap((pattern) => pattern.exec(text)?.[0] ?? []);
}

describe("figures are facts, never typed into prose", () => {
  it("no content file types a percentage or a range of numbers (issue 34)", () => {
    const found: string[] = [];
    for (const file of yamlFiles(contentDir())) {
      for (const [path, raw] of stringLeaves(parse(readFileSync(file, "utf8")))) {
        // A phone number's example ("+7 912 345-67-89") is a format, not a claim.
        if (path.endsWith("phonePlaceholder")) continue;
        for (const typed of typedRanges(withoutPlaceholders(raw))) {
          found.push(`${file}: ${path}: "${typed}"`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("the range scan finds what the Russian review found, and passes specifications", () => {
    for (const claim of [
      "Экономия 40–60 %",
      "Экономия 40-60 %",
      "savings of 40-60%",
      "ahorro del 40 al 60 por ciento",
      "programmes of 3-5 days",
      "от 40 до 60 процентов",
      "توفير 40–60٪",
    ]) {
      expect(typedRanges(claim), claim).not.toEqual([]);
    }
    for (const spec of [
      "в 40-футовых контейнерах",
      "Vertical and 5-axis machining centres",
      "Точки доступа Wi-Fi 6 и 7",
      "Zeekr 001",
      "{missionDaysMin, number} до {missionDaysMax, plural, other {# дней}}",
    ]) {
      expect(typedRanges(withoutPlaceholders(spec)), spec).toEqual([]);
    }
  });

  it("no content file writes a figure of content/facts.yaml in digits or words", () => {
    const found: string[] = [];
    for (const file of yamlFiles(contentDir())) {
      for (const [path, raw] of stringLeaves(parse(readFileSync(file, "utf8")))) {
        const text = withoutPlaceholders(raw).toLowerCase();
        for (const figure of figures) {
          const grouped = String(figure).replace(/\B(?=(\d{3})+$)/g, "[\\s,.\u00a0\u202f]?");
          if (new RegExp(`(?<![\\d.,])${grouped}(?![\\d])`).test(text)) {
            found.push(`${file}: ${path}: ${figure}`);
          }
          for (const word of numberWords[figure] ?? []) {
            if (new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "iu").test(text)) {
              found.push(`${file}: ${path}: "${word}"`);
            }
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("the scan finds a figure typed by hand (it can fail)", () => {
    const text = withoutPlaceholders(
      "Since 2006, {years, plural, other {# years}} of work",
    ).toLowerCase();
    expect(new RegExp(`(?<![\\d.,])${facts.foundedYear}(?![\\d])`).test(text)).toBe(true);
    expect(text).not.toContain("#");
  });
});
