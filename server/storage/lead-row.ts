import type { Attribution } from "../../lib/leads/schema";
import { leadSource, searchText } from "./derived-columns";
import type { Insertable, Selectable } from "kysely";
import type { LeadsTable } from "./schema";
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

/** The attribution fields in column order. */
export const attributionKeys = Object.keys(attributionColumns) as (keyof Attribution)[];

/** The `leads` row of `lead`, with its idempotency key and body fingerprint. */
export function leadRow(
  lead: Lead,
  idempotency: { key: string; fingerprint: string } | undefined,
): Insertable<LeadsTable> {
  return {
    id: lead.id,
    created_at: lead.createdAt,
    form: lead.form,
    locale: lead.locale,
    page: lead.page,
    name: lead.name,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    category: lead.category,
    program: lead.program,
    message: lead.message,
    spam: lead.spam ? 1 : 0,
    spam_reason: lead.spam ? lead.spamReason : null,
    without_javascript: lead.withoutJavaScript ? 1 : 0,
    client_ip: lead.clientIp,
    idempotency_key: idempotency?.key ?? null,
    request_fingerprint: idempotency?.fingerprint ?? null,
    ...Object.fromEntries(
      attributionKeys.map((key) => [attributionColumns[key], lead.attribution[key]]),
    ),
    source: leadSource(lead.attribution),
    search_text: searchText(lead),
  };
}

/** A `leads` row as a query returns it. */
export type LeadRow = Selectable<LeadsTable>;

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
