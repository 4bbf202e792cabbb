import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { arabicFace } from "~/styles/arabic-face";

const appDir = join(import.meta.dirname, "..", "app");

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

describe("the Arabic face cut by scripts/build-fonts.ts", () => {
  test("fonts.css declares exactly the ranges the face is cut to", () => {
    const css = readFileSync(join(appDir, "styles", "fonts.css"), "utf8");
    const face = /@font-face\s*{[^}]*"Noto Sans Arabic Variable"[^}]*}/.exec(css)?.[0] ?? "";
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? "";
    expect(parseUnicodeRange(range)).toEqual(arabicFace.ranges);
    expect(face).toContain(arabicFace.file);
  });

  test("every Arabic letter in the site's copy is drawn by it, so no word is split between faces", () => {
    const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
    const used = new Set(
      filesBelow(join(appDir, "..", "content")).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(arabicScript)].map((m) => m[0].codePointAt(0)!),
      ),
    );
    expect(used.size).toBeGreaterThan(28);
    const outside = [...used].filter(
      (code) => !arabicFace.ranges.some(([from, to]) => code >= from && code <= to),
    );
    expect(outside.map((code) => `U+${code.toString(16).toUpperCase()}`)).toEqual([]);
  });
});
