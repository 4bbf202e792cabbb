import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { parseYaml } from "../lib/content/issues";
import { loadAllInboxCopy, loadInboxCopy } from "../lib/content/inbox-copy.server";
import { leaves, stringLeaves } from "../lib/content/leaves";
import { inboxCopySchema } from "../lib/content/schemas/inbox";
import { inboxLanguages, inboxLanguageFor } from "../lib/inbox/languages";
import { contentCopy } from "./support/content-copy";

/**
 * The inbox's catalogues (issue 31 item 7): English and Simplified Chinese hold the same
 * keys, each message the same placeholders, and every key the inbox's code names exists.
 */
const catalogue = (language: string) =>
  parseYaml(readFileSync(join("content", "inbox", `${language}.yaml`), "utf8"), language);

/** The placeholder names of an ICU message (plural counts and select values included). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as { type: number; value?: string; options?: object }[]) {
      if (node.type !== 0 && typeof node.value === "string") names.add(node.value);
      for (const option of Object.values(node.options ?? {}) as { value: unknown[] }[])
        walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, "en").getAst() as unknown[]);
  return [...names].sort();
}

/** The source files of the inbox's UI. */
function inboxSources(dir = "inbox"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? inboxSources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * The message keys `source` names that `keys` lacks: every string literal shaped like a
 * key of one of the catalogue's groups (`"lead.fields.email"`, `t(cond ? "a.b" : "a.c")`),
 * and the fixed start of a key built at run time (`` t(`status.${status}`) ``).
 */
function missingKeys(source: string, keys: Set<string>): string[] {
  const groups = new Set([...keys].map((key) => key.split(".")[0]));
  const missing: string[] = [];
  for (const [, key] of source.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9_-]+)+)["'`]/g)) {
    if (groups.has(key!.split(".")[0]) && !keys.has(key!)) missing.push(key!);
  }
  for (const [, prefix] of source.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z0-9_-]+)*\.)\$\{/g)) {
    if (groups.has(prefix!.split(".")[0]) && ![...keys].some((key) => key.startsWith(prefix!)))
      missing.push(`${prefix}…`);
  }
  return missing;
}

describe("inbox catalogues", () => {
  const english = catalogue("en");
  const keysOf = (data: unknown) => new Set(leaves(data).map(([path]) => path));

  it("exist for every inbox language and pass the schema and ICU syntax", () => {
    const copies = loadAllInboxCopy();
    expect(Object.keys(copies).sort()).toEqual([...inboxLanguages].sort());
  });

  it.each(inboxLanguages.filter((language) => language !== "en"))(
    "%s has exactly the English keys, each message with the same placeholders",
    (language) => {
      const other = catalogue(language);
      const englishKeys = keysOf(english);
      const otherKeys = keysOf(other);
      expect(
        [...englishKeys].filter((key) => !otherKeys.has(key)),
        "missing",
      ).toEqual([]);
      expect(
        [...otherKeys].filter((key) => !englishKeys.has(key)),
        "extra",
      ).toEqual([]);
      const otherMessages = new Map(stringLeaves(other));
      for (const [key, message] of stringLeaves(english)) {
        expect(argumentsOf(otherMessages.get(key)!), key).toEqual(argumentsOf(message));
      }
    },
  );

  it("refuses a catalogue with a key the other lacks, naming the file and key", () => {
    const copy = contentCopy();
    try {
      const path = join("inbox", "zh-Hans.yaml");
      const text = readFileSync(join(copy.dir, path), "utf8");
      copy.write(path, text.replace(/^ {2}notGiven: .*\n/m, "") + "\nextra: 额外\n");
      expect(() => loadInboxCopy("zh-Hans")).toThrow(
        /content\/inbox\/zh-Hans\.yaml: app\.notGiven: required[\s\S]*content\/inbox\/zh-Hans\.yaml: extra: unknown field/,
      );
      copy.write(path, text.replace(/^ {2}notGiven: .*$/m, '  notGiven: "{broken"'));
      expect(() => loadInboxCopy("zh-Hans")).toThrow(/app\.notGiven: not an ICU message/);
    } finally {
      copy.remove();
    }
  });

  it("names no key the catalogues lack anywhere in the inbox's code", () => {
    const keys = keysOf(inboxCopySchema.parse(english));
    const sources = inboxSources();
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) {
      expect(missingKeys(readFileSync(file, "utf8"), keys), file).toEqual([]);
    }
  });

  it("would catch a component naming a key that does not exist", () => {
    const keys = keysOf(english);
    expect(
      missingKeys(
        't("leads.heading"); t(ok ? "lead.notes.none" : "lead.notes.nothing"); t(`sectors.${s}`); t(`nowhere.${x}`)',
        keys,
      ),
    ).toEqual(["lead.notes.nothing"]);
    expect(missingKeys("t(`status.${s}`); t(`dashboard.chartz.${k}`)", keys)).toEqual([
      "dashboard.chartz.…",
    ]);
  });
});

describe("inbox language of a browser", () => {
  it("takes the first of the browser's languages the inbox has, else English", () => {
    expect(inboxLanguageFor(["zh-CN", "en"])).toBe("zh-Hans");
    expect(inboxLanguageFor(["zh-Hant-TW"])).toBe("zh-Hans");
    expect(inboxLanguageFor(["ru", "EN-us", "zh"])).toBe("en");
    expect(inboxLanguageFor(["ar"])).toBe("en");
    expect(inboxLanguageFor([])).toBe("en");
  });
});
