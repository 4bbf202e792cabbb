import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { cmsBackend, backendOrigins } from "@lib/cms/backend";
import { cmsCollections } from "@lib/cms/collections";
import { cmsConfig } from "@lib/cms/config";
import { cmsFields, type CmsField } from "@lib/cms/fields";
import { defaultLocale, locales } from "@lib/i18n/locales";

const config = cmsConfig({ backend: cmsBackend({}) });
const content = join(process.cwd(), "content");

/** What Decap does before saving a field (decap-cms-core, Widget.validatePattern). */
function accepts(field: CmsField, value: string): boolean {
  return !field.pattern || new RegExp(field.pattern[0]).test(value);
}

/** The field at `path` (`hero.title`) of a collection's fields. */
function fieldAt(fields: CmsField[], path: string): CmsField {
  const [head, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) throw new Error(`no field ${head}`);
  if (rest.length === 0) return field;
  return fieldAt(field.fields ?? [field.field!], rest.join("."));
}

function fieldsOf(name: string): CmsField[] {
  const spec = cmsCollections.find((collection) => collection.name === name)!;
  return cmsFields(spec.schema, { i18n: spec.kind === "folder" });
}

type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  enum?: string[];
};

/**
 * Walks a schema (as zod describes it) beside the CMS fields made from it and checks each
 * key: same name and order, same required flag, length limits that accept a value at the
 * limit and refuse one past it, list counts.
 */
function compare(schema: Json, fields: CmsField[], path: string) {
  const keys = Object.keys(schema.properties ?? {});
  expect(
    fields.map((field) => field.name),
    path,
  ).toEqual(keys);
  for (const field of fields) {
    const property = schema.properties![field.name]!;
    const at = `${path}.${field.name}`;
    const required = (schema.required ?? []).includes(field.name) && property.default === undefined;
    if (property.type !== "array") expect(field.required, `${at}: required`).toBe(required);
    checkValue(property, field, at);
  }
}

function checkValue(property: Json, field: CmsField, at: string) {
  if (property.type === "object") return compare(property, field.fields!, at);
  if (property.type === "array") {
    expect(field.widget, at).toBe("list");
    expect(field.min, `${at}: min items`).toBe(property.minItems);
    expect(field.max, `${at}: max items`).toBe(property.maxItems);
    if (property.items?.type === "object") return compare(property.items, field.fields!, at);
    return checkValue(property.items!, field.field!, `${at}[]`);
  }
  if (property.type === "string" && property.enum) {
    expect(field.widget, at).toBe("select");
    expect(field.options, at).toEqual(property.enum);
    return;
  }
  if (property.type === "string") {
    expect(["string", "text", "markdown", "datetime", "image"], at).toContain(field.widget);
    if (property.maxLength !== undefined) {
      expect(accepts(field, "a".repeat(property.maxLength)), `${at}: at the limit`).toBe(true);
      expect(accepts(field, "a".repeat(property.maxLength + 1)), `${at}: past it`).toBe(false);
      expect(field.pattern![1], at).toMatch(/characters/);
    }
    if (property.minLength !== undefined && property.minLength > 1) {
      expect(accepts(field, "a".repeat(property.minLength - 1)), `${at}: under min`).toBe(false);
    }
  }
}

