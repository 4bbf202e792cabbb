import type { RecordField } from "../../lib/leads/lead-record";
import type { Attribution, LeadForm, QuoteLine } from "../../lib/leads/schema";
import type { SpamReason } from "../../lib/leads/spam-reasons";

/** A lead's attribution as stored: every field of the request's, `null` when not sent. */
export type LeadAttribution = { [K in keyof Attribution]-?: string | null };

/** A lead as stored: the form's fields plus where and when it came in. */
export interface Lead {
  /** Random UUID; also the idempotency key and the e-mail's Message-ID. */
  id: string;
  /** ISO-8601 UTC time the lead was committed. */
  createdAt: string;
  form: LeadForm;
  locale: string;
  page: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  category: string | null;
  program: string | null;
  /** The structured quote request (issue 30, contact form): lines of goods, `[]` when none. */
  items: QuoteLine[];
  /** ISO 3166-1 alpha-2. */
  destinationCountry: string | null;
  /** Incoterms 2020 rule, or `not_sure`. */
  incoterm: string | null;
  /** Decimal text, in `targetCurrency`. */
  targetPrice: string | null;
  /** ISO 4217; null without a price. */
  targetCurrency: string | null;
  /** `YYYY-MM-DD`. */
  neededBy: string | null;
  /** The missions request (issue 30): number of travellers. */
  travellers: number | null;
  /** Preferred month or departure, as typed. */
  travelPeriod: string | null;
  /** Cities of interest (`missionCities`), `[]` when none. */
  cities: string[];
  message: string | null;
  /** Caught by the honeypot, the ALTCHA check or the time trap: stored, never delivered. */
  spam: boolean;
  /** Why it is spam (issue 28); null for a lead, and for spam stored before migration 6. */
  spamReason: SpamReason | null;
  /**
   * Sent by the form's plain HTML post, before or without its script (issue 18): it had no
   * proof-of-work to judge, only the honeypot and the rate limit.
   */
  withoutJavaScript: boolean;
  /**
   * The separate consent to the processing of personal data was given (issue 34): true for
   * every lead of a locale that asks for it (the schema refuses one without), and for a lead
   * of another locale whose sender ticked it anyway; false before migration 8.
   */
  personalDataConsent: boolean;
  clientIp: string | null;
  /** Where the visitor came from (issue 15). */
  attribution: LeadAttribution;
}

/**
 * Holds the lead record (lib/leads/lead-record.ts) to `Lead`: it declares every field but
 * the attribution, and no other. A field added to one and not the other fails to compile.
 */
type RecordMatchesLead = [Exclude<keyof Lead, "attribution">] extends [RecordField]
  ? [RecordField] extends [Exclude<keyof Lead, "attribution">]
    ? true
    : never
  : never;
export const recordMatchesLead: RecordMatchesLead = true;
