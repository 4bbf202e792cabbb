import type { InboxCopy } from "@lib/content/schemas/inbox";

/** The dotted paths of an object's string leaves: `{a: {b: "…"}}` → `"a.b"`. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/**
 * A message of the inbox's copy by its dotted path in `content/inbox/<language>.yaml`, e.g.
 * `"signIn.heading"`: the compiler refuses a key the schema does not have.
 */
export type MessageKey = Leaves<InboxCopy>;

/** The message at `key` of `copy`, or undefined when there is none (a key built at run time). */
export function messageAt(copy: InboxCopy, key: string): string | undefined {
  let node: unknown = copy;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}
