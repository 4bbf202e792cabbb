import type { SharedFormCopy } from "./attachments-field";
import type { SiteCopy } from "../content/schemas/site";
import { requiresSeparateConsent, type Locale } from "../i18n/locales";
import {
  consentSchema,
  contactFieldsSchema,
  fieldLimits,
  isErrorCode,
  missionFieldsSchema,
  productCategories,
  type LeadForm,
} from "./schema";
import { incoterms, maxQuoteLines, priceCurrencies } from "./quote-terms";

/**
 * One field of a lead form, as data (issue 15): what differs between the forms is this list.
 * The form island draws its fields from it, and so does the server's page that gives a form
 * sent without JavaScript back with its errors (issue 18).
 */
export interface LeadFieldSpec {
  /** The lead's field, and the key of its label in the form's copy. */
  name: string;
  type:
    | "text"
    | "email"
    | "tel"
    | "number"
    | "date"
    | "select"
    | "textarea"
    | "checkbox"
    /** A group of checkboxes sharing the field's name: a multi-select (a list of choices). */
    | "checkboxes"
    /** The quote's lines of goods (issue 30): product, quantity and unit, lines added or removed. */
    | "lines";
  /** The browser's autofill token (HTML "autocomplete"). */
  autoComplete?: string;
  /** Key of the placeholder in the form's copy (each locale has its own). */
  placeholder?: string;
  /** The values of a select, in order; their labels are in the copy under `optionLabels`. */
  options?: readonly string[];
  /** Key of the options' labels in the form's copy (a select's). */
  optionLabels?: string;
  /** Each option shows its value, a standard code, before its label ("FOB — …"). */
  codedOptions?: boolean;
  /** The options come from the page (`FormChoices` of `lib/leads/choices.ts`), named in its language. */
  choices?: "countries" | "cities";
  /** The keyboard a phone shows (HTML "inputmode"). */
  inputMode?: "decimal" | "numeric";
  /** Spans both columns. */
  wide?: boolean;
  /** Written left to right whatever the page's direction (addresses, numbers). */
  ltr?: boolean;
}

/** Who is writing: the fields both forms open with, in this order. */
const personFields = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "company", type: "text", autoComplete: "organization" },
  { name: "email", type: "email", autoComplete: "email", ltr: true },
  { name: "phone", type: "tel", autoComplete: "tel", placeholder: "phonePlaceholder", ltr: true },
] as const satisfies readonly LeadFieldSpec[];

/**
 * Each lead form's spec: its fields in order, and the shared schema that says which are
 * required. Keyed by the form names of `leadForms` (`lib/leads/schema.ts`).
 */
export const leadFormSpecs = {
  /** The landing contact form (SPEC §3): name, e-mail and message required. */
  contact: {
    schema: contactFieldsSchema,
    fields: [
      ...personFields,
      {
        name: "category",
        type: "select",
        placeholder: "categoryPlaceholder",
        options: productCategories,
        optionLabels: "categories",
        wide: true,
      },
      // The structured quote request (issue 30), all optional.
      { name: "items", type: "lines", wide: true },
      {
        name: "destinationCountry",
        type: "select",
        placeholder: "countryPlaceholder",
        choices: "countries",
        autoComplete: "country",
      },
      { name: "neededBy", type: "date", ltr: true },
      {
        name: "incoterm",
        type: "select",
        placeholder: "incotermPlaceholder",
        options: incoterms,
        optionLabels: "incoterms",
        codedOptions: true,
        wide: true,
      },
      { name: "targetPrice", type: "text", inputMode: "decimal", ltr: true },
      // No blank choice: a price always has its currency.
      { name: "targetCurrency", type: "select", options: priceCurrencies },
      { name: "message", type: "textarea", placeholder: "messagePlaceholder", wide: true },
    ],
  },
  /** The business-missions request form (SPEC §3): name, e-mail and phone required. */
  mission: {
    schema: missionFieldsSchema,
    fields: [
      ...personFields,
      { name: "program", type: "text", placeholder: "programPlaceholder", wide: true },
      // Issue 30, all optional.
      { name: "travellers", type: "number", inputMode: "numeric", ltr: true },
      { name: "travelPeriod", type: "text", placeholder: "travelPeriodPlaceholder" },
      { name: "cities", type: "checkboxes", choices: "cities", wide: true },
      { name: "message", type: "textarea", placeholder: "messagePlaceholder", wide: true },
    ],
  },
} as const satisfies Record<
  LeadForm,
  {
    schema: typeof contactFieldsSchema | typeof missionFieldsSchema;
    fields: readonly LeadFieldSpec[];
  }
