import type { LeadForm } from "../../lib/leads/schema";

/** Where a lead is delivered: the sales team's mailbox, a webhook, or both. */
export type Channel = "email" | "webhook";

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
  message: string | null;
  /** Caught by the honeypot or the time trap: stored, never delivered. */
  spam: boolean;
  clientIp: string | null;
}

/** One pending delivery, claimed by a worker until `leaseUntil`. */
export interface Delivery {
  lead: Lead;
  channel: Channel;
  /** Attempts made so far, this one included. */
  attempts: number;
}

/** Delivery state of a lead's channels, for the CLI. */
export interface DeliveryState {
  channel: Channel;
  attempts: number;
  deliveredAt: string | null;
  lastError: string | null;
}

/**
 * Storage of leads and their outbox (issue 5). Implementations: SQLite (`sqlite-lead-store.ts`)
 * and PostgreSQL (`postgres-lead-store.ts`, issue 9), which claims with `FOR UPDATE SKIP LOCKED`.
 * The outbox follows "claim due rows with a lease until T → mark delivered, or mark failed
 * with the next attempt time", so several workers never send the same row at once and a
 * crashed worker's rows come back when its lease runs out (at-least-once delivery).
 */
export interface LeadStore {
  /** Where the leads are, for the start-up log (a file path, or a redacted URL). */
  readonly location: string;
  /** Commits `lead` and one outbox row per channel in one transaction. */
  insertLead(lead: Lead, channels: readonly Channel[]): Promise<void>;
  /** Claims up to `limit` deliveries due at `now` that no live lease holds, leasing them until `leaseUntil`. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<Delivery[]>;
  /** Records a successful delivery. */
  markDelivered(leadId: string, channel: Channel, at: Date): Promise<void>;
  /** Records a failed attempt and when to try again; releases the lease. */
  markFailed(leadId: string, channel: Channel, error: string, nextAttemptAt: Date): Promise<void>;
  /** Leads created at or after `since` (all when omitted), oldest first. */
  listLeads(options?: { since?: Date }): Promise<Lead[]>;
  /** Delivery state of each of `leadId`'s channels. */
  deliveries(leadId: string): Promise<DeliveryState[]>;
  /** Deliveries not yet made (the readiness probe's backlog); rejects when the database is unreachable. */
  outboxBacklog(): Promise<number>;
  /** Number of stored leads, spam included. */
  countLeads(): Promise<number>;
  close(): Promise<void>;
}
