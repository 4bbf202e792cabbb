import { z } from "zod";

/**
 * A line of copy: required (blank is refused) and, when the layout or search engines need
 * it, at most `max` characters once its placeholders are filled.
 */
export function text(max?: number) {
  const base = z.string({ error: "required" }).regex(/\S/, "required");
  return max ? base.max(max, `at most ${max} characters`) : base;
}

/**
 * A button or link label (short enough for one line on a 360 px phone). Marked `label` in
 * its JSON Schema, so a test can hold every label to the locale's casing rule.
 */
export const label = () => text(40).meta({ label: true });

/** Search-result copy (issue 6): title 30–65 characters, description 70–160. */
export const pageMeta = z
  .object({
    title: text(65).min(30, "at least 30 characters"),
    description: text(160).min(70, "at least 70 characters"),
  })
  .strict();

/** A card: a short title and a sentence or two. */
export const titledText = z.object({ title: text(120), text: text() }).strict();

/** Exactly `n` items of `item` (the spec's counts, e.g. four category cards). */
export function exactly<T extends z.ZodType>(n: number, item: T) {
  return z.array(item).length(n, `exactly ${n} items`);
}

/** An object with exactly the keys `keys`, each holding `item` (typed by its keys). */
export function keyedObject<K extends string, S extends z.ZodType>(keys: readonly K[], item: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, item])) as Record<K, S>).strict();
}
