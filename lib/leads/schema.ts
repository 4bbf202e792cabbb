import { z } from "zod";
import { locales, isLocale, requiresSeparateConsent } from "../i18n/locales";
import type { SectorSlug } from "../i18n/paths";
import { fieldLimits } from "./limits";
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

/** The landing contact form's fields (SPEC §3): name, email and message are required. */
export const contactFieldsSchema = z.object({
  name: requiredText(fieldLimits.name),
  company: optionalText(fieldLimits.company),
  email,
  phone: phone(false).optional(),
  category: z
    .union([z.enum(productCategories), z.literal("")], { error: "invalid_option" })
    .optional(),
  message: requiredText(fieldLimits.message, { multiLine: true }),
});

export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** The business-missions request form's fields (SPEC §3): name, email and phone are required. */
export const missionFieldsSchema = z.object({
  name: requiredText(fieldLimits.name),
  company: optionalText(fieldLimits.company),
  email,
  phone: phone(true),
  program: optionalText(fieldLimits.program),
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
    // A nested field is named by its path, e.g. `attribution.utmCampaign`.
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_body";
    errors[field] ??= isErrorCode(issue.message) ? issue.message : "invalid_type";
  }
  return errors;
}
