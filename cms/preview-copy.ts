import { collections, type CollectionName } from "@lib/content/collections";
import { formatMessage, type MessageValues } from "@lib/content/messages";
import { localeInfo, type Locale } from "@lib/i18n/locales";
import { localeContext, previewContext } from "./preview-context";

/**
 * An entry's data as the editor has it (YAML values, ICU messages unformatted) turned into
 * the copy its page receives, as `loadEntry` does at build time: every string formatted as
 * an ICU message with the facts' values for `locale` and the collection's own, except under
 * its deferred keys. A message the editor is still typing (an open `{`) is shown as typed,
 * and the entry is not validated: the CMS judges the fields, the preview only shows them.
 */
export function previewCopy<T>(collection: CollectionName, locale: Locale, data: unknown): T {
  const spec = collections[collection];
  const { formatTag } = localeInfo(locale);
  let own: MessageValues = {};
  try {
    own = spec.values?.(data as Record<string, unknown>, previewContext.facts, formatTag) ?? {};
  } catch {
    // A unit message being typed: its placeholders stay as typed.
  }
  const values = { ...localeContext(locale).values, ...own };
  const format = (value: unknown): unknown => {
    if (typeof value === "string") {
      try {
        return formatMessage(value, formatTag, values);
      } catch {
        return value;
      }
    }
    if (Array.isArray(value)) return value.map(format);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, format(item)]));
    }
    return value;
  };
  const record = (data ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [
      key,
      spec.deferred?.includes(key) ? item : format(item),
    ]),
  ) as T;
}
