import { isUtf8 } from "node:buffer";
import createError from "@fastify/error";
import type { FastifyInstance } from "fastify";
import type { FieldErrors } from "../../lib/leads/schema";

/**
 * A JSON lead body that is not valid UTF-8 (issue 28): refused (422, its fields
 * `invalid_characters`, `utf8FieldErrors`) instead of stored with U+FFFD where the bytes
 * were, which Fastify's own parser does silently.
 */
export const InvalidUtf8BodyError = createError<"LEADS_INVALID_UTF8", 422, []>(
  "LEADS_INVALID_UTF8",
  "the request body is not valid UTF-8",
  422,
);

/** Where `addStrictJsonParser` puts the field errors on an `InvalidUtf8BodyError`. */
const undecodable = Symbol("undecodable JSON fields");

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields of a JSON body (not valid UTF-8) that hold the bad bytes, named as the schema
 * names them (`message`, `attribution.utmSource`), each `invalid_characters`; `_body` when
 * they are elsewhere (a key, or a body that is no JSON object).
 */
function undecodableFields(body: Buffer): FieldErrors {
  // Decoded leniently, bad bytes read U+FFFD: the string values holding one are the fields
  // to name (a U+FFFD typed as such beside them is named too, which does no harm).
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    // Malformed as well: the body as a whole.
  }
  const errors: FieldErrors = {};
  for (const [name, value] of isObject(parsed) ? Object.entries(parsed) : []) {
    const values = isObject(value)
      ? Object.entries(value).map(([key, inner]) => [`${name}.${key}`, inner] as const)
      : [[name, value] as const];
    for (const [field, text] of values) {
      if (typeof text === "string" && text.includes("\uFFFD")) errors[field] = "invalid_characters";
    }
  }
  return Object.keys(errors).length > 0 ? errors : { _body: "invalid_characters" };
}

/** The field errors of an `InvalidUtf8BodyError` (422 `invalid_lead`); null for other errors. */
export function utf8FieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof InvalidUtf8BodyError)) return null;
  return (error as { [undecodable]?: FieldErrors })[undecodable] ?? { _body: "invalid_characters" };
}

/**
 * Replaces the JSON parser of `app`'s context (the leads plugin's) by Fastify's own with a
 * UTF-8 check of the raw bytes first (`InvalidUtf8BodyError`, naming the fields that hold
 * the bad bytes); bodies over `bodyLimit` bytes and prototype poisoning are refused as before.
 */
export function addStrictJsonParser(app: FastifyInstance, bodyLimit: number): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit },
    (request, body: Buffer, done) => {
      if (!isUtf8(body)) {
        done(
          Object.assign(new InvalidUtf8BodyError(), { [undecodable]: undecodableFields(body) }),
          undefined,
        );
        return;
      }
      parseJson(request, body.toString("utf8"), done);
    },
  );
}

/** Where `parseFormBody` lists the fields it could not decode. */
const malformed = Symbol("malformed form fields");

/** A form post's fields: a name given twice is a list (the schema refuses it). */
export type FormBody = Record<string, string | string[]> & { [malformed]?: string[] };

/** One name or value of a url-encoded body; `null` when it is not valid percent-encoded UTF-8. */
function decode(text: string): string | null {
  // U+FFFD here stands for raw bytes that were not UTF-8 (browsers percent-encode the rest).
  if (text.includes("\uFFFD")) return null;
  try {
    // URIError for a broken escape (`%E0%A4%A`, `%ZZ`), bytes that are not UTF-8 and the
    // UTF-8 form of a lone surrogate (`%ED%A0%80`), which has no place in text.
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return null;
  }
}

/**
 * `application/x-www-form-urlencoded` as the HTML standard's parser reads it, except that
 * a value that is not valid percent-encoded UTF-8 is not kept as its literal escapes (what
 * `fast-querystring` does): its field is listed (`malformedFields`) and its value left empty,
 * so the form comes back naming it (issue 28). `@fastify/formbody`'s `parser` option.
 */
export function parseFormBody(body: string): FormBody {
  // No prototype, as fast-querystring's: `constructor=x` and `__proto__=x` are plain fields.
  const fields = Object.create(null) as FormBody;
  const broken: string[] = [];
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const name = decode(at === -1 ? pair : pair.slice(0, at));
    if (name === null) continue;
    let value = decode(at === -1 ? "" : pair.slice(at + 1));
    if (value === null) {
      broken.push(name);
      value = "";
    }
    const previous = fields[name];
    fields[name] =
      previous === undefined
        ? value
        : Array.isArray(previous)
          ? [...previous, value]
          : [previous, value];
  }
  if (broken.length > 0) fields[malformed] = broken;
  return fields;
}

/** The fields of a form body (`parseFormBody`) whose values could not be decoded. */
export function malformedFields(body: unknown): string[] {
  return (typeof body === "object" && body !== null && (body as FormBody)[malformed]) || [];
}
