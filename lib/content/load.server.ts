import { defaultLocale, localeInfo, type Locale } from "../i18n/locales";
import { collections, type CollectionName, type EntryOf } from "./collections";
import { markFallback, stripFallbackDeep } from "./fallback";
import { factValues, loadFacts } from "./facts.server";
import {
  ContentError,
  contentFileExists,
  contentPath,
  displayPath,
  readYaml,
  yamlFileNames,
  zodIssues,
  type ContentIssue,
} from "./files.server";
import { leaves } from "./leaves";
import { formatMessage, type MessageValues } from "./messages";
import { mediaFileName, mediaFolder } from "./schemas/media";

/** One content file of one locale, ready to render, and what in it fell back to English. */
export interface LoadedEntry<C extends CollectionName> {
  data: EntryOf<C>;
  /** Field paths (e.g. `hero.title`) shown in the default locale because this one lacks them. */
  fallbacks: string[];
  /** The file the entry was read from, as shown in messages. */
  file: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  );
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

/**
 * `translation` laid over `source` (the default locale's data), field by field: a field the
 * translation lacks or leaves blank takes the source's value, and its path joins `fallbacks`.
 * Fields only the translation has are kept, for the schema to reject.
 */
export function overlay(
  source: unknown,
  translation: unknown,
  path: string,
  fallbacks: Set<string>,
): unknown {
  if (isBlank(translation) && isBlank(source)) return translation ?? source;
  if (isBlank(translation)) {
    for (const [leaf] of leaves(source, path)) fallbacks.add(leaf);
    return source;
  }
  if (Array.isArray(source) && Array.isArray(translation)) {
    const length = Math.max(source.length, translation.length);
    return Array.from({ length }, (_, i) =>
      overlay(source[i], translation[i], join(path, i), fallbacks),
    );
  }
  if (isRecord(source) && isRecord(translation)) {
    const keys = new Set([...Object.keys(source), ...Object.keys(translation)]);
    return Object.fromEntries(
      [...keys].map((key) => [
        key,
        overlay(source[key], translation[key], join(path, key), fallbacks),
      ]),
    );
  }
  return translation;
}

/**
 * Formats every string of `value` as an ICU message, except under the collection's deferred
 * keys; strings at a fallback path are formatted in the default locale and marked.
 */
function formatAll(
  value: unknown,
  path: string,
  ctx: {
    file: string;
    sourceFile: string;
    tag: string;
    sourceTag: string;
    values: MessageValues;
    sourceValues: MessageValues;
    fallbacks: Set<string>;
    deferred: readonly string[];
    issues: ContentIssue[];
  },
): unknown {
  if (typeof value === "string") {
    const fallback = ctx.fallbacks.has(path);
    try {
      const text = fallback
        ? formatMessage(value, ctx.sourceTag, ctx.sourceValues)
        : formatMessage(value, ctx.tag, ctx.values);
      return fallback ? markFallback(text) : text;
    } catch (error) {
      ctx.issues.push({
        file: fallback ? ctx.sourceFile : ctx.file,
        path,
        message: `message: ${(error as Error).message}`,
      });
      return value;
    }
  }
  if (Array.isArray(value)) return value.map((item, i) => formatAll(item, join(path, i), ctx));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        path === "" && ctx.deferred.includes(key) ? item : formatAll(item, join(path, key), ctx),
      ]),
    );
  }
  return value;
}

/** The file of one entry: `content/<folder>/<locale>/<slug>.yaml`. */
export function entryFile(name: CollectionName, locale: Locale, slug: string): string {
  return contentPath(collections[name].folder, locale, `${slug}.yaml`);
}

/**
 * The entries of collection `name`: its fixed slugs, or for a collection the owners grow
 * (`slugs: "any"`) the files of the default locale's folder, sorted by name.
 */
export function entrySlugs(name: CollectionName): readonly string[] {
  const { slugs, folder } = collections[name];
  return slugs === "any" ? yamlFileNames(contentPath(folder, defaultLocale)) : slugs;
}

/**
 * The translation with the collection's shared keys taken from the source.
 * @throws ContentError when the translation gives a shared key another value.
 */
