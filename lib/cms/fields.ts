import { z } from "zod";

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as the generator writes it. */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | "string"
    | "text"
    | "markdown"
    | "datetime"
    | "number"
    | "object"
    | "list"
    | "image"
    | "hidden"
    | "select"
    | "boolean";
  required?: boolean;
  /**
   * `true`: edited per locale; `"duplicate"`: one value, copied into every locale's file
   * (never on a `list` or `object`: Decap's schema for those widgets takes only a boolean).
   */
  i18n?: boolean | "duplicate";
  /** A `select` holding a list of its options (a zod array of an enum shared by every locale). */
  multiple?: boolean;
  /** The choices of a `select` (a zod enum). */
  options?: string[];
  hint?: string;
  /** `[regex source, message]`: Decap tests the value against it before saving. */
  pattern?: [string, string];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  allow_add?: boolean;
  media_library?: { config: { multiple: false } };
  /** A `datetime` field's stored format and picker (Moment.js tokens; `false`: no time). */
  format?: string;
  date_format?: string;
  time_format?: false;
}

/** The subset of JSON Schema (draft 2020-12) that `z.toJSONSchema` writes for our schemas. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  allOf?: JsonSchema[];
  format?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** Free text from `.meta({ description })`: shown as the field's hint. */
  description?: string;
  /** From `.meta({ widget })`: a CMS widget other than the one the type implies (e.g. `image`). */
  widget?: CmsField["widget"] | "date";
  /** From `.meta({ patternMessage })`: what the field's `pattern` asks for, in words. */
  patternMessage?: string;
}

/** Longest text the single-line `string` widget gets; longer limits get a `text` area. */
const singleLineMax = 120;

/** "primaryCta" → "Primary cta", "business-missions" → "Business missions". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every regex of a string schema: zod writes one as `pattern`, several under `allOf`. */
function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === "string",
  );
}

/**
 * One regex for Decap's single `pattern`: each schema regex as a look-ahead (a search, as
 * JSON Schema's `pattern` is unanchored) and the length limits as `[\s\S]{min,max}`, for
 * values without ICU placeholders.
 */
function stringPattern(schema: JsonSchema): [string, string] | undefined {
  const patterns = patternsOf(schema);
  // A minimum of 1 is "required", which Decap's presence check already enforces.
  const minLength = schema.minLength && schema.minLength > 1 ? schema.minLength : undefined;
  const { maxLength } = schema;
  const hasLength = minLength !== undefined || maxLength !== undefined;
  if (patterns.length === 0 && !hasLength) return undefined;
  const lookaheads = patterns.map((pattern) => `(?=[\\s\\S]*?(?:${pattern}))`).join("");
  // The build measures a message once its ICU placeholders (`{company}`, plurals) are
  // filled, which a regex cannot do: a value holding one is left to the build's check.
  const length = hasLength
    ? `(?:(?=[^{]*\\{)[\\s\\S]*|[\\s\\S]{${minLength ?? 0},${maxLength ?? ""}})`
    : "[\\s\\S]*";
  const words: string[] = [];
  if (patterns.some((pattern) => pattern === "\\S")) words.push("not blank");
  if (minLength !== undefined && maxLength !== undefined) {
    words.push(`${minLength} to ${maxLength} characters`);
  } else if (maxLength !== undefined) {
    words.push(`at most ${maxLength} characters`);
  } else if (minLength !== undefined) {
    words.push(`at least ${minLength} characters`);
  }
  const other = patterns.filter((pattern) => pattern !== "\\S");
  if (other.length > 0) words.push(schema.patternMessage ?? formatWords(schema));
  return [`^${lookaheads}${length}$`, words.join(", ")];
}

function formatWords(schema: JsonSchema): string {
  if (schema.format === "email") return "an e-mail address such as sales@example.com";
  return "in the expected format";
}

/** `string` or `text` widget by the length limit, with the schema's regexes and limits. */
function stringField(base: Omit<CmsField, "widget">, schema: JsonSchema): CmsField {
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  // A calendar day (`.meta({ widget: "date" })`): Decap 3's date picker is `datetime`
  // without the time, stored as YYYY-MM-DD, as the schema reads it.
  if (schema.widget === "date") {
    const day = "YYYY-MM-DD";
    const field: CmsField = {
      ...base,
      widget: "datetime",
      format: day,
      date_format: day,
      time_format: false,
    };
    const pattern = stringPattern(schema);
    if (pattern) field.pattern = pattern;
    return field;
  }
  // Prose (`text()`: not blank, no limit) gets a text area; a bare value (a name, an
  // address line, an e-mail) a single line.
  const long =
    schema.maxLength !== undefined
      ? schema.maxLength > singleLineMax
      : patternsOf(schema).includes("\\S");
  const field: CmsField = { ...base, widget: schema.widget ?? (long ? "text" : "string") };
  const pattern = stringPattern(schema);
  if (pattern) field.pattern = pattern;
  return field;
}

