import { z } from "zod";
import { locales, isLocale, requiresSeparateConsent } from "../i18n/locales";
import type { SectorSlug } from "../i18n/paths";
import { missionCities } from "../content/keys";
import { fieldLimits } from "./limits";
import {
  countryCodes,
  incoterms,
  maxQuoteLines,
  maxTravellers,
  priceCurrencies,
  quantityUnits,
} from "./quote-terms";
import { hasLoneSurrogate, hasVisibleText } from "./visible-text";

/**
 * The two lead forms' rules (SPEC §3, §5; issue 5), shared by the browser forms
 * (through `zodResolver`) and by the server's `POST /api/leads`, so both sides judge
 * a lead the same way. Each failed rule carries a machine-readable code as its zod
 * message; the forms map codes to translated messages (`ui.leadForm.errors`) and the
 * API returns them per field.
 */

export { fieldLimits } from "./limits";

/**
 * The time trap (issues 5, 15): a lead sent sooner than this after its ALTCHA challenge was
 * issued was filled by a machine. The server judges it on its own clock; the form waits
 * this long after receiving a challenge before it sends with it.
 */
export const minFillMs = 3000;

/** Error codes a field can get; the forms translate each one. */
export const errorCodes = [
  "required",
  "too_long",
  "invalid_email",
  "invalid_phone",
  "invalid_characters",
  "invalid_option",
  "invalid_type",
  "unknown_field",
  "consent_required",
  "invalid_number",
  "invalid_date",
  "too_many",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** True when `value` is one of `errorCodes`. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (errorCodes as readonly string[]).includes(value);
}

/** The product categories of the landing form's select (SPEC §3), in display order. */
export const productCategories = [
  "horeca",
  "villas",
  "cars",
  "industrial",
  "electronics",
  "medical",
  "other",
] as const;

export type ProductCategory = (typeof productCategories)[number];

/**
 * The product category a sector page's contact form starts on (issue 18): each sector
 * (SPEC §2) is one of the form's categories, so a buyer there need not pick it again.
 */
export const sectorCategory = {
  horeca: "horeca",
  manufacturing: "industrial",
  electronics: "electronics",
  medical: "medical",
  villas: "villas",
  "premium-cars": "cars",
} as const satisfies Record<SectorSlug, ProductCategory>;

/** The two forms a lead can come from, by name (their fields: `leadFormSpecs` of `form-fields.ts`). */
export const leadForms = ["contact", "mission"] as const;

export type LeadForm = (typeof leadForms)[number];

/** Phone numbers as people type them: `+`, digits, spaces, brackets, hyphens and dots (issue 5). */
const phoneCharacters = /^[+0-9 ().-]*$/;
/** C0 and C1 control characters and DEL; line breaks and tabs are allowed only in the message. */
// eslint-disable-next-line no-control-regex
const singleLineControls = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A string field: a non-string input is `invalid_type`, a missing one `required`. */
function text(max: number, { multiLine = false } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid_type") })
    .max(max, { error: "too_long" })
    .refine(
      (value) =>
        !(multiLine ? multiLineControls : singleLineControls).test(value) &&
        !hasLoneSurrogate(value),
      { error: "invalid_characters" },
    );
}

/** A field that must hold a visible character: white space or zero-width ones alone are "required". */
function requiredText(max: number, options?: { multiLine?: boolean }) {
  return text(max, options).refine(hasVisibleText, { error: "required" });
}

const email = requiredText(fieldLimits.email).refine(
  (value) => z.email().safeParse(value.trim()).success,
  { error: "invalid_email" },
);

function phone(required: boolean) {
  const base = required ? requiredText(fieldLimits.phone) : text(fieldLimits.phone);
  return base.refine(
    (value) => value === "" || (phoneCharacters.test(value) && /[0-9]/.test(value)),
    { error: "invalid_phone" },
  );
}

/** An optional text field: absent and "" both mean "not given". */
function optionalText(max: number, options?: { multiLine?: boolean }) {
  return text(max, options).optional();
}

/** One of `values`, or "" for none chosen; anything else is `invalid_option`. */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.literal("")], { error: "invalid_option" }).optional();
}

/** White space people type inside numbers ("1 200"), the no-break ones included. */
const numberSpaces = /[\s\u00a0\u202f]/g;

/**
 * A positive decimal number, sent as a number or typed as text ("1 200", "2,5": a comma
 * is read as the decimal mark); "" means not given. Returns the number as canonical
 * decimal text ("1200", "2.5"), exact for money; anything else is `invalid_number`.
 */
function positiveDecimal() {
  return z.union([z.number(), z.string()], { error: "invalid_type" }).transform((value, ctx) => {
    const typed = typeof value === "number" ? String(value) : value.replace(numberSpaces, "");
    if (typed === "") return undefined;
    const decimal = typed.replace(",", ".");
    if (!/^\d{1,12}(?:\.\d{1,4})?$/.test(decimal) || Number(decimal) <= 0) {
      ctx.addIssue({ code: "custom", message: "invalid_number", input: value });
      return z.NEVER;
    }
    return decimal
      .replace(/^0+(?=\d)/, "")
      .replace(/(\.\d*?)0+$/, "$1")
      .replace(/\.$/, "");
  });
}

