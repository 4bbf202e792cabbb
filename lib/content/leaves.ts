/**
 * Every leaf (string, number, boolean) of YAML data with its dotted field path, e.g.
 * `["hero.figures.years", "years of experience"]`, in document order; `path` prefixes them.
 * Null and undefined are no leaves: a field left empty is absent.
 */
export function leaves(value: unknown, path = ""): [string, unknown][] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, at(i)));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, at(key)));
  }
  return value === undefined || value === null ? [] : [[path, value]];
}

/** The string leaves of `value` (see `leaves`). */
export function stringLeaves(value: unknown): [string, string][] {
  return leaves(value).filter((leaf): leaf is [string, string] => typeof leaf[1] === "string");
}
