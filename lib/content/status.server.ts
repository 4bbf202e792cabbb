import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { defaultLocale, type Locale } from "../i18n/locales";
import { collections, type CollectionName } from "./collections";
import { contentPath, displayPath, readYaml } from "./files.server";
import { stringLeaves } from "./leaves";
import { entryFile, entrySlugs } from "./load.server";

/** One field of one locale, and its state against the default locale's source text. */
export interface FieldStatus {
  file: string;
  path: string;
  state: "translated" | "missing" | "outdated";
}

/**
 * What a locale's translations were made from: per field (`<folder>/<slug>:<path>`), the
 * hash of the source text and of the translation when someone last accepted it
 * (`content/i18n-status/<locale>.json`, written by `content:status --accept`).
 */
type Lock = Record<string, { source: string; translation: string }>;

function hash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

function lockFile(locale: Locale): string {
  return contentPath("i18n-status", `${locale}.json`);
}

function readLock(locale: Locale): Lock {
  const file = lockFile(locale);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Lock) : {};
}

function at(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
      value,
    );
}

/** The string fields of `source` that are translated: all but the collection's shared keys. */
function translatable(source: unknown, shared: readonly string[] = []): [string, string][] {
  return stringLeaves(source).filter(([path]) => !shared.includes(path.split(".")[0]!));
}

/** Each field of `locale` beside its source: translated, missing, or outdated (the source changed after the translation was accepted). */
export function translationStatus(locale: Locale): FieldStatus[] {
  const lock = readLock(locale);
  const out: FieldStatus[] = [];
  for (const name of Object.keys(collections) as CollectionName[]) {
    const spec = collections[name];
    for (const slug of entrySlugs(name)) {
      const source = readYaml(entryFile(name, defaultLocale, slug));
      const translation = readYaml(entryFile(name, locale, slug));
      const file = displayPath(entryFile(name, locale, slug));
      for (const [path, text] of translatable(source, spec.shared)) {
        const own = at(translation, path);
        if (text.trim() === "") continue;
        if (own === undefined || own === null || String(own).trim() === "") {
          out.push({ file, path, state: "missing" });
          continue;
        }
        const record = lock[`${spec.folder}/${slug}:${path}`];
        const outdated =
          record !== undefined &&
          record.source !== hash(text) &&
          record.translation === hash(String(own));
        out.push({ file, path, state: outdated ? "outdated" : "translated" });
      }
    }
  }
  return out;
}

/**
 * Records that `locale`'s present translations match today's source text, so that a later
 * change of the source marks them outdated. Returns how many fields were recorded.
 */
export function acceptTranslations(locale: Locale): number {
  const lock: Lock = {};
  for (const name of Object.keys(collections) as CollectionName[]) {
    const spec = collections[name];
    for (const slug of entrySlugs(name)) {
      const source = readYaml(entryFile(name, defaultLocale, slug));
      const translation = readYaml(entryFile(name, locale, slug));
      for (const [path, text] of translatable(source, spec.shared)) {
        const own = at(translation, path);
        if (own === undefined || own === null || String(own).trim() === "") continue;
        lock[`${spec.folder}/${slug}:${path}`] = {
          source: hash(text),
          translation: hash(String(own)),
        };
      }
    }
  }
  const file = lockFile(locale);
  mkdirSync(dirname(file), { recursive: true });
  const sorted = Object.fromEntries(
    Object.keys(lock)
      .sort()
      .map((key) => [key, lock[key]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  return Object.keys(lock).length;
}