function numberField(base: Omit<CmsField, "widget">, schema: JsonSchema): CmsField {
  const field: CmsField = {
    ...base,
    widget: "number",
    value_type: schema.type === "integer" ? "int" : "float",
  };
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (schema.type === "integer" ? 1 : Number.EPSILON)
      : undefined);
  if (min !== undefined) field.min = min;
  // zod writes Number.MAX_SAFE_INTEGER as an int's bound: no limit an editor needs to see.
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) {
    field.max = schema.maximum;
  }
  return field;
}

function toField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  i18n: CmsField["i18n"],
): CmsField {
  const base: Omit<CmsField, "widget"> = { name, label: humanize(name), required };
  if (i18n) base.i18n = i18n;
  if (schema.description) base.hint = schema.description;
  switch (schema.type) {
    case "string":
      return stringField(base, schema);
    case "integer":
    case "number":
      return numberField(base, schema);
    case "boolean":
      return { ...base, widget: "boolean" };
    case "object":
      // Decap refuses `i18n: "duplicate"` on an object (its widget schema takes a boolean,
      // decap-cms#7332): the object shows in every locale's column, its fields copied.
      return {
        ...base,
        ...(i18n === "duplicate" ? { i18n: true } : {}),
        widget: "object",
        fields: objectFields(schema, i18n),
      };
    case "array": {
      if (i18n === "duplicate") return sharedListField(name, base, schema);
      const items = schema.items ?? {};
      const field: CmsField = { ...base, widget: "list" };
      // Records (cards, sections) fold to their summary; plain values stay open to edit.
      if (items.type === "object") {
        field.fields = objectFields(items, i18n);
        field.collapsed = true;
      } else {
        field.field = toField(name, items, true, i18n);
        field.collapsed = false;
      }
      if (schema.minItems !== undefined) field.min = schema.minItems;
      if (schema.maxItems !== undefined) field.max = schema.maxItems;
      // A list of fixed length (the spec's counts) gets no "add" button.
      if (schema.minItems !== undefined && schema.minItems === schema.maxItems) {
        field.allow_add = false;
      }
      // An empty list is an answer; Decap's presence check would refuse it.
      if (!schema.minItems) field.required = false;
      return field;
    }
    default:
      throw new Error(`cms: field "${name}" has a type the CMS cannot edit: ${schema.type}`);
  }
}

/**
 * A list the same in every locale. Decap cannot copy a `list` into the other locales'
 * files (its widget schema takes only a boolean `i18n`, decap-cms#4386 and #7332), so a
 * list of fixed choices becomes a `select` of several values, which it copies as one value.
 * @throws Error for a shared list of anything else, which no Decap widget can copy.
 */
function sharedListField(
  name: string,
  base: Omit<CmsField, "widget">,
  schema: JsonSchema,
): CmsField {
  const options = schema.items?.enum;
  if (schema.items?.type !== "string" || !options) {
    throw new Error(
      `cms: field "${name}" is a list shared by every locale, which Decap can copy only as a list of fixed choices`,
    );
  }
  const field: CmsField = { ...base, widget: "select", multiple: true, options };
  if (schema.minItems !== undefined) field.min = schema.minItems;
  if (schema.maxItems !== undefined) field.max = schema.maxItems;
  if (!schema.minItems) field.required = false;
  return field;
}

function objectFields(
  schema: JsonSchema,
  i18n: CmsField["i18n"],
  shared: readonly string[] = [],
): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, property]) =>
    toField(
      key,
      property,
      required.has(key) && property.default === undefined,
      i18n && shared.includes(key) ? "duplicate" : i18n,
    ),
  );
}

/**
 * The Decap CMS fields of a zod object schema, through `z.toJSONSchema`: one field per key
 * in the schema's order, `required` as the schema has it, strings limited by a `pattern`
 * that carries the schema's regexes and length limits, numbers by `min`/`max`, lists by
 * their item counts, an enum by a `select`. `i18n` marks every field as translated per
 * locale, except the `shared` top-level keys, one value copied into every locale's file.
 * @throws Error when the schema holds a type no widget can edit.
 */
export function cmsFields(
  schema: z.ZodType,
  { i18n, shared }: { i18n: boolean; shared?: readonly string[] | undefined },
): CmsField[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  if (json.type !== "object") throw new Error("cms: a content file's schema must be an object");
  return objectFields(json, i18n, shared);
}
