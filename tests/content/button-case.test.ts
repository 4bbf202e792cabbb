import { z } from "zod";
import { describe, expect, it } from "vitest";
import { collections, type CollectionName } from "@lib/content/collections";
import { stripFallbackDeep } from "@lib/content/fallback";
import { entrySlugs, loadEntry } from "@lib/content/load.server";
import { loadFacts } from "@lib/content/facts.server";

/**
 * Issue 21: one casing rule for buttons and link labels per locale. English, Russian and
 * Spanish write them in sentence case (a capital for the first word only); Arabic has no
 * letter case. Proper nouns and the names of documents keep their capitals.
 */
const properNouns: Record<string, string[]> = {
  en: ["Privacy Policy", "Terms of Use", "China", "HoReCa", "WhatsApp", "Telegram", "WeChat"],
  ru: ["Политика конфиденциальности", "Китай", "HoReCa", "WhatsApp", "Telegram", "WeChat"],
  es: ["China", "HoReCa", "WhatsApp", "Telegram", "WeChat"],
};

type Json = { properties?: Record<string, Json>; items?: Json; label?: boolean };

/** Every value of `data` whose schema field is a `label()`, with its field path. */
function labels(schema: Json, data: unknown, path: string): [string, string][] {
  if (data === undefined || data === null) return [];
  if (schema.label && typeof data === "string") return [[path, data]];
  if (schema.properties && typeof data === "object") {
    return Object.entries(schema.properties).flatMap(([key, field]) =>
      labels(field, (data as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  if (schema.items && Array.isArray(data)) {
    return data.flatMap((item, i) => labels(schema.items!, item, `${path}.${i}`));
  }
  return [];
}

/** The words after the first that start with a capital, proper nouns aside. */
function capitalisedWords(text: string, allowed: string[]): string[] {
  // A proper noun becomes a mark that is no capital but keeps the words' positions.
  const plain = [...allowed, loadFacts().name].reduce(
    (rest, noun) => rest.replaceAll(noun, "·"),
    text,
  );
  return plain
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^\p{Lu}/u.test(word));
}

describe("button and link labels", () => {
  it("finds the labels the schemas mark", () => {
    const json = z.toJSONSchema(collections.ui.schema, { io: "input" }) as Json;
    const found = labels(json, loadEntry("ui", "en", "site").data, "ui");
    expect(found.map(([path]) => path)).toContain("ui.backToHome");
  });

  it.each(Object.keys(properNouns))("are in sentence case in %s", (locale) => {
    const offending: string[] = [];
    for (const name of Object.keys(collections) as CollectionName[]) {
      const json = z.toJSONSchema(collections[name].schema, {
        io: "input",
        unrepresentable: "any",
      }) as Json;
      for (const slug of entrySlugs(name)) {
        const data = stripFallbackDeep(loadEntry(name, locale as "en", slug).data);
        for (const [path, text] of labels(json, data, `${collections[name].folder}/${slug}`)) {
          const words = capitalisedWords(text, properNouns[locale]!);
          if (words.length > 0) offending.push(`${path}: "${text}" (${words.join(", ")})`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
