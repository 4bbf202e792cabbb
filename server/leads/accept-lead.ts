import { randomUUID } from "node:crypto";
import type { SpamReason } from "../../lib/leads/spam-reasons";
import {
  attributionFields,
  minFillMs,
  parseLeadRequest,
  type FieldErrors,
  type LeadRequest,
} from "../../lib/leads/schema";
import type { Channel, LeadStore } from "../storage/lead-store";
import type { Lead, LeadAttribution } from "../storage/lead";
import { LeadStoreBusyError } from "../storage/store-errors";
import type { StoredFiles } from "../uploads/store-attachments";
import { verifyChallengeSolution, type VerifiedSolution } from "./challenge";
import { formPostWindowMs, idempotencyWindowMs, requestFingerprint } from "./idempotency";

/** How often one address may get the visitor's confirmation e-mail: once a day. */
export const autoreplyIntervalMs = 24 * 60 * 60_000;

/** The window of `LeadPipeline.noScriptDailyCap`, in ms: a day. */
export const noScriptCapWindowMs = 24 * 60 * 60_000;

/**
 * Spam rule (issues 5, 15, 28) of a lead sent by the form's script: the honeypot was filled,
 * there is no proof, no valid solution of a challenge this server issued, or the lead came
 * back under `minFillMs` after the challenge was issued (the server's clock at both ends).
 * Returns the reason, or `null` for a lead. A used solution is caught by the store.
 */
export function spamVerdict(
  lead: LeadRequest,
  solution: VerifiedSolution | null,
  receivedAt: Date,
): SpamReason | null {
  if (lead.website) return "honeypot";
  if (!lead.altcha) return "proof_missing";
  if (!solution) return "proof_invalid";
  return receivedAt.getTime() - solution.issuedAt.getTime() < minFillMs ? "too_fast" : null;
}

/**
 * What is left of a request's store budget at `deadline` (ms since the epoch), in ms;
 * throws `LeadStoreBusyError` when nothing is (issue 28: one budget for the whole request).
 */
function remainingMs(deadline: number | undefined): number | undefined {
  if (deadline === undefined) return undefined;
  const left = deadline - Date.now();
  if (left <= 0) throw new LeadStoreBusyError("the request's store budget ran out");
  return left;
}

function toLead(
  request: LeadRequest,
  id: string,
  now: Date,
  {
    spamReason,
    withoutJavaScript,
    ip,
  }: { spamReason: SpamReason | null; withoutJavaScript: boolean; ip: string },
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
    ...(request.form === "contact"
      ? {
          items: request.items ?? [],
          destinationCountry: optional(request.destinationCountry),
          incoterm: optional(request.incoterm),
          targetPrice: optional(request.targetPrice),
          // A currency alone (the form's select always sends one) says nothing.
          targetCurrency: request.targetPrice ? optional(request.targetCurrency) : null,
          neededBy: optional(request.neededBy),
        }
      : {
          items: [],
          destinationCountry: null,
          incoterm: null,
          targetPrice: null,
          targetCurrency: null,
          neededBy: null,
        }),
    ...(request.form === "mission"
      ? {
          travellers: request.travellers ?? null,
          travelPeriod: optional(request.travelPeriod),
          cities: request.cities ?? [],
        }
      : { travellers: null, travelPeriod: null, cities: [] }),
    message: optional(request.message),
    spam: spamReason !== null,
    spamReason,
    withoutJavaScript,
    personalDataConsent: request.consent === "yes",
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
  /**
   * How many leads without JavaScript one address may send a day before the next are spam
   * (`daily_cap`, issue 28; `LEADS_NO_SCRIPT_DAILY_CAP`, 0 = no cap): a visitor without
   * script sends one or two; a script posting through the rate limit would send 60 an hour.
   * Counted on the leads' own client address, kept 30 days by the privacy policy, so no
   * other record of the address is needed.
   */
  noScriptDailyCap: number;
  /** Called after a lead with deliveries was committed (wakes the outbox worker). */
  onQueued?: () => void;
  /** Deletes uploaded files of a lead that was not stored (issue 30). */
  discardFiles?: (keys: readonly string[]) => Promise<void>;
}

/**
 * A submission's files (issue 30), received and type-checked: `fingerprint` covers their
 * names and bytes (so the idempotency key covers the files), `store()` strips, scans and
 * stores them once the lead is known to be valid.
 */
