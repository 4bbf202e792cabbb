import { z } from "zod";

/*
 * The kinds of environment variable the settings are made of. Each takes the raw value
 * (a string or undefined) and treats an empty or whitespace-only one as unset: clearing a
 * variable in a deployment file leaves `NAME=` behind, which means "use the default".
 * Messages are written to follow the variable's name ("PORT must be …"), see parse.ts.
 */

/** A value trimmed, with a blank one as unset. */
function unsetIfBlank(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** Any string; unset is `undefined`. */
export function text() {
  return z.preprocess(unsetIfBlank, z.string().optional());
}

/** Any string; `fallback` when unset. */
export function textOr(fallback: string) {
  return text().transform((value) => value ?? fallback);
}

/** One of `values`; `fallback` when unset. */
export function oneOf<const T extends readonly string[]>(values: T, fallback: T[number]) {
  const choice = z.enum(values, {
    error: (issue) => `must be one of ${values.join(", ")}, got "${String(issue.input)}"`,
  });
  return z.preprocess(unsetIfBlank, choice.optional()).transform((value) => value ?? fallback);
}

/**
 * A whole number from 0 to `max`, read by `Number()` as before the schema (so `1e3` and
 * `0x10` still pass); unset is `undefined`. A value under `floor` counts as `floor`: a
 * delay of 0 ms would spin.
 */
export function wholeNumber({ max, floor = 0 }: { max: number; floor?: number }) {
  return text().transform((raw, context) => {
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > max) {
      context.addIssue({
        code: "custom",
        message: `must be a whole number from 0 to ${max}, got "${raw}"`,
      });
      return z.NEVER;
    }
    return Math.max(floor, value);
  });
}

/** {@link wholeNumber}, `fallback` when unset. */
export function wholeNumberOr(fallback: number, range: { max: number; floor?: number }) {
  return wholeNumber(range).transform((value) => value ?? fallback);
}

/** `1` (on) or `0` (off); off when unset. */
export function flag() {
  return text().transform((raw, context) => {
    if (raw !== undefined && raw !== "0" && raw !== "1") {
      context.addIssue({ code: "custom", message: `must be 1 (on) or 0 (off), got "${raw}"` });
      return z.NEVER;
    }
    return raw === "1";
  });
}

/** An absolute http(s) URL (`example` shows one in the message), kept whole. */
export function url(example: string) {
  return text().transform((raw, context) => {
    if (raw === undefined) return undefined;
    const parsed = URL.canParse(raw) ? new URL(raw) : null;
    if (parsed?.protocol !== "https:" && parsed?.protocol !== "http:") {
      context.addIssue({
        code: "custom",
        message: `must be an absolute URL such as ${example}, got "${raw}"`,
      });
      return z.NEVER;
    }
    return raw;
  });
}

/** An absolute http(s) URL reduced to its origin (`https://api.example.com/x` → `https://api.example.com`). */
export function origin(example: string) {
  return url(example).transform((raw) => (raw === undefined ? undefined : new URL(raw).origin));
}

/**
 * A key of at least 32 characters (RFC 2104 §3: an HMAC key shorter than the hash's
 * output weakens it); unset is `undefined`.
 */
export function secret() {
  return text().refine((value) => value === undefined || value.length >= 32, {
    error: (issue) =>
      `must be at least 32 characters (e.g. openssl rand -hex 32), got ${String(issue.input).length}`,
  });
}
