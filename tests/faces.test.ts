import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { faces, type Face } from "~/styles/faces";

const appDir = join(import.meta.dirname, "..", "app");
const css = readFileSync(join(appDir, "styles", "fonts.css"), "utf8");

/** Code point ranges of a CSS `unicode-range` value (`U+0600-06FF, U+204F`). */
function parseUnicodeRange(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/** Every file below `dir`. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The code points of the site's copy (every content file) that `pattern` matches. */
function copyCodePoints(pattern: RegExp): Set<number> {
  return new Set(
    filesBelow(join(appDir, "..", "content")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(pattern)].map((m) => m[0].codePointAt(0)!),
    ),
  );
}

const outside = (codes: Set<number>, face: Face) =>
  [...codes]
    .filter((code) => !face.ranges.some(([from, to]) => code >= from && code <= to))
    .map((code) => `U+${code.toString(16).toUpperCase()}`);

describe("the faces cut by scripts/build-fonts.ts", () => {
  for (const [id, face] of Object.entries(faces) as [string, Face][]) {
    test(`${id}: fonts.css declares exactly the ranges and weights the face is cut to`, () => {
      const rule = [...css.matchAll(/@font-face\s*{[^}]*}/g)]
        .map((m) => m[0])
        .find((block) => block.includes(face.file));
      expect(rule, `no @font-face in fonts.css uses ${face.file}`).toBeDefined();
      expect(rule).toContain(`font-family: "${face.family}"`);
      const range = /unicode-range:\s*([^;]+);/.exec(rule!)?.[1] ?? "";
      expect(parseUnicodeRange(range)).toEqual(face.ranges);
      expect(rule).toContain(`font-weight: ${face.weights.min} ${face.weights.max};`);
    });
  }

  test("the Arabic fallback covers the Arabic face's ranges only, so Latin words on Arabic pages wait in Inter's matched fallback", () => {
    const rule = [...css.matchAll(/@font-face\s*{[^}]*}/g)]
      .map((m) => m[0])
      .find((block) => block.includes('font-family: "Noto Sans Arabic Fallback"'));
    const range = /unicode-range:\s*([^;]+);/.exec(rule ?? "")?.[1] ?? "";
    expect(parseUnicodeRange(range)).toEqual(faces["noto-sans-arabic"].ranges);
  });

  test("Arabic pages take Inter's Latin file without a late swap, over the same ranges", () => {
    const rule = [...css.matchAll(/@font-face\s*{[^}]*}/g)]
      .map((m) => m[0])
      .find((block) => block.includes('font-family: "Inter Latin Optional"'));
    expect(rule).toContain(faces["inter-latin"].file);
    expect(rule).toContain("font-display: optional");
    const range = /unicode-range:\s*([^;]+);/.exec(rule ?? "")?.[1] ?? "";
    expect(parseUnicodeRange(range)).toEqual(faces["inter-latin"].ranges);
  });

  test("every Arabic letter in the site's copy is drawn by the Arabic face, so no word is split between faces", () => {
    const used = copyCodePoints(
      /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu,
    );
    expect(used.size).toBeGreaterThan(28);
    expect(outside(used, faces["noto-sans-arabic"])).toEqual([]);
  });

  test("every Cyrillic letter in the site's copy is drawn by Inter's Cyrillic face", () => {
    const used = copyCodePoints(/[\u0400-\u052F]/gu);
    expect(used.size).toBeGreaterThan(50);
    expect(outside(used, faces["inter-cyrillic"])).toEqual([]);
  });

  test("every Latin letter and sign in the English and Spanish copy is drawn by Inter's Latin face", () => {
    const latinCopy = filesBelow(join(appDir, "..", "content")).filter((file) =>
      /[/\\](en|es)[/\\]/.test(file),
    );
    const used = new Set(
      latinCopy.flatMap((file) =>
        [...readFileSync(file, "utf8").replace(/\s/g, "")].map((char) => char.codePointAt(0)!),
      ),
    );
    expect(used.has("ñ".codePointAt(0)!)).toBe(true);
    expect(outside(used, faces["inter-latin"])).toEqual([]);
  });
});

test("every face of one family declares the same weights, or Chrome uses only some of them", () => {
  // Chrome groups a family's @font-face rules by their descriptors and picks one group for a
  // weight: a Latin face declared 400–900 beside a Latin-extended face declared 100–900 left
  // English text in the fallback face.
  const weightsByFamily = new Map<string, Set<string>>();
  for (const [block] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    const family = /font-family:\s*"([^"]+)"/.exec(block)?.[1] ?? "";
    const weight = /font-weight:\s*([^;]+);/.exec(block)?.[1] ?? "normal";
    weightsByFamily.set(family, (weightsByFamily.get(family) ?? new Set()).add(weight));
  }
  expect(weightsByFamily.get("Inter Variable")?.size).toBeGreaterThan(0);
  for (const [family, weights] of weightsByFamily) expect([...weights], family).toHaveLength(1);
});
