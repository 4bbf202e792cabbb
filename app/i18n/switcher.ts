import { directionOf, isLocale, locales, type Locale } from "@lib/i18n/locales";
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
 * Pages below a locale that every locale builds alike (issue 27): a departure's page, the
 * case studies and each one's page, the search page. Their path after the locale is kept.
 */
const sharedPages = [
  /^business-missions\/[a-z0-9][a-z0-9-]*$/,
  /^case-studies(?:\/[a-z0-9][a-z0-9-]*)?$/,
  /^search$/,
];

/**
 * Where a flag leads from `pathname`: the same page in `target`'s language
 * (`/ru/horeca` → `/es/horeca`, `/ru/business-missions/<slug>` → `/es/business-missions/<slug>`),
 * or that language's home when the page is unknown.
 */
export function switchTarget(pathname: string, target: Locale): string {
  const suffix = suffixFromPath(pathname);
  if (suffix !== null) return localizedPath(target, suffix);
  const [first, ...rest] = pathname.split("/").filter(Boolean);
  const below = rest.join("/");
  if (isLocale(first) && sharedPages.some((page) => page.test(below))) return `/${target}/${below}`;
  return localizedPath(target);
}
