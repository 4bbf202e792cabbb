import { localeInfo, type Locale } from "~/i18n/locales";

/**
 * A unit's plural forms in one language, keyed by CLDR plural category; `{n}` marks where
 * the number goes ("{n} days"; Russian needs one, few and many; Arabic also zero and two).
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** A closed range of whole numbers, e.g. a programme of 3 to 5 days. */
export interface NumberRange {
  min: number;
  max: number;
}

/**
 * `count` formatted with the locale's digits and its plural form, e.g. `"10 cities"`.
 * Throws nothing: a category the copy lacks falls back to `other`.
 */
export function formatCount(locale: Locale, count: number, forms: PluralForms): string {
  const tag = localeInfo[locale].intl;
  const form = forms[new Intl.PluralRules(tag).select(count)] ?? forms.other;
  return form.replace("{n}", new Intl.NumberFormat(tag).format(count));
}

/**
 * A range such as `"3–25 days"`. The plural form follows the upper bound, as CLDR's range
 * rules do for the site's languages (Russian "3–5 дней", Arabic "8–15 يومًا").
 */
export function formatRange(locale: Locale, range: NumberRange, forms: PluralForms): string {
  const tag = localeInfo[locale].intl;
  const number = new Intl.NumberFormat(tag);
  const form = forms[new Intl.PluralRules(tag).select(range.max)] ?? forms.other;
  return form.replace("{n}", `${number.format(range.min)}–${number.format(range.max)}`);
}
