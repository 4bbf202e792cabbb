/**
 * `copy` with every `{name}` in its strings replaced by `values[name]`, at any depth.
 * Copy keeps business constants as placeholders so they are written once, in `company.ts`.
 * Throws when a placeholder has no value, so a typo fails the build instead of shipping.
 */
export function interpolate<T>(copy: T, values: Record<string, string>): T {
  if (typeof copy === "string") {
    return copy.replace(/\{(\w+)\}/g, (match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`No value for placeholder ${match} in "${copy}"`);
      return value;
    }) as T;
  }
  if (Array.isArray(copy)) return copy.map((item: unknown) => interpolate(item, values)) as T;
  if (copy && typeof copy === "object") {
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [key, interpolate(value, values)]),
    ) as T;
  }
  return copy;
}