describe("the CMS configuration (issue 19) describes what the schemas describe", () => {
  it.each(cmsCollections.map((spec) => [spec.name, spec] as const))(
    "%s: the same fields, required flags, length limits and list counts",
    (name, spec) => {
      const json = z.toJSONSchema(spec.schema, { io: "input", unrepresentable: "any" }) as Json;
      compare(json, fieldsOf(name), name);
    },
  );

  it("covers every content file an editor may change, and edits translated ones per locale", () => {
    const covered = (file: string) =>
      config.collections.some((collection) =>
        "folder" in collection
          ? new RegExp(`^${collection.folder}/(${locales.join("|")})/[^/]+\\.yaml$`).test(file)
          : collection.files.some((entry) => entry.file === file),
      );
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) return files(full);
        return [relative(process.cwd(), full).split(sep).join("/")];
      });
    const yamlFiles = files(content).filter((file) => file.endsWith(".yaml"));
    expect(yamlFiles.length).toBeGreaterThan(40);
    expect(yamlFiles.filter((file) => !covered(file))).toEqual([]);
    for (const collection of config.collections) {
      if ("folder" in collection) expect(collection.i18n, collection.name).toBe(true);
    }
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: [...locales],
      default_locale: defaultLocale,
    });
    expect(config.media_folder).toBe("content/media");
    expect(config.publish_mode).toBe("editorial_workflow");
  });

  it("names every entry so that Decap's multiple_folders layout finds its file in each locale", () => {
    // decap-cms-core 3.16, lib/i18n.js: getFilePath inserts the locale before the first
    // `/<slug>` of the entry's path, normalizeFilePath removes the first `<locale>/`. A
    // slug equal to its folder's name (`home/home.yaml`) or a folder ending in a locale code
    // would send the CMS to another file.
    for (const collection of config.collections) {
      if (!("folder" in collection)) continue;
      if (collection.create && collection.format === "frontmatter") {
        // An article's file name is its URL's slug, from its title (issue 27); the build
        // refuses one equal to the folder's name or a locale code (insight-files.server.ts).
        expect(collection.slug, collection.name).toBe("{{slug}}");
        continue;
      }
      if (collection.create) {
        // A list the editors grow names each new file `<year>-<month>-<name>`: never its
        // folder's name, never a locale code.
        expect(collection.slug, collection.name).toBe("{{year}}-{{month}}-{{slug}}");
        continue;
      }
      const slugs = readdirSync(
        join(content, relative("content", collection.folder), defaultLocale),
      )
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => file.slice(0, -".yaml".length));
      expect(slugs.length, collection.name).toBeGreaterThan(0);
      for (const slug of slugs) {
        const entryPath = `${collection.folder}/${slug}.yaml`;
        for (const locale of locales) {
          const file = entryPath.replace(`/${slug}`, `/${locale}/${slug}`);
          expect(file, `${collection.name} ${slug} ${locale}`).toBe(
            `${collection.folder}/${locale}/${slug}.yaml`,
          );
          expect(file.replace(`${locale}/`, ""), file).toBe(entryPath);
        }
      }
    }
  });

  it("shows each field's schema description as its hint, since saving drops YAML comments", () => {
    const facts = fieldsOf("facts");
    expect(fieldAt(facts, "foundedYear").hint).toBe(
      "Years of experience ({years}) are the build year minus this year.",
    );
    expect(fieldAt(facts, "contact.phones").hint).toMatch(/E\.164/);
    expect(fieldAt(facts, "hours").hint).toMatch(/China Standard Time/);
    expect(fieldAt(fieldsOf("glossary"), "terms.avoid").hint).toMatch(/whole words/);
    expect(fieldAt(fieldsOf("ui"), "address").hint).toMatch(/Latin one of the facts/);
    // Every described schema field, anywhere, reaches the configuration.
    const hints = (fields: CmsField[]): string[] =>
      fields.flatMap((field) => [
        ...(field.hint ? [field.hint] : []),
        ...hints(field.fields ?? (field.field ? [field.field] : [])),
      ]);
    for (const spec of cmsCollections) {
      const described = JSON.stringify(
        z.toJSONSchema(spec.schema, { io: "input", unrepresentable: "any" }),
      ).match(/"description":"/g);
      expect(hints(fieldsOf(spec.name)).length, spec.name).toBe(described?.length ?? 0);
    }
  });

  it("copies shared lists and objects in a way Decap's configuration check accepts", () => {
    // decap-cms-widget-list and -object 3.x: their schemas take `i18n` as a boolean only; a
    // "duplicate" there fails the whole configuration and /admin/ shows no login.
    const refused = (fields: CmsField[], at: string): string[] =>
      fields.flatMap((field) => [
        ...((field.widget === "list" || field.widget === "object") && field.i18n === "duplicate"
          ? [`${at}.${field.name}`]
          : []),
        ...refused(field.fields ?? (field.field ? [field.field] : []), `${at}.${field.name}`),
      ]);
    const fieldLists = config.collections.flatMap((collection) =>
      "folder" in collection
        ? [[collection.name, collection.fields] as const]
        : collection.files.map((file) => [file.name, file.fields] as const),
    );
    expect(fieldLists.flatMap(([name, fields]) => refused(fields, name))).toEqual([]);

    // A departure's cities are chosen once, in English, and copied into every locale's file.
    const departures = config.collections.find((collection) => collection.name === "departures")!;
    const fields = "folder" in departures ? departures.fields : [];
    expect(fieldAt(fields, "cities")).toMatchObject({
      widget: "select",
      multiple: true,
      i18n: "duplicate",
      min: 1,
    });
    expect(fieldAt(fields, "priceFrom")).toMatchObject({ widget: "object", i18n: true });
    expect(fieldAt(fields, "priceFrom.currency").i18n).toBe("duplicate");
    expect(fieldAt(fields, "title").i18n).toBe(true);
  });

  it("finds no comment in a content file, where the CMS would drop it on the first save", () => {
    const commented = readdirSync(content, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".yaml"))
      .filter((file) => /^\s*#/m.test(readFileSync(join(content, file), "utf8")));
    expect(commented).toEqual([]);
  });

  it("accepts every value the content holds today, so an editor can save a page unchanged", () => {
    const rejected: string[] = [];
    for (const collection of config.collections) {
      const targets =
        "folder" in collection
          ? locales.flatMap((locale) =>
              (existsSync(join(process.cwd(), collection.folder, locale))
                ? readdirSync(join(process.cwd(), collection.folder, locale))
                : []
              ).map((file) => `${collection.folder}/${locale}/${file}`),
            )
          : collection.files.map((entry) => entry.file);
      const fields = "folder" in collection ? collection.fields : collection.files[0]!.fields;
      for (const file of targets) {
        const text = readFileSync(join(process.cwd(), file), "utf8");
        // An article: YAML front matter between --- lines, then the Markdown body.
        const markdown = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
        const data = markdown ? { ...parse(markdown[1]!), body: markdown[2] } : parse(text);
        walk(fields, data, file, rejected);
      }
    }
    expect(rejected).toEqual([]);
  });

  it("refuses before saving what the build refuses, naming the field", () => {
    const home = fieldsOf("home");
    const title = fieldAt(home, "meta.title");
    expect(accepts(title, "x".repeat(66))).toBe(false);
    expect(accepts(title, "   ")).toBe(false);
    expect(title.pattern![1]).toBe("not blank, 30 to 65 characters");
    expect(title.label).toBe("Title");
    // With an ICU placeholder the length depends on the filled value: the build checks it.
    expect(accepts(title, "Privacy policy | {company}")).toBe(true);
    expect(accepts(title, "{company}   ")).toBe(true);
    expect(accepts(fieldAt(home, "meta.description"), "y".repeat(161))).toBe(false);
    expect(fieldAt(home, "hero.title").required).toBe(true);

    const facts = fieldsOf("facts");
    const phone = fieldAt(facts, "contact.phones").field!;
    expect(accepts(phone, "+862038880000")).toBe(true);
    expect(accepts(phone, "020 3888 0000")).toBe(false);
    expect(accepts(phone, "+86 20 3888")).toBe(false);
    expect(phone.pattern![1]).toContain("E.164");
    const email = fieldAt(facts, "contact.emails.sales");
    expect(accepts(email, "sales@pearlriversourcing.example")).toBe(true);
    expect(accepts(email, "sales@")).toBe(false);
    expect(accepts(email, "sales pearlriversourcing.example")).toBe(false);

    // Every image slot's alternative text is required in every locale's copy.
    for (const path of ["heroAlt"]) expect(fieldAt(fieldsOf("sectors"), path).required).toBe(true);
    expect(fieldAt(fieldsOf("missions"), "hero.imageAlt").required).toBe(true);
    expect(fieldAt(fieldsOf("missions"), "gallery.panels.canton-fair.alt").required).toBe(true);
    const photo = fieldAt(fieldsOf("media"), "sectors.horeca.photo");
    expect(photo.widget).toBe("image");
    expect(accepts(photo, "/media/kitchen.jpg")).toBe(true);
    expect(accepts(photo, "/media/kitchen.gif")).toBe(false);
  });
});