function withShared(
  source: unknown,
  translation: unknown,
  shared: readonly string[],
  files: { file: string; sourceFile: string },
): unknown {
  if (shared.length === 0 || !isRecord(source)) return translation;
  const own = isRecord(translation) ? translation : {};
  const issues: ContentIssue[] = shared
    .filter((key) => !isBlank(own[key]) && JSON.stringify(own[key]) !== JSON.stringify(source[key]))
    .map((key) => ({
      file: files.file,
      path: key,
      message: `differs from ${files.sourceFile}: the same in every language`,
    }));
  if (issues.length > 0) throw new ContentError(issues);
  const result: Record<string, Json> = { ...own };
  for (const key of shared) {
    if (key in source) result[key] = source[key]!;
  }
  return result;
}

/**
 * The entry `slug` of collection `name` in `locale`: its YAML, with the default locale's
 * value for every field it lacks (marked, see `fallback.ts`), its ICU messages formatted
 * with the facts of `content/facts.yaml` and the collection's own values, then validated by the
 * collection's schema. Runs at build time, in route loaders and the content check.
 * @throws ContentError naming each file, field path and problem.
 */
export function loadEntry<C extends CollectionName>(
  name: C,
  locale: Locale,
  slug: string,
): LoadedEntry<C> {
  const spec = collections[name];
  const sourcePath = entryFile(name, defaultLocale, slug);
  const sourceFile = displayPath(sourcePath);
  const source = readYaml(sourcePath);
  if (source === undefined)
    throw new ContentError([{ file: sourceFile, path: "", message: "missing" }]);
  const path = entryFile(name, locale, slug);
  const file = displayPath(path);
  const translation =
    locale === defaultLocale
      ? source
      : withShared(source, readYaml(path), spec.shared ?? [], { file, sourceFile });

  const fallbacks = new Set<string>();
  const merged =
    locale === defaultLocale ? source : overlay(source, translation ?? {}, "", fallbacks);
  const facts = loadFacts();
  const issues: ContentIssue[] = [];
  const tag = localeInfo(locale).formatTag;
  const sourceTag = localeInfo(defaultLocale).formatTag;
  let own: MessageValues = {};
  let sourceOwn: MessageValues = {};
  try {
    own = spec.values?.(merged as Record<string, unknown>, facts, tag) ?? {};
    sourceOwn = spec.values?.(source as Record<string, unknown>, facts, sourceTag) ?? {};
  } catch (error) {
    throw new ContentError([
      {
        file,
        path: (spec.deferred ?? []).join(", "),
        message: `message: ${(error as Error).message}`,
      },
    ]);
  }
  const formatted = formatAll(merged, "", {
    file,
    sourceFile,
    tag,
    sourceTag,
    values: { ...factValues(facts, locale), ...own },
    sourceValues: { ...factValues(facts, defaultLocale), ...sourceOwn },
    fallbacks,
    deferred: spec.deferred ?? [],
    issues,
  });
  if (issues.length > 0) throw new ContentError(issues);

  // Judged on the text as shown, without the fallback marks.
  const result = spec.schema.safeParse(stripFallbackDeep(formatted));
  if (!result.success) {
    // A fallback field's problem is the source file's.
    const all = zodIssues(file, result.error).map((issue) =>
      [...fallbacks].some((f) => f === issue.path || f.startsWith(`${issue.path}.`)) &&
      locale !== defaultLocale
        ? { ...issue, file: sourceFile }
        : issue,
    );
    throw new ContentError(all);
  }
  const photo = (result.data as { photo?: unknown }).photo;
  const photoFile = typeof photo === "string" ? mediaFileName(photo) : undefined;
  if (photoFile && !contentFileExists(contentPath(mediaFolder, photoFile))) {
    throw new ContentError([
      { file: sourceFile, path: "photo", message: `no such photo in ${mediaFolder}/` },
    ]);
  }
  // The formatted data keeps its marks; the schema has no transforms or defaults to apply.
  return { data: formatted as EntryOf<C>, fallbacks: [...fallbacks], file };
}
