import type { Generated } from "kysely";
import type { attributionColumns, leadRecord, RecordField } from "../../lib/leads/lead-record";
import type { Channel } from "./lead-store";
import type { Lead } from "./lead";

/**
 * The leads database as Kysely sees it: one interface per table, as migrations 1–16 left it
 * (server/storage/migrations.ts). Times are ISO-8601 UTC text, booleans 0/1: what SQLite
 * and PostgreSQL share, so one query serves both.
 */
export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
  rate_limits: { key: string; count: number; reset_at: string };
  used_challenges: { signature: string; expires_at: string };
  autoreplies: { email: string; sent_at: string };
  delivery_attempts: {
    lead_id: string;
    channel: Channel;
    at: string;
    result: "delivered" | "failed";
    error: string | null;
  };
  lead_notes: {
    id: string;
    lead_id: string;
    author: string;
    at: string;
    text: string;
    /** 1: a reply to the buyer (issue 31). */
    reply: Generated<number>;
  };
  inbox_users: {
    email: string;
    password_hash: string;
    created_at: string;
    totp_secret: string | null;
    totp_last_step: number | null;
    language: string | null;
  };
  inbox_sign_in_failures: {
    email: string;
    address: string;
    failures: number;
    last_failed_at: string;
    blocked_until: string | null;
  };
  inbox_sessions: { id: string; data: string; user_email: string | null; expires_at: string };
  server_keys: { name: string; value: string; created_at: string };
  lead_attachments: {
    id: string;
    lead_id: string;
    position: number;
    name: string;
    type: string;
    size: number;
    sha256: string;
    storage_key: string;
    threat: string | null;
  };
  /** The dashboard's roll-up (migration 15, server/storage/dashboard-rollup.ts). */
  dashboard_days: {
    day: string;
    week: string;
    dimension: string;
    value: string | null;
    detail: string | null;
    leads: number;
  };
  dashboard_response_days: { day: string; week: string; bucket: number; leads: number };
  dashboard_promise_days: {
    day: string;
    week: string;
    sector: string | null;
    answered: number;
    kept: number;
    awaiting: number;
    awaiting_due_max: string | null;
  };
  dashboard_stale_days: { id: Generated<number>; day: string };
  /** The inbox's morning digests (migration 16, server/storage/sql-digest-store.ts). */
  inbox_digests: {
    recipient: string;
    day: string;
    attempts: Generated<number>;
    next_attempt_at: string;
    lease_until: string | null;
    claimed_by: string | null;
    delivered_at: string | null;
    leads: number | null;
    last_error: string | null;
  };
}

/**
 * The `leads` columns of the lead record's fields: a flag is 0/1, lines and lists JSON text
 * or null, the rest as in `Lead`.
 */
type RecordColumns = {
  [
    F in RecordField as (typeof leadRecord)[F]["column"]
  ]: (typeof leadRecord)[F]["kept"] extends "flag"
    ? number
    : (typeof leadRecord)[F]["kept"] extends "lines" | "list"
      ? string | null
      : Lead[F];
};

/** The `leads` columns of the attribution, text or null. */
type AttributionColumns = {
  [K in keyof typeof attributionColumns as (typeof attributionColumns)[K]]: string | null;
};

/**
 * The `leads` table: the lead record's columns (server/storage/lead-record.ts, whence their
 * types), and the store's own.
 */
export type LeadsTable = RecordColumns &
  AttributionColumns & {
    idempotency_key: string | null;
    request_fingerprint: string | null;
    status: Generated<string>;
    source: string | null;
    search_text: string | null;
    /** Issue 31: when a reply is due (ISO UTC), the owner's e-mail, the first response. */
    due_at: string | null;
    owner: string | null;
    first_response_at: string | null;
    /** Business time from arrival to the first response, in ms. */
    first_response_ms: number | null;
  };

/** The `outbox` table: one row per lead and channel until it is delivered. */
export interface OutboxTable {
  lead_id: string;
  channel: Channel;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  delivered_at: string | null;
  last_error: string | null;
  claimed_by: string | null;
}
