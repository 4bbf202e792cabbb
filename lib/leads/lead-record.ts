import type { Attribution } from "./schema";

/**
 * How a field of the lead is kept: `text` always present, `optional` text or null, `flag`
 * a boolean stored as 0/1 (what SQLite and PostgreSQL share), `integer` a whole number or
 * null, `lines` the quote's lines of goods and `list` a list of choices, each stored as JSON
 * text (null when empty) and given as a list (`[]` when empty).
 */
type Kept = "text" | "optional" | "flag" | "integer" | "lines" | "list";

/**
 * Where a field stands in the sales team's e-mail (server/leads/lead-email.ts): a labelled
 * row about the `sender`, their `request` (a field of one form only, on that form's leads)
 * or the lead's `trace`; the `body` after them; a `note` line when the flag is set; or absent.
 */
type Mail = "sender" | "request" | "trace" | "body" | "note" | null;

/** One field of the lead record. */
interface LeadField {
  /** Its `leads` column (server/storage/schema.ts derives the table's type from these). */
  column: string;
  kept: Kept;
  /** In the exports (CSV and JSON), under the field's name. */
  exported: boolean;
  /**
   * Sent out of our servers (the webhook). The client IP address is not: the privacy policy
   * keeps it on our server only (content/legal/<locale>/privacy.yaml, "Who receives it").
   */
  shared: boolean;
  mail: Mail;
}

/**
 * The lead record (issue 36): every field of a stored lead but its attribution, in export
 * order, declared once. The database row and table (`server/storage/lead-row.ts`,
 * `schema.ts`), the exports (`server/leads/export.ts`), the webhook's body
 * (`server/leads/webhook.ts`), the sales e-mail's rows (`server/leads/lead-email.ts`) and the
 * inbox's lead (`lib/inbox/api.ts`, and its page's rows in `inbox/components/lead-fields.tsx`)
 * derive from it; a new field is a line here, in `Lead` (server/storage/lead-store.ts, which
 * the compiler holds to this record), a migration, and its copy (the e-mail's labels and the
 * inbox's row, which the compiler holds to it too).
 */
export const leadRecord = {
  id: { column: "id", kept: "text", exported: true, shared: true, mail: "trace" },
  createdAt: { column: "created_at", kept: "text", exported: true, shared: true, mail: "trace" },
  form: { column: "form", kept: "text", exported: true, shared: true, mail: null },
  locale: { column: "locale", kept: "text", exported: true, shared: true, mail: "trace" },
  page: { column: "page", kept: "text", exported: true, shared: true, mail: "trace" },
  name: { column: "name", kept: "text", exported: true, shared: true, mail: "sender" },
  company: { column: "company", kept: "optional", exported: true, shared: true, mail: "sender" },
  email: { column: "email", kept: "text", exported: true, shared: true, mail: "sender" },
  phone: { column: "phone", kept: "optional", exported: true, shared: true, mail: "sender" },
  category: { column: "category", kept: "optional", exported: true, shared: true, mail: "request" },
  program: { column: "program", kept: "optional", exported: true, shared: true, mail: "request" },
  /** The structured quote request (issue 30): lines of goods (product, quantity, unit). */
  items: { column: "items", kept: "lines", exported: true, shared: true, mail: "request" },
  /** ISO 3166-1 alpha-2 code of the country the goods go to. */
  destinationCountry: {
    column: "destination_country",
    kept: "optional",
    exported: true,
    shared: true,
    mail: "request",
  },
  /** The Incoterms 2020 rule wanted (`EXW` … `DDP`), or `not_sure`. */
  incoterm: { column: "incoterm", kept: "optional", exported: true, shared: true, mail: "request" },
  /** The target price as decimal text ("12500.5"), in `targetCurrency`. */
  targetPrice: {
    column: "target_price",
    kept: "optional",
    exported: true,
    shared: true,
    mail: "request",
  },
  /** ISO 4217 code of the target price's currency; null without a price (mailed with it). */
  targetCurrency: {
    column: "target_currency",
    kept: "optional",
    exported: true,
    shared: true,
    mail: null,
  },
  /** The date the goods are needed by, `YYYY-MM-DD`. */
  neededBy: {
    column: "needed_by",
    kept: "optional",
    exported: true,
    shared: true,
    mail: "request",
  },
  /** A mission request's number of travellers (issue 30). */
  travellers: {
    column: "travellers",
    kept: "integer",
    exported: true,
    shared: true,
    mail: "request",
  },
  /** A mission request's preferred month or departure, as the visitor put it. */
  travelPeriod: {
    column: "travel_period",
    kept: "optional",
    exported: true,
    shared: true,
    mail: "request",
  },
  /** A mission request's cities of interest (`missionCities` of lib/content/keys.ts). */
  cities: { column: "cities", kept: "list", exported: true, shared: true, mail: "request" },
  message: { column: "message", kept: "optional", exported: true, shared: true, mail: "body" },
  spam: { column: "spam", kept: "flag", exported: true, shared: true, mail: null },
  /** Why it is spam (issue 28); null for a lead. */
  spamReason: {
    column: "spam_reason",
    kept: "optional",
    exported: false,
    shared: true,
    mail: null,
  },
  withoutJavaScript: {
    column: "without_javascript",
    kept: "flag",
    exported: true,
    shared: true,
    mail: "note",
  },
  /**
   * The visitor ticked the separate consent to the processing of personal data (issue 34;
   * asked in the locales with `separateConsent`, Russian): the record of that consent,
   * given at `createdAt`, on the consent text of `/<locale>/consent`.
   */
  personalDataConsent: {
    column: "personal_data_consent",
    kept: "flag",
    exported: true,
    shared: true,
    mail: "note",
  },
  clientIp: { column: "client_ip", kept: "optional", exported: false, shared: false, mail: null },
} as const satisfies Record<string, LeadField>;

/** The lead's own fields (its attribution apart), in the record's order. */
export type RecordField = keyof typeof leadRecord;

/** The record's fields in order. */
export const recordFields = Object.keys(leadRecord) as RecordField[];

/** The record's fields of `lead` (e.g. those `leadRecord[field].shared`), in the record's order. */
export function recordOf<T extends Record<RecordField, unknown>>(
  lead: T,
  keep: (field: RecordField) => boolean = () => true,
): Pick<T, RecordField> {
  return Object.fromEntries(recordFields.filter(keep).map((field) => [field, lead[field]])) as Pick<
    T,
    RecordField
  >;
}

/**
 * The attribution (issue 15): each field with its `leads` column, which is also its name
 * in the exports; all exported and shared.
 */
export const attributionColumns = {
  landingPage: "landing_page",
  referrer: "referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  clickId: "click_id",
} as const satisfies Record<keyof Attribution, string>;

/** The attribution fields in column order. */
export const attributionKeys = Object.keys(attributionColumns) as (keyof Attribution)[];
