import type { FastifyRequest } from "fastify";
import { defaultLocale, isLocale, type Locale } from "../../lib/i18n/locales";
import { localeFromPath, localizedPath, suffixFromPath, thankYouPath } from "../../lib/i18n/paths";
import { listFields } from "../../lib/leads/schema";
import { maxQuoteLines } from "../../lib/leads/quote-terms";

/** The media type of a plain HTML form post. */
export const formMediaType = "application/x-www-form-urlencoded";

/** True when `request` carries a plain HTML form post (issue 18) rather than JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  return type === formMediaType;
}

/**
 * The origin a browser says a request comes from: `Origin`, or lacking it the origin of
 * `Referer`; `null` when it sends neither (or `Origin: null`, an opaque origin).
 */
function senderOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) return origin === "null" ? null : origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Where a form post may come from (issue 18, the OWASP CSRF cheat sheet's "verifying origin
 * with standard headers"): the site's own origin, i.e. the host the request was sent to
 * (`Host`, or `X-Forwarded-Host` from a trusted proxy), whatever the scheme a proxy ended;
 * or `siteOrigin` (`SITE_ORIGIN`, the site served from a CDN). Returns the sender's origin
 * when it is one of these, else `null`. A post with neither `Origin` nor `Referer` is
 * refused: every current browser sends `Origin` on a form POST, so only a stripped or
 * forged request lacks both, and refusing cannot lose a real visitor's lead silently (they
 * get a page saying so).
 */
export function allowedSender(
  request: FastifyRequest,
  siteOrigin: string | undefined,
): string | null {
  const origin = senderOrigin(request);
  if (!origin) return null;
  if (siteOrigin && origin === siteOrigin) return origin;
  try {
    return new URL(origin).host === request.host ? origin : null;
  } catch {
    return null;
  }
}

/** A field's value as posted: repeated names arrive as lists. */
type Posted = Record<string, string | string[] | undefined>;

/** A line of goods' control as the form names it (issue 30): `items.<line>.<part>`. */
const lineControl = /^items\.(\d{1,2})\.([a-z]+)$/;

/**
 * The lead a form post describes, for the shared schema (`lib/leads/schema.ts`): the form's
 * field names are the lead's, so each value is taken as posted. A name given twice stays a
 * list, which the schema refuses (`invalid_type`), except a list of choices (`listFields`:
 * each ticked checkbox repeats the name), always a list. The lines of goods' controls
 * (`items.0.product`) become the lines, in order; a line number past the form's most
 * (`maxQuoteLines`) makes more lines than it allows (`too_many`). Attribution is absent, as
 * the entry script that would add it never ran.
 */
export function leadFromFormPost(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null) return {};
  const lead: Record<string, unknown> = {};
  const lines: Record<string, unknown>[] = [];
  for (const [name, value] of Object.entries(body as Posted)) {
    const control = lineControl.exec(name);
    if (control) {
      // At most one line past the most: enough to be refused, never a huge list.
      const index = Math.min(Number(control[1]), maxQuoteLines);
      for (let line = lines.length; line <= index; line++) lines.push({});
      lines[index]![control[2]!] = value;
    } else if ((listFields as readonly string[]).includes(name)) {
      lead[name] = typeof value === "string" ? [value] : value;
    } else {
      lead[name] = value;
    }
  }
  if (lines.length > 0) lead.items = lines;
  return lead;
}

/** The single values of a form post (its `page`, `locale` and fields). */
export function typedValues(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(
    Object.entries(body as Posted).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * The values a visitor typed, to give the form back with: single values, and the ticked
 * values of a list of choices (`listFields`, issue 30).
 */
export function givenBackValues(body: unknown): Record<string, string | string[]> {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(
    Object.entries(body as Posted).filter(
      (entry): entry is [string, string | string[]] =>
        typeof entry[1] === "string" ||
        ((listFields as readonly string[]).includes(entry[0]) && Array.isArray(entry[1])),
    ),
  );
}

/**
 * The language to answer a form post in: its `locale` field when valid, else that of its
 * `page` (or of the `Referer`'s path when the body is unknown), else the default.
 */
export function answerLocale(body: unknown, referer: string | undefined): Locale {
  const { locale, page } = typedValues(body);
  if (isLocale(locale)) return locale;
  if (page) return localeFromPath(page);
  const path = pathOf(referer);
  return path ? localeFromPath(path) : defaultLocale;
}

function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * The page to lead the visitor back to: `page` when it is one of the site's pages (so no
 * link ever points off the site), else the home of `locale`.
 */
export function returnPage(page: string | undefined, locale: Locale): string {
  return page && page.startsWith("/") && suffixFromPath(page) !== null
    ? page
    : localizedPath(locale);
}

/**
 * Where a stored form post is sent (`303 See Other`): the thank-you page of `locale` on the
 * origin the form came from, with the page path it came from as `from` (a path of the site,
 * never a field's value), so that page's link leads back there.
 */
export function thankYouLocation(
  locale: Locale,
  page: string,
  sender: string,
  ownHost: string,
): string {
  const path = `${thankYouPath(locale)}?${new URLSearchParams({ from: page })}`;
  return new URL(sender).host === ownHost ? path : `${sender}${path}`;
}