/** A whole number from 1 to `max`, sent as a number or typed as text; "" means not given. */
function count(max: number) {
  return z.union([z.number(), z.string()], { error: "invalid_type" }).transform((value, ctx) => {
    const typed = typeof value === "number" ? String(value) : value.replace(numberSpaces, "");
    if (typed === "") return undefined;
    const number = Number(typed);
    if (!/^\d+$/.test(typed) || number < 1 || number > max) {
      ctx.addIssue({ code: "custom", message: "invalid_number", input: value });
      return z.NEVER;
    }
    return number;
  });
}

/** A calendar date as `<input type="date">` sends it (`YYYY-MM-DD`, RFC 3339), a real one. */
const calendarDate = text(10)
  .refine(
    (value) => {
      if (value === "") return true;
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: "invalid_date" },
  )
  .optional();

/**
 * One line of goods of a quote request (issue 30): the product or part, how many, in what
 * unit. A line left blank is dropped; a quantity or unit without a product is `required`
 * on the product.
 */
export const quoteLineSchema = z
  .strictObject(
    {
      product: optionalText(fieldLimits.product),
      quantity: positiveDecimal().optional(),
      unit: choice(quantityUnits),
    },
    { error: "invalid_type" },
  )
  .superRefine((line, ctx) => {
    if ((line.quantity !== undefined || line.unit) && !hasVisibleText(line.product ?? "")) {
      ctx.addIssue({ code: "custom", path: ["product"], message: "required", input: line });
    }
  });

/** A line of goods as the lead keeps it: the product, and the quantity and unit if given. */
export interface QuoteLine {
  product: string;
  quantity?: number;
  unit?: (typeof quantityUnits)[number];
}

/** The lines of goods (issue 30): at most `maxQuoteLines`; blank lines are dropped. */
const quoteLines = z
  .array(quoteLineSchema, { error: "invalid_type" })
  .max(maxQuoteLines, { error: "too_many" })
  .transform((lines): QuoteLine[] =>
    lines
      .filter((line) => hasVisibleText(line.product ?? ""))
      .map((line) => ({
        product: line.product!.trim(),
        ...(line.quantity !== undefined ? { quantity: Number(line.quantity) } : {}),
        ...(line.unit ? { unit: line.unit } : {}),
      })),
  )
  .optional();

/**
 * The landing contact form's fields (SPEC §3): name, email and message are required; the
 * structured quote request (issue 30) is optional: lines of goods, destination country
 * (ISO 3166-1 alpha-2), Incoterms 2020 rule, target price (ISO 4217 currency) and the
 * date the goods are needed by.
 */
export const contactFieldsSchema = z.object({
  name: requiredText(fieldLimits.name),
  company: optionalText(fieldLimits.company),
  email,
  phone: phone(false).optional(),
  category: choice(productCategories),
  items: quoteLines,
  destinationCountry: choice(countryCodes as [string, ...string[]]),
  incoterm: choice(incoterms),
  targetPrice: positiveDecimal().optional(),
  targetCurrency: choice(priceCurrencies),
  neededBy: calendarDate,
  message: requiredText(fieldLimits.message, { multiLine: true }),
});

export type ContactFields = z.infer<typeof contactFieldsSchema>;

/**
 * The business-missions request form's fields (SPEC §3): name, email and phone are required;
 * number of travellers, preferred month or departure and cities of interest are optional
 * (issue 30).
 */
export const missionFieldsSchema = z.object({
  name: requiredText(fieldLimits.name),
  company: optionalText(fieldLimits.company),
  email,
  phone: phone(true),
  program: optionalText(fieldLimits.program),
  travellers: count(maxTravellers).optional(),
  /** The preferred month or departure, as the visitor puts it ("October, for the Canton Fair"). */
  travelPeriod: optionalText(fieldLimits.travelPeriod),
  cities: z
    .array(z.enum(missionCities, { error: "invalid_option" }), { error: "invalid_type" })
    .max(missionCities.length, { error: "too_many" })
    .transform((cities) => [...new Set(cities)])
    .optional(),
  message: optionalText(fieldLimits.message, { multiLine: true }),
});

export type MissionFields = z.infer<typeof missionFieldsSchema>;

/** A single-line attribution value: a URL, an origin, a campaign name or a click id. */
const attributionValue = text(fieldLimits.attribution).optional();

/**
 * Where a visitor came from (issues 15, 29): the page the lead was sent from with its query
 * (`landingPage`; nothing of earlier pages is kept on the device), the referrer's origin, the UTM parameters and an ad click id (`gclid`, `fbclid`, `yclid`, `msclkid`).
 * Every field is optional; unknown ones are rejected like the lead's own.
 */
