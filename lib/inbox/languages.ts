/**
 * The languages of the leads inbox's UI (issue 31 item 7): English and Simplified Chinese,
 * for the sales team in Guangzhou. BCP 47 tags; each has its catalogue
 * `content/inbox/<tag>.yaml`. No zod here, so the inbox's browser code may import it.
 */
export const inboxLanguages = ["en", "zh-Hans"] as const;
export type InboxLanguage = (typeof inboxLanguages)[number];

/** The language of a reader who has not chosen and whose browser asks for none of ours. */
export const defaultInboxLanguage: InboxLanguage = "en";

/**
 * The locale each language formats dates and numbers with (`Intl`): British English (day
 * before month, 24-hour clock, as the team writes) and Chinese as written in mainland China.
 */
export const inboxFormatLocales: Record<InboxLanguage, string> = {
  en: "en-GB",
  "zh-Hans": "zh-Hans-CN",
};

/** Whether `value` is one of the inbox's language tags, exactly as stored. */
export function isInboxLanguage(value: unknown): value is InboxLanguage {
  return typeof value === "string" && (inboxLanguages as readonly string[]).includes(value);
}

/**
 * The inbox language a BCP 47 tag asks for, by its primary language subtag: `zh`, `zh-CN`,
 * `zh-Hans-CN` (any Chinese: Simplified is the only Chinese the inbox has) → `zh-Hans`;
 * `en-US` → `en`; anything else → null. Case-insensitive (RFC 5646 §2.1.1).
 */
export function inboxLanguageOfTag(tag: string): InboxLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "zh") return "zh-Hans";
  if (primary === "en") return "en";
  return null;
}

/**
 * The inbox language for a reader whose browser prefers `tags` (most preferred first: the
 * `Accept-Language` header's order, or `navigator.languages`): the first tag the inbox has,
 * else `defaultInboxLanguage`.
 */
export function inboxLanguageFor(tags: readonly string[]): InboxLanguage {
  for (const tag of tags) {
    const language = inboxLanguageOfTag(tag);
    if (language) return language;
  }
  return defaultInboxLanguage;
}