describe("the CMS's Git host", () => {
  it("comes from documented environment values, validated where they enter", () => {
    expect(cmsBackend({ CMS_REPO: "acme/site" })).toEqual({
      name: "github",
      repo: "acme/site",
      branch: "main",
    });
    expect(
      cmsBackend({
        CMS_BACKEND: "gitea",
        CMS_REPO: "acme/site",
        CMS_API_ROOT: "https://git.acme.example/api/v1",
        CMS_BASE_URL: "https://git.acme.example",
        CMS_APP_ID: "0a1b2c",
      }),
    ).toMatchObject({
      name: "gitea",
      api_root: "https://git.acme.example/api/v1",
      app_id: "0a1b2c",
    });
    expect(() => cmsBackend({ CMS_BACKEND: "gitea", CMS_REPO: "acme/site" })).toThrow(
      /CMS_APP_ID is required for gitea[\s\S]*CMS_BASE_URL is required[\s\S]*CMS_API_ROOT is required/,
    );
    expect(() => cmsBackend({ CMS_REPO: "not a repo" })).toThrow(/CMS_REPO must be owner\/name/);
  });

  it("is the only other origin the CMS page may reach", () => {
    expect(backendOrigins(cmsBackend({}))).toEqual({
      connect: ["https://api.github.com"],
      img: ["https://api.github.com", "https://avatars.githubusercontent.com"],
    });
    const gitlab = cmsBackend({
      CMS_BACKEND: "gitlab",
      CMS_REPO: "acme/site",
      CMS_APP_ID: "abc",
      CMS_API_ROOT: "https://gitlab.acme.example/api/v4",
    });
    expect(gitlab.auth_type).toBe("pkce");
    expect(backendOrigins(gitlab).connect).toEqual(["https://gitlab.acme.example"]);
  });
});

function walk(fields: CmsField[], data: unknown, at: string, rejected: string[]) {
  if (!data || typeof data !== "object") return;
  for (const field of fields) {
    const value = (data as Record<string, unknown>)[field.name];
    const path = `${at}: ${field.name}`;
    if (field.widget === "list" && Array.isArray(value)) {
      for (const item of value) {
        if (field.fields) walk(field.fields, item, path, rejected);
        else if (typeof item === "string" && !accepts(field.field!, item)) rejected.push(path);
      }
    } else if (field.widget === "object") {
      walk(field.fields!, value, path, rejected);
    } else if (typeof value === "string" && !accepts(field, value)) {
      rejected.push(`${path} (${value.length} characters)`);
    }
  }
}
