import { leadSource, searchText } from "./derived-columns";
import {
  attributionColumns,
  attributionKeys,
  leadRecord,
  recordFields,
} from "../../lib/leads/lead-record";
import type { Insertable, Selectable } from "kysely";
import type { LeadsTable } from "./schema";
import type { Channel, DeliveryRecord, DeliveryState } from "./lead-store";
import type { Lead, LeadAttribution } from "./lead";

/**
 * The `leads` row of `lead`, with its idempotency key and body fingerprint, and the time a
 * reply is due (issue 31, server/inbox/business-time.ts).
 */
export function leadRow(
  lead: Lead,
  idempotency: { key: string; fingerprint: string } | undefined,
  dueAt: Date,
): Insertable<LeadsTable> {
  const stored: Lead = lead.spam ? lead : { ...lead, spamReason: null };
  return {
    ...Object.fromEntries(
      recordFields.map((field) => {
        const value = stored[field];
        const { column, kept } = leadRecord[field];
        if (kept === "flag") return [column, value ? 1 : 0];
        if (kept === "lines" || kept === "list") {
          return [column, Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : null];
        }
        return [column, value];
      }),
    ),
    ...Object.fromEntries(
      attributionKeys.map((key) => [attributionColumns[key], lead.attribution[key]]),
    ),
    idempotency_key: idempotency?.key ?? null,
    request_fingerprint: idempotency?.fingerprint ?? null,
    source: leadSource(lead.attribution),
    search_text: searchText(lead),
    due_at: dueAt.toISOString(),
  } as Insertable<LeadsTable>;
}

/** A `leads` row as a query returns it. */
export type LeadRow = Selectable<LeadsTable>;

/** The `Lead` a row stores (`spam` and `without_javascript` are 0/1 in the shared schema). */
export function toLead(row: LeadRow): Lead {
  const lead = Object.fromEntries(
    recordFields.map((field) => {
      const { column, kept } = leadRecord[field];
      const value = row[column];
      if (kept === "flag") return [field, Number(value) === 1];
      if (kept === "lines" || kept === "list") {
        return [field, typeof value === "string" ? (JSON.parse(value) as unknown[]) : []];
      }
      // PostgreSQL's driver gives a BIGINT as text; INTEGER as a number, as SQLite.
      if (kept === "integer")
        return [field, value === null || value === undefined ? null : Number(value)];
      return [field, value ?? null];
    }),
  ) as Omit<Lead, "attribution">;
  return {
    ...lead,
    // Spam stored before migration 6 has no reason; a lead never has one.
    spamReason: lead.spam ? lead.spamReason : null,
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
