import { randomUUID } from "node:crypto";
import {
  attributionFields,
  minFillMs,
  parseLeadRequest,
  type FieldErrors,
  type LeadRequest,
} from "../../lib/leads/schema";
import type { Channel, Lead, LeadAttribution, LeadStore } from "../storage/lead-store";
import { verifyChallengeSolution, type VerifiedSolution } from "./challenge";
import { formPostWindowMs, idempotencyWindowMs, requestFingerprint } from "./idempotency";

/** How often one address may get the visitor's confirmation e-mail: once a day. */
export const autoreplyIntervalMs = 24 * 60 * 60_000;

/**
 * Spam rule (issues 5 and 15): the honeypot was filled, there is no valid solution of a
 * challenge this server issued, or the lead came back under `minFillMs` after the challenge
 * was issued (the server's clock at both ends). A used solution is caught by the store.
 */
export function isSpam(
  lead: LeadRequest,
  solution: VerifiedSolution | null,
  receivedAt: Date,
): boolean {
  if (lead.website) return true;
  if (!solution) return true;
  return receivedAt.getTime() - solution.issuedAt.getTime() < minFillMs;
}

function toLead(
  request: LeadRequest,
  id: string,
  now: Date,
  { spam, withoutJavaScript, ip }: { spam: boolean; withoutJavaScript: boolean; ip: string },
): Lead {
  const optional = (value: string | undefined) => (value ? value : null);
  return {
    id,
    createdAt: now.toISOString(),
    form: request.form,
    locale: request.locale,
    page: request.page,
    name: request.name,
    company: optional(request.company),
    email: request.email.trim(),
    phone: optional(request.phone),
    category: request.form === "contact" ? optional(request.category) : null,
    program: request.form === "mission" ? optional(request.program) : null,
    message: optional(request.message),
    spam,
    withoutJavaScript,
    clientIp: ip,
    attribution: Object.fromEntries(
      attributionFields.map((field) => [field, optional(request.attribution?.[field])]),
    ) as LeadAttribution,
  };
}

/** What the pipeline needs: the store, where leads go, the ALTCHA key, the autoreply switch. */
export interface LeadPipeline {
  store: LeadStore;
  channels: readonly Channel[];
  altchaHmacKey: string;
  autoreply: boolean;
  /** Called after a lead with deliveries was committed (wakes the outbox worker). */
  onQueued?: () => void;
}

/** A submission: the body as received, its idempotency key if any, and who sent it. */
export interface Submission {
  body: unknown;
  idempotencyKey?: string;
  /**
   * Sent by the form's plain HTML post (issue 18): there is no proof-of-work, so only the
   * honeypot marks it as spam, and its key is derived here from the lead itself, so the
   * same lead posted again within `formPostWindowMs` is stored once.
   */
  withoutJavaScript?: boolean;
  clientAddress: string;
  receivedAt?: Date;
}

/** What became of a submission. */
export type AcceptResult =
  /** Committed now (`replayed` false), or earlier under the same key (`replayed` true). */
  | { kind: "accepted"; id: string; replayed: boolean; spam: boolean }
  | { kind: "invalid"; errors: FieldErrors }
  /** The idempotency key was used with another body within the window. */
  | { kind: "key_reused" };

/**
 * The leads pipeline (issues 5, 15), whatever the transport: validate the body with the
 * shared schema, judge spam (honeypot, ALTCHA solution, time trap), store the lead with its
 * idempotency key and outbox rows in one transaction, and wake the outbox worker. The JSON
 * API calls it; a form post can too. Rejects with `LeadStoreBusyError` when the store cannot
 * take the lead in time (nothing stored).
 */
export async function acceptLead(
  submission: Submission,
  pipeline: LeadPipeline,
): Promise<AcceptResult> {
  const parsed = parseLeadRequest(submission.body);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const now = submission.receivedAt ?? new Date();
  const withoutJavaScript = submission.withoutJavaScript === true;
  const solution = withoutJavaScript
    ? null
    : await verifyChallengeSolution(parsed.lead.altcha, pipeline.altchaHmacKey);
  const spam = withoutJavaScript
    ? Boolean(parsed.lead.website)
    : isSpam(parsed.lead, solution, now);
  const lead = toLead(parsed.lead, randomUUID(), now, {
    spam,
    withoutJavaScript,
    ip: submission.clientAddress,
  });
  const fingerprint = requestFingerprint(parsed.lead);
  const idempotency = withoutJavaScript
    ? {
        key: `form-post:${fingerprint}`,
        fingerprint,
        since: new Date(now.getTime() - formPostWindowMs),
      }
    : submission.idempotencyKey
      ? {
          key: submission.idempotencyKey,
          fingerprint,
          since: new Date(now.getTime() - idempotencyWindowMs),
        }
      : undefined;
  const outcome = await pipeline.store.insertLead(lead, spam ? [] : pipeline.channels, {
    ...(idempotency ? { idempotency } : {}),
    ...(solution
      ? { challenge: { signature: solution.signature, expiresAt: solution.expiresAt } }
      : {}),
    ...(pipeline.autoreply
      ? { autoreply: { since: new Date(now.getTime() - autoreplyIntervalMs) } }
      : {}),
  });
  if (outcome.kind === "key_reused") return { kind: "key_reused" };
  if (outcome.kind === "replayed") {
    return { kind: "accepted", id: outcome.id, replayed: true, spam: false };
  }
  if (outcome.channels.length > 0) pipeline.onQueued?.();
  return { kind: "accepted", id: outcome.lead.id, replayed: false, spam: outcome.lead.spam };
}
