import type { Channel, DeliveryRecord, Lead } from "./lead-store";

/** A `leads` row as both SQLite and PostgreSQL return it (the shared migrations' columns). */
export interface LeadRow {
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
  client_ip: string | null;
}

/** The `Lead` a row stores (`spam` is 0/1 in the shared schema). */
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
    spam: row.spam === 1,
    clientIp: row.client_ip,
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
