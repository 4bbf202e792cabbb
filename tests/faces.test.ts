import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import registry from "../content/locales.json" with { type: "json" };
import { faces, type Face } from "~/styles/faces";

const appDir = join(import.meta.dirname, "..", "app");
const css = readFileSync(join(appDir, "styles", "fonts.css"), "utf8");
const fontFaces = [...css.matchAll(/@font-face\s*{[^}]*}/g)].map((m) => m[0]);

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
      const rule = fontFaces.find(
        (block) => block.includes(face.file) && block.includes(`font-family: "${face.family}"`),
      );
      expect(
        rule,
        `no @font-face of "${face.family}" in fonts.css uses ${face.file}`,
      ).toBeDefined();
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

  test("every @font-face using a cut file claims only characters the file draws", () => {
    for (const face of Object.values(faces) as Face[]) {
      for (const block of fontFaces.filter((rule) => rule.includes(face.file))) {
        const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
        expect(range, block).toBeDefined();
        const claimed = new Set(
          parseUnicodeRange(range!).flatMap(([from, to]) =>
            Array.from({ length: to - from + 1 }, (_, i) => from + i),
          ),
        );
        expect(outside(claimed, face), block).toEqual([]);
      }
    }
  });

  test("every Arabic letter in the site's copy is drawn by the Arabic face, so no word is split between faces", () => {
    const used = copyCodePoints(
      /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu,
    );
    expect(used.size).toBeGreaterThan(28);
    expect(outside(used, faces["noto-sans-arabic"])).toEqual([]);
  });

  test("every Cyrillic letter in the site's copy is drawn by Inter's Latin and Cyrillic face", () => {
    const used = copyCodePoints(/[\u0400-\u052F]/gu);
    expect(used.size).toBeGreaterThan(50);
    expect(outside(used, faces["inter-latin-cyrillic"])).toEqual([]);
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

/**
 * The page font stack of each locale: `app.css` sets `html[lang="xx"] body` to a stack of
 * `theme.css`, other locales keep `--font-sans`. Family names, in order.
 */
function localeStack(code: string): string[] {
  const appCss = readFileSync(join(appDir, "styles", "app.css"), "utf8");
  const theme = readFileSync(join(appDir, "styles", "theme.css"), "utf8");
  const rule = new RegExp(
    `html\\[lang="${code}"\\] body\\s*{[^}]*font-family:\\s*var\\((--font-[\\w-]+)\\)`,
  );
  const variable = rule.exec(appCss)?.[1] ?? "--font-sans";
  const stack = new RegExp(`${variable}:\\s*([^;]+);`).exec(theme)?.[1];
  if (!stack) throw new Error(`theme.css has no ${variable}`);
  return stack.split(",").map((family) => family.trim().replace(/^"|"$/g, ""));
}

/**
 * The file a character of a page set in `stack` makes the browser download: the first
 * family with a face whose unicode-range claims it decides (the last such face of the
 * family, as CSS Fonts 4 orders them), and only a `url()` source downloads; a family
 * without @font-face is a system face. `undefined`: a local face draws it.
 */
function fileFor(code: number, stack: readonly string[]): string | undefined {
  for (const family of stack) {
    const rules = fontFaces.filter((block) => block.includes(`font-family: "${family}"`));
    if (rules.length === 0) return undefined;
    const claiming = rules.findLast((block) => {
      const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      return !range || parseUnicodeRange(range).some(([from, to]) => code >= from && code <= to);
    });
    if (claiming)
      return /url\("\.\/generated\/([^"]+)"\)|url\("([^"]+)"\)/
        .exec(claiming)
        ?.slice(1)
        .find(Boolean);
  }
  return undefined;
}

test("each locale's first paint waits for one font file at most: every character of its copy is in the file it preloads or in a local face", () => {
  const contentDir = join(appDir, "..", "content");
  const shared = readdirSync(contentDir).filter((name) => name.endsWith(".yaml"));
  const problems: Record<string, unknown> = {};
  for (const locale of registry.locales) {
    if (locale.fonts.length !== 1) problems[locale.code] = { preloads: locale.fonts };
    const preloaded = faces[locale.fonts[0] as keyof typeof faces].file;
    const copy = [
      ...filesBelow(contentDir).filter((file) => file.includes(`/${locale.code}/`)),
      ...shared.map((name) => join(contentDir, name)),
    ];
    const chars = new Set(
      copy.flatMap((file) => [...readFileSync(file, "utf8").replace(/\s/g, "")]),
    );
    expect(chars.size, locale.code).toBeGreaterThan(60);
    const stack = localeStack(locale.code);
    const downloads: Record<string, string> = {};
    for (const char of chars) {
      const file = fileFor(char.codePointAt(0)!, stack);
      if (file && file !== preloaded) downloads[file] = (downloads[file] ?? "") + char;
    }
    if (Object.keys(downloads).length > 0) problems[locale.code] ??= { preloaded, downloads };
  }
  expect(problems).toEqual({});
});
