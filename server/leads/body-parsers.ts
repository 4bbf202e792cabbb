import { isUtf8 } from "node:buffer";
import createError from "@fastify/error";
import type { FastifyInstance } from "fastify";

/**
 * A JSON lead body that is not valid UTF-8 (issue 28): refused (422, `_body:
 * invalid_characters`) instead of stored with U+FFFD where the bytes were, which Fastify's
 * own parser does silently.
 */
export const InvalidUtf8BodyError = createError<"LEADS_INVALID_UTF8", 422, []>(
  "LEADS_INVALID_UTF8",
  "the request body is not valid UTF-8",
  422,
);

/**
 * Replaces the JSON parser of `app`'s context (the leads plugin's) by Fastify's own with a
 * UTF-8 check of the raw bytes first (`InvalidUtf8BodyError`); bodies over `bodyLimit`
 * bytes and prototype poisoning are refused as before.
 */
export function addStrictJsonParser(app: FastifyInstance, bodyLimit: number): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit },
    (request, body: Buffer, done) => {
      if (!isUtf8(body)) {
        done(new InvalidUtf8BodyError(), undefined);
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
  const fields: FormBody = {};
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
