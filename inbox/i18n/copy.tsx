import { IntlMessageFormat } from "intl-messageformat";
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import type { InboxCopy } from "@lib/content/schemas/inbox";
import {
  inboxFormatLocales,
  inboxLanguageFor,
  isInboxLanguage,
  type InboxLanguage,
} from "@lib/inbox/languages";
import { loadCatalogue } from "./catalogues";
import { messageAt, type MessageKey } from "./keys";
import { priceFormat } from "./price-format";

/** Values an ICU placeholder takes: a number (formatted per language) or ready text. */
export type MessageValues = Record<string, string | number>;

/** The inbox's words and formats in the language shown (`useCopy`). */
export interface Copy {
  language: InboxLanguage;
  /**
   * The message `key` formatted with `values` (ICU: plurals, numbers in the language's
   * format).
   * @throws Error when the message lacks one of its placeholders' values.
   */
  t: (key: MessageKey, values?: MessageValues) => string;
  /**
   * The message `key` with elements in its placeholders (a `<time>`, a link), as React
   * nodes in the message's order, so each language places them where its grammar does.
   */
  rich: (key: MessageKey, values: Record<string, ReactNode>) => ReactNode;
  /** An ISO-8601 time in the reader's time zone: "23 Nov 2026, 14:05", "2026年11月23日 14:05". */
  formatTime: (iso: string) => string;
  /** A UTC day ("2026-11-23"): "23 Nov 2026", "2026年11月23日". */
  formatDay: (isoDay: string) => string;
  /** A UTC day without its year, for a chart's axis: "23 Nov", "11月23日". */
  formatShortDay: (isoDay: string) => string;
  /** A number in the language's digits and grouping. */
  formatNumber: (value: number) => string;
  /** A stored price (decimal text) in its ISO 4217 currency: "US$12,500.50" (`priceFormat`). */
  formatPrice: (amount: string, currency: string | null) => string;
  /**
   * A file's size in bytes as the language writes it, in bytes, kB or MB (units of 1024, as
   * the form’s 10 MB cap counts them): "2.4 MB", "12 kB".
   */
  formatFileSize: (bytes: number) => string;
  /** Items as one list in the language's punctuation: "a, b and c", "a、b和c". */
  formatList: (items: string[]) => string;
  /** A locale code as its language's name with the code: "ar" → "Arabic (ar)", "阿拉伯语 (ar)". */
  localeName: (code: string) => string;
  /** An ISO 3166-1 alpha-2 code as its country's name: "SA" → "Saudi Arabia", "沙特阿拉伯". */
  countryName: (code: string) => string;
  /** Shows the inbox in `language` (loads its catalogue first); not stored (see the shell's switch). */
  show: (language: InboxLanguage) => Promise<void>;
}

const CopyContext = createContext<Copy | null>(null);

/**
 * The language an inbox page starts in, before the signed-in user's choice is known: the
 * document's `lang`, which the server set from that choice or the browser's
 * `Accept-Language` (server/inbox/pages-plugin.ts), else the browser's languages.
 */
export function startLanguage(): InboxLanguage {
  const lang = document.documentElement.lang;
  return isInboxLanguage(lang) ? lang : inboxLanguageFor(navigator.languages);
}

/** The language of a reader who has not chosen one: the browser's (issue 31 item 7). */
export function browserLanguage(): InboxLanguage {
  return inboxLanguageFor(navigator.languages);
}

/** `Copy` over `catalogue` in `language`, its formatters built once. */
function copyOf(language: InboxLanguage, catalogue: InboxCopy, show: Copy["show"]): Copy {
  const locale = inboxFormatLocales[language];
  const formats = new Map<string, IntlMessageFormat>();
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const shortDay = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const number = new Intl.NumberFormat(locale);
  const sizes = (["byte", "kilobyte", "megabyte"] as const).map(
    (unit) => new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }),
  );
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const languages = new Intl.DisplayNames([locale], { type: "language" });
  const regions = new Intl.DisplayNames([locale], { type: "region" });
  const utcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
  const formatOf = (key: MessageKey) => {
    let format = formats.get(key);
    if (!format) {
      const message = messageAt(catalogue, key);
      if (message === undefined) throw new Error(`No inbox message ${key} in ${language}`);
      format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
      formats.set(key, format);
    }
    return format;
  };
  return {
    language,
    t: (key, values = {}) => String(formatOf(key).format(values)),
    rich(key, values) {
      const parts = formatOf(key).format<ReactNode>(values as Record<string, ReactNode>);
      return Array.isArray(parts)
        ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>)
        : parts;
    },
    formatTime: (iso) => dateTime.format(new Date(iso)),
    formatDay: (isoDay) => day.format(utcDay(isoDay)),
    formatShortDay: (isoDay) => shortDay.format(utcDay(isoDay)),
    formatNumber: (value) => number.format(value),
    formatPrice: priceFormat(locale),
    formatFileSize(bytes) {
      const step = bytes < 1024 ? 0 : bytes < 1024 * 1024 ? 1 : 2;
      return sizes[step]!.format(bytes / 1024 ** step);
    },
    formatList: (items) => list.format(items),
    localeName(code) {
      try {
        const name = languages.of(code);
        return name && name !== code ? `${name} (${code})` : code;
      } catch {
        return code;
      }
    },
    countryName(code) {
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    },
    show,
  };
}

/**
 * Gives the pages the inbox's copy in one language, starting with `language` and its
 * `catalogue` (loaded before the first render, so no page flashes in another language);
 * keeps the document's `lang` on the language shown.
 */
export function CopyProvider({
  language,
  catalogue,
  children,
}: {
  language: InboxLanguage;
  catalogue: InboxCopy;
  children: ReactNode;
}) {
  const [shown, setShown] = useState({ language, catalogue });
  const show = useCallback(async (next: InboxLanguage) => {
    const loaded = await loadCatalogue(next);
    document.documentElement.lang = next;
    setShown((current) =>
      current.language === next ? current : { language: next, catalogue: loaded },
    );
  }, []);
  const copy = useMemo(
    () => copyOf(shown.language, shown.catalogue, show),
    [shown.language, shown.catalogue, show],
  );
  return <CopyContext value={copy}>{children}</CopyContext>;
}

/** The inbox's copy in the language shown; for components under `CopyProvider`. */
export function useCopy(): Copy {
  const copy = useContext(CopyContext);
  if (!copy) throw new Error("useCopy needs a CopyProvider (inbox/main.tsx)");
  return copy;
}
