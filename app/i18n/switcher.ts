import { directionOf, locales, type Locale } from "@lib/i18n/locales";
import { localizedPath, suffixFromPath } from "@lib/i18n/paths";

/**
 * The order of the switcher's flags (SPEC §2): the current locale first, then the others
 * in the registry's order; in a right-to-left locale the whole list is reversed, so the
 * current locale comes last, at the reader's inline end.
 */
export function switcherOrder(current: Locale): Locale[] {
  const order = [current, ...locales.filter((locale) => locale !== current)];
  return directionOf(current) === "rtl" ? order.reverse() : order;
}

/**
 * Where a flag leads from `pathname`: the same page in `target`'s language
 * (`/ru/horeca` → `/es/horeca`), or that language's home when the page is unknown.
 */
export function switchTarget(pathname: string, target: Locale): string {
  return localizedPath(target, suffixFromPath(pathname) ?? "");
}