>;

/** The separate consent checkbox (issue 34), last of the fields where the locale asks for it. */
export const consentField = { name: "consent", type: "checkbox", wide: true } as const;

/**
 * Form `form` as shown in `locale`: its fields and the schema the island checks them with,
 * plus the unticked consent checkbox (`consentField`, required) where the locale asks for
 * separate consent (`separateConsent` of content/locales.json, issue 34).
 */
export function leadFormSpec(form: LeadForm, locale: Locale) {
  const { schema, fields } = leadFormSpecs[form];
  if (!requiresSeparateConsent(locale)) return { schema, fields } as const;
  return {
    schema: schema.extend({ consent: consentSchema }),
    fields: [...fields, consentField] as readonly LeadFieldSpec[],
  } as const;
}

/** The copy of form `F`: its labels, placeholders, options, hint and button, per locale. */
export type LeadFormCopy<F extends LeadForm> = F extends "contact"
  ? SiteCopy["contactForm"]
  : SiteCopy["missionForm"];

/** True when the shared schema refuses the field left empty. */
export function isRequired(form: LeadForm, field: string): boolean {
  if (field === consentField.name) return true;
  const shape = leadFormSpecs[form].schema.shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean } }
  >;
  return !shape[field]!.safeParse(undefined).success;
}

/** A string of form copy by key (a field's label, a placeholder); "" when the copy has none. */
export function formCopyText(copy: LeadFormCopy<LeadForm>, key: string): string {
  const value = (copy as unknown as Record<string, unknown>)[key];
  return typeof value === "string" ? value : "";
}

/**
 * The name of field `field` in the error summaries (the island's live region, the page of
 * a form posted without JavaScript): its label, or for the consent checkbox the consent it
 * gives, capitalised ("Consent to the processing of my personal data").
 */
export function fieldLabel(
  copy: LeadFormCopy<LeadForm>,
  leadForm: SharedFormCopy,
  field: string,
  formatTag: string,
): string {
  if (field !== consentField.name) return formCopyText(copy, field);
  const { link } = leadForm.separateConsent;
  return link.charAt(0).toLocaleUpperCase(formatTag) + link.slice(1);
}

/** The labels of a select's options (`field.optionLabels` of the form's copy), by value. */
export function optionLabels(
  copy: LeadFormCopy<LeadForm>,
  field: LeadFieldSpec,
): Record<string, string> {
  const labels = (copy as unknown as Record<string, unknown>)[field.optionLabels ?? ""];
  return typeof labels === "object" && labels !== null ? (labels as Record<string, string>) : {};
}

/**
 * The translated message of error `code` (`lib/leads/schema.ts`) on `field`, as the form
 * shows it under the field; `{max}` becomes the field's length limit. An unknown code reads
 * as `invalid_type`; no code, `undefined`.
 */
export function errorMessage(
  copy: SharedFormCopy,
  field: string,
  code: string | undefined,
): string | undefined {
  if (!code) return undefined;
  // A line's field (`items.2.product`) has its kind's limit; the lines themselves, their count.
  const kind = field.split(".").at(-1)!;
  const max = field === "items" ? maxQuoteLines : fieldLimits[kind as keyof typeof fieldLimits];
  return (isErrorCode(code) ? copy.errors[code] : copy.errors.invalid_type).replace(
    "{max}",
    String(max ?? ""),
  );
}