export interface SubmittedFiles {
  fingerprint: string;
  store(): Promise<StoredFiles>;
}

/** A submission: the body as received, its idempotency key if any, and who sent it. */
export interface Submission {
  body: unknown;
  idempotencyKey?: string;
  /**
   * Sent by the form's plain HTML post (issue 18): there is no proof-of-work, so the
   * honeypot and the address's daily allowance (`noScriptDailyCap`, issue 28) judge it,
   * and its key is derived here from the lead itself, so the same lead posted again within
   * `formPostWindowMs` is stored once.
   */
  withoutJavaScript?: boolean;
  clientAddress: string;
  receivedAt?: Date;
  /** The files sent with the lead (issue 30). */
  files?: SubmittedFiles;
  /**
   * When the store must have answered, in ms since the epoch (the request's arrival plus
   * `LEADS_STORE_TIMEOUT_MS`): every store call of the submission shares this one budget.
   * A function is asked at the insert: a post with files starts its budget once they are
   * stored, as receiving, scanning and storing 25 MB takes longer than the store may.
   */
  deadline?: number | (() => number);
}

/** What became of a submission. */
export type AcceptResult =
  /**
   * Committed now (`replayed` false), or earlier under the same key (`replayed` true);
   * `rejudged`: the key's first attempt, spam for a curable reason, is now a lead.
   */
  | { kind: "accepted"; id: string; replayed: boolean; spam: boolean; rejudged?: true }
  | { kind: "invalid"; errors: FieldErrors }
  /** The idempotency key was used with another body within the window. */
  | { kind: "key_reused" };

/**
 * The leads pipeline (issues 5, 15, 28), whatever the transport: validate the body with the
 * shared schema, judge spam (honeypot, ALTCHA solution, time trap; for a form post, the
 * honeypot and the daily allowance), store the lead with its reason, idempotency key and
 * outbox rows in one transaction, and wake the outbox worker. The JSON API calls it; a form
 * post can too. Rejects with `LeadStoreBusyError` when the store cannot take the lead
 * before `submission.deadline` (nothing stored).
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
  // A form post has no proof: the honeypot here, the day's allowance in the store.
  const spamReason = withoutJavaScript
    ? parsed.lead.website
      ? "honeypot"
      : null
    : spamVerdict(parsed.lead, solution, now);
  const lead = toLead(parsed.lead, randomUUID(), now, {
    spamReason,
    withoutJavaScript,
    ip: submission.clientAddress,
  });
  const fingerprint = submission.files
    ? `${requestFingerprint(parsed.lead)}:${submission.files.fingerprint}`
    : requestFingerprint(parsed.lead);
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
  // Files are stored before the lead that names them: a crash between leaves bytes no lead
  // names (deleted below when the lead is not stored), never a lead without its files.
  const files = submission.files ? await submission.files.store() : null;
  const discard = async () => {
    if (files && files.added.length > 0) await pipeline.discardFiles?.(files.added);
  };
  let outcome;
  try {
    outcome = await insert();
  } catch (error) {
    await discard();
    throw error;
  }
  if (outcome.kind !== "stored") await discard();
  if (outcome.kind === "key_reused") return { kind: "key_reused" };
  if (outcome.kind === "replayed") {
    return { kind: "accepted", id: outcome.id, replayed: true, spam: false };
  }
  if (outcome.channels.length > 0) pipeline.onQueued?.();
  return {
    kind: "accepted",
    id: outcome.lead.id,
    replayed: false,
    spam: outcome.lead.spam,
    ...(outcome.rejudged ? { rejudged: true as const } : {}),
  };

  function insert() {
    const { deadline } = submission;
    const timeoutMs = remainingMs(typeof deadline === "function" ? deadline() : deadline);
    return pipeline.store.insertLead(lead, lead.spam ? [] : pipeline.channels, {
      ...(files ? { attachments: files.attachments } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
      ...(idempotency ? { idempotency } : {}),
      ...(solution
        ? { challenge: { signature: solution.signature, expiresAt: solution.expiresAt } }
        : {}),
      ...(pipeline.autoreply
        ? { autoreply: { since: new Date(now.getTime() - autoreplyIntervalMs) } }
        : {}),
      ...(withoutJavaScript && pipeline.noScriptDailyCap > 0
        ? {
            noScriptCap: {
              max: pipeline.noScriptDailyCap,
              since: new Date(now.getTime() - noScriptCapWindowMs),
            },
          }
        : {}),
    });
  }
}
