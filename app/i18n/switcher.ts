import { locales, type Locale } from "./locales";
import { localizedPath, suffixFromPath } from "./paths";

/**
 * The order of the switcher's flags (SPEC §2): the current locale first, then the
 * others in the site's order; in Arabic the whole list is reversed, so the current
 * locale comes last, at the reader's inline end.
 */
export function switcherOrder(current: Locale): Locale[] {
  const order = [current, ...locales.filter((locale) => locale !== current)];
  return current === "ar" ? order.reverse() : order;
}

/**
 * Where a flag leads from `pathname`: the same page in `target`'s language
 * (`/ru/horeca` → `/es/horeca`), or that language's home when the page is unknown.
 */
export function switchTarget(pathname: string, target: Locale): string {
  return localizedPath(target, suffixFromPath(pathname) ?? "");
}
