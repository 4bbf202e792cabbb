import { z } from "zod";
import registryFile from "../../content/locales.json" with { type: "json" };

/** One language of the site, as declared in `content/locales.json` (the locale registry). */
const localeSchema = z
  .object({
    /** The URL prefix and content folder name, e.g. `ar` in `/ar/horeca` and `content/sectors/ar/`. */
    code: z
      .string()
      .regex(/^[a-z]{2,3}(-[a-z0-9]+)?$/, "lower-case language code such as `pt` or `pt-br`"),
    /** BCP-47 tag for `<html lang>` and `hreflang`. */
    tag: z.string().min(2),
    /** Text direction; the only place that knows a language is right to left. */
    dir: z.enum(["ltr", "rtl"]).default("ltr"),
    /** The language's name in itself, the switcher's accessible name. */
    nativeName: z.string().min(1),
    /** `Intl` locale for numbers, lists and plurals (Arabic keeps Western digits). */
    formatTag: z.string().min(2),
    /** Open Graph `og:locale` (language_TERRITORY). */
    ogLocale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, "language_TERRITORY such as `pt_BR`"),
    /**
     * The font file the first screen is set in, preloaded (an id of
     * `app/styles/critical-fonts.ts`): one, since each file before the first paint delays
     * it (issue 33); a language whose scripts need two gets a merged cut (`faces.ts`).
     */
    fonts: z
      .array(z.string())
      .min(1)
      .max(1, "one font file per locale (cut a face with all its scripts in app/styles/faces.ts)"),
    /** The flag drawn in the switcher (ids of `app/components/flags.tsx`). */
    flag: z.string().min(2),
    /**
     * Consent to the processing of personal data is a separate, unticked checkbox linked to
     * the consent text (`/<locale>/consent`), and a lead without it is refused (issue 34;
     * Russia's 152-FZ art. 9 as amended from 1 September 2025: consent is given separately
     * from any other document). Otherwise sending the form is the consent, as its notice says.
     */
    separateConsent: z.boolean().default(false),
  })
  .strict();

const registrySchema = z
  .object({
    $comment: z.string().optional(),
    defaultLocale: z.string(),
    /** In the order the language switcher lists them. */
    locales: z.array(localeSchema).min(1),
  })
  .strict()
  .superRefine((registry, ctx) => {
    const codes = registry.locales.map((locale) => locale.code);
    if (!codes.includes(registry.defaultLocale)) {
      ctx.addIssue({
        code: "custom",
        path: ["defaultLocale"],
        message: `must be one of ${codes.join(", ")}`,
      });
    }
    if (new Set(codes).size !== codes.length) {
      ctx.addIssue({ code: "custom", path: ["locales"], message: "locale codes must be unique" });
    }
  });

export type LocaleInfo = z.infer<typeof localeSchema>;
export type Direction = LocaleInfo["dir"];
/** A locale code of the registry, e.g. `en`. */
export type Locale = string;

function parseRegistry(input: unknown) {
  const result = registrySchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `content/locales.json: ${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new Error(lines.join("\n"));
  }
  return result.data;
}

const registry = parseRegistry(registryFile);

/** Every locale of the site, in switcher order (SPEC §1). */
export const localeList: readonly LocaleInfo[] = registry.locales;

/** The locale codes, in switcher order. */
export const locales: readonly Locale[] = registry.locales.map((locale) => locale.code);

/** The language of `/` and of any path without a locale prefix (SPEC §2). */
export const defaultLocale: Locale = registry.defaultLocale;

/** True when `value` is one of the site's locale codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && locales.includes(value);
}

/**
 * The registry entry of `locale`.
 * @throws Error when `locale` is not in the registry.
 */
export function localeInfo(locale: Locale): LocaleInfo {
  const info = registry.locales.find((entry) => entry.code === locale);
  if (!info) throw new Error(`Unknown locale "${locale}": not in content/locales.json`);
  return info;
}

/** True when the lead forms of `locale` ask for consent by a separate checkbox (registry). */
export function requiresSeparateConsent(locale: Locale): boolean {
  return localeInfo(locale).separateConsent;
}

/** Text direction of a locale, from the registry. */
export function directionOf(locale: Locale): Direction {
  return localeInfo(locale).dir;
}