export const attributionSchema = z.strictObject({
  landingPage: attributionValue,
  referrer: attributionValue,
  utmSource: attributionValue,
  utmMedium: attributionValue,
  utmCampaign: attributionValue,
  utmTerm: attributionValue,
  utmContent: attributionValue,
  clickId: attributionValue,
});

export type Attribution = z.infer<typeof attributionSchema>;

/** The attribution fields, in export order. */
export const attributionFields = Object.keys(attributionSchema.shape) as (keyof Attribution)[];

/**
 * The separate consent checkbox (issue 34): `"yes"`, the checkbox's value, when ticked.
 * Anything else (unticked, absent, `false`) is `consent_required` in the locales that ask
 * for it (`separateConsent` of content/locales.json); `parseLeadRequest` enforces that.
 */
export const consentSchema = z.literal("yes", { error: "consent_required" });

/** What every lead carries besides its fields: where it came from and the spam traps. */
const envelope = {
  locale: z.enum(locales as [string, ...string[]], { error: "invalid_option" }),
  /** The page path the form was sent from, e.g. `/ar/business-missions`. */
  page: requiredText(fieldLimits.page),
  /** Honeypot: a field people never see; anything in it marks the lead as spam. */
  website: text(fieldLimits.website).optional(),
  /**
   * The solved ALTCHA challenge (issue 15): ALTCHA's base64 payload. Optional in the
   * schema so a lead without one is stored (as spam) rather than refused.
   */
  altcha: text(fieldLimits.altcha).optional(),
  attribution: attributionSchema.optional(),
  /** The separate consent (issue 34); required for the locales that ask for it. */
  consent: consentSchema.optional(),
};

/** `POST /api/leads` body of a contact-form lead; unknown keys are rejected. */
export const contactLeadSchema = z.strictObject({
  form: z.literal("contact"),
  ...envelope,
  ...contactFieldsSchema.shape,
});

/** `POST /api/leads` body of a business-missions lead; unknown keys are rejected. */
export const missionLeadSchema = z.strictObject({
  form: z.literal("mission"),
  ...envelope,
  ...missionFieldsSchema.shape,
});

/** Any `POST /api/leads` body, told apart by `form`. */
export const leadRequestSchema = z.discriminatedUnion("form", [
  contactLeadSchema,
  missionLeadSchema,
]);

export type LeadRequest = z.infer<typeof leadRequestSchema>;

/** Fields whose value is a list of choices (a repeated form field): their errors name the list. */
export const listFields = ["cities"] as const;

/** Field name → error code, for the API's 422 answer and the forms' `setError`. */
export type FieldErrors = Record<string, ErrorCode>;

/**
 * Validates a `POST /api/leads` body. Returns the lead, or the first error code of each
 * failing field (`form: "invalid_option"` for an unknown form, `unknown_field` for keys
 * the form does not have, `_body` when the body is not a JSON object, `consent:
 * "consent_required"` for a lead of a locale that asks for separate consent without it).
 */
export function parseLeadRequest(
  body: unknown,
): { ok: true; lead: LeadRequest } | { ok: false; errors: FieldErrors } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, errors: { _body: "invalid_type" } };
  }
  const form = (body as { form?: unknown }).form;
  if (form === undefined) return { ok: false, errors: { form: "required" } };
  if (!(leadForms as readonly unknown[]).includes(form)) {
    return { ok: false, errors: { form: "invalid_option" } };
  }
  const result = leadRequestSchema.safeParse(body);
  const errors = result.success ? {} : firstErrorPerField(result.error.issues);
  // Judged beside the other fields, so a visitor sees every problem at once.
  const { locale, consent } = body as { locale?: unknown; consent?: unknown };
  if (isLocale(locale) && requiresSeparateConsent(locale) && consent !== "yes") {
    errors.consent ??= "consent_required";
  }
  // A price means nothing without its currency (the form's currency select has no blank).
  const { targetPrice, targetCurrency } = body as {
    targetPrice?: unknown;
    targetCurrency?: unknown;
  };
  if (form === "contact" && (targetPrice ?? "") !== "" && (targetCurrency ?? "") === "") {
    errors.targetCurrency ??= "required";
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, lead: result.data };
  return { ok: false, errors };
}

/**
 * The first issue of each field as an error code; unknown keys each get `unknown_field`.
 * Nested fields are named by their dotted path (`attribution.clickId`).
 */
export function firstErrorPerField(issues: z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      const prefix = issue.path.map(String).join(".");
      for (const key of issue.keys) errors[prefix ? `${prefix}.${key}` : key] ??= "unknown_field";
      continue;
    }
    // A nested field is named by its path, e.g. `attribution.utmCampaign`, `items.2.quantity`;
    // a value of a list of choices by the list (`cities`).
    const list = (listFields as readonly unknown[]).includes(issue.path[0]);
    const field =
      issue.path.length === 0
        ? "_body"
        : list
          ? String(issue.path[0])
          : issue.path.map(String).join(".");
    errors[field] ??= isErrorCode(issue.message) ? issue.message : "invalid_type";
  }
  return errors;
}
