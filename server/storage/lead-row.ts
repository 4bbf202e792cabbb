import type { Attribution } from "../../lib/leads/schema";
import type { SpamReason } from "../../lib/leads/spam-reasons";
import { leadSource, searchText } from "./derived-columns";
import type { Channel, DeliveryRecord, DeliveryState, Lead, LeadAttribution } from "./lead-store";

/** The `leads` column of each attribution field (migration 3). */
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

type AttributionColumn = (typeof attributionColumns)[keyof Attribution];

/** The attribution fields in column order. */
export const attributionKeys = Object.keys(attributionColumns) as (keyof Attribution)[];

/** Every column `insertLead` writes, in one order both stores use. */
export const leadColumns = [
  "id",
  "created_at",
  "form",
  "locale",
  "page",
  "name",
  "company",
  "email",
  "phone",
  "category",
  "program",
  "message",
  "spam",
  "spam_reason",
  "without_javascript",
  "client_ip",
  "idempotency_key",
  "request_fingerprint",
  ...Object.values(attributionColumns),
  "source",
  "search_text",
] as const;

/** The values of `leadColumns` for `lead`, with its idempotency key and body fingerprint. */
export function leadValues(
  lead: Lead,
  idempotency: { key: string; fingerprint: string } | undefined,
): (string | number | null)[] {
  return [
    lead.id,
    lead.createdAt,
    lead.form,
    lead.locale,
    lead.page,
    lead.name,
    lead.company,
    lead.email,
    lead.phone,
    lead.category,
    lead.program,
    lead.message,
    lead.spam ? 1 : 0,
    lead.spam ? lead.spamReason : null,
    lead.withoutJavaScript ? 1 : 0,
    lead.clientIp,
    idempotency?.key ?? null,
    idempotency?.fingerprint ?? null,
    ...attributionKeys.map((key) => lead.attribution[key]),
    leadSource(lead.attribution),
    searchText(lead),
  ];
}

/** A `leads` row as both SQLite and PostgreSQL return it (the shared migrations' columns). */
interface LeadRowBase {
  id: string;
  created_at: string;
  form: Lead["form"];
  locale: string;
  page: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  category: string | null;
  program: string | null;
  message: string | null;
  spam: number;
  /** Why it is spam (migration 6). */
  spam_reason?: SpamReason | null;
  /** 0/1 (migration 4). */
  without_javascript: number;
  client_ip: string | null;
  idempotency_key?: string | null;
  request_fingerprint?: string | null;
}

/** A `leads` row with its attribution columns. */
export type LeadRow = LeadRowBase & { [C in AttributionColumn]: string | null };

/** The `Lead` a row stores (`spam` and `without_javascript` are 0/1 in the shared schema). */
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: row.created_at,
    form: row.form,
    locale: row.locale,
    page: row.page,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    category: row.category,
    program: row.program,
    message: row.message,
    spam: Number(row.spam) === 1,
    spamReason: Number(row.spam) === 1 ? (row.spam_reason ?? null) : null,
    withoutJavaScript: Number(row.without_javascript) === 1,
    clientIp: row.client_ip,
    attribution: Object.fromEntries(
      attributionKeys.map((key) => [key, row[attributionColumns[key]] ?? null]),
    ) as LeadAttribution,
  };
}

/** An `outbox` row as the access command shows it. */
export interface OutboxRow {
  lead_id: string;
  channel: Channel;
  attempts: number;
  next_attempt_at: string;
  delivered_at: string | null;
  last_error: string | null;
}

/** The access command's view of an outbox row. */
export function toDeliveryRecord(row: OutboxRow): DeliveryRecord {
  return {
    leadId: row.lead_id,
    channel: row.channel,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    lastError: row.last_error,
  };
}

/** An outbox row's delivery state, with its lead id. */
export interface DeliveryStateRow {
  lead_id: string;
  channel: Channel;
  attempts: number;
  delivered_at: string | null;
  last_error: string | null;
}

/** `rows` grouped by lead id, in their order. */
export function groupDeliveryStates(
  rows: readonly DeliveryStateRow[],
): Map<string, DeliveryState[]> {
  const byLead = new Map<string, DeliveryState[]>();
  for (const row of rows) {
    const states = byLead.get(row.lead_id) ?? [];
    states.push({
      channel: row.channel,
      attempts: row.attempts,
      deliveredAt: row.delivered_at,
      lastError: row.last_error,
    });
    byLead.set(row.lead_id, states);
  }
  return byLead;
}
