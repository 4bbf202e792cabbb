import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { parseLeadRequest, type LeadRequest } from "../../lib/leads/schema";
import type { LeadsConfig } from "../config";
import type { Channel, Lead, LeadStore } from "../storage/lead-store";
import { LeadStoreBusyError } from "../storage/store-errors";
import { createEmailSender } from "./lead-email";
import { createOutboxWorker, type Sender } from "./outbox-worker";
import { leadStoreRateLimit } from "./rate-limit-store";
import { createWebhookSender } from "./webhook";

/** Largest accepted body (issue 5): 32 KB, far above the longest valid lead (~6 KB). */
export const bodyLimitBytes = 32 * 1024;
/** A form sent sooner than this after it was shown was filled by a machine (the time trap). */
export const minFillMs = 3000;

/** Seconds a client is asked to wait (`Retry-After`) when the lead store is busy. */
export const busyRetryAfterSeconds = 5;

/**
 * Spam rule of issue 5: the honeypot was filled, or the form came back under 3 s after
 * `startedAt`. A `startedAt` ahead of the server clock is not judged: a client clock
 * running fast must not turn real leads into spam.
 */
export function isSpam(lead: LeadRequest, receivedAt: number): boolean {
  if (lead.website) return true;
  const elapsed = receivedAt - lead.startedAt;
  return elapsed >= 0 && elapsed < minFillMs;
}

function toLead(request: LeadRequest, id: string, now: Date, spam: boolean, ip: string): Lead {
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
    clientIp: ip,
  };
}

/**
 * `POST /api/leads` (issue 5) with its storage and outbox worker. Answers `201 {id}` once
 * the lead and its outbox rows are committed; 415 for a body that is not JSON, 400 for
 * malformed JSON, 413 over 32 KB, 422 `{error, fields}` with an error code per field;
 * 429 with `Retry-After` past the per-IP limit (counted in the lead store, shared by every
 * server); 503 with `Retry-After` when the store cannot take the lead within
 * `storeTimeoutMs` (a locked SQLite file), never a hang. Spam is answered like a lead,
 * stored flagged, and gets no outbox rows. Needs the client-address plugin registered
 * first. Closing the app stops the worker and the database.
 */
export async function leadsPlugin(
  app: FastifyInstance,
  { config, store }: { config: LeadsConfig; store: LeadStore },
) {
  const senders: Partial<Record<Channel, Sender>> = {};
  let closeEmail: (() => void) | null = null;
  if (config.smtpUrl) {
    const email = createEmailSender({
      smtpUrl: config.smtpUrl,
      to: config.to,
      from: config.from,
      language: config.language,
    });
    senders.email = email.send;
    closeEmail = email.close;
  }
  if (config.webhookUrl && config.webhookSecret) {
    senders.webhook = createWebhookSender({ url: config.webhookUrl, secret: config.webhookSecret });
  }
  const channels = Object.keys(senders) as Channel[];
  const worker = createOutboxWorker({
    store,
    senders,
    log: app.log,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    pollMs: config.pollMs,
    leaseMs: config.leaseMs,
    instanceId: config.instanceId,
  });

  app.addHook("onReady", async () => {
    const where = { leadsDb: store.location };
    if (channels.length === 0) {
      app.log.warn(
        where,
        `no SMTP_URL or LEADS_WEBHOOK_URL: leads are stored in ${store.location} only`,
      );
    } else {
      app.log.info(
        { ...where, channels },
        `leads are stored in ${store.location} and delivered by ${channels.join(" and ")}`,
      );
    }
    await worker.start();
  });
  app.addHook("onClose", async () => {
    await worker.stop();
    closeEmail?.();
    await store.close();
  });

  if (config.rateLimit > 0) {
    await app.register(rateLimit, {
      global: false,
      store: leadStoreRateLimit(store),
      // A store that cannot count (locked, unreachable) must not refuse leads: the insert
      // that follows answers 503 itself when the store is really down.
      skipOnError: true,
      keyGenerator: (request) => request.clientAddress,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: "rate_limited",
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
  }

  app.post(
    "/api/leads",
    {
      bodyLimit: bodyLimitBytes,
      config:
        config.rateLimit > 0
          ? { rateLimit: { max: config.rateLimit, timeWindow: config.rateWindowSeconds * 1000 } }
          : {},
      errorHandler: (error, _request, reply) => {
        const code = (error as { code?: string }).code;
        if (code === "FST_ERR_CTP_BODY_TOO_LARGE")
          return reply.code(413).send({ error: "too_large" });
        if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
          return reply.code(415).send({ error: "unsupported_media_type" });
        }
        // @fastify/rate-limit throws errorResponseBuilder's object, Retry-After already set.
        if ((error as { statusCode?: number }).statusCode === 429)
          return reply.code(429).send(error);
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status === 400) return reply.code(400).send({ error: "malformed_json" });
        if (error instanceof LeadStoreBusyError) {
          app.log.warn({ err: error }, "lead not stored: store busy");
          reply.header("retry-after", String(busyRetryAfterSeconds));
          return reply.code(503).send({ error: "busy", retryAfterSeconds: busyRetryAfterSeconds });
        }
        app.log.error({ err: error }, "lead not stored");
        return reply.code(500).send({ error: "not_stored" });
      },
    },
    async (request, reply) => {
      const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/json") {
        return reply.code(415).send({ error: "unsupported_media_type" });
      }
      const parsed = parseLeadRequest(request.body);
      if (!parsed.ok) return reply.code(422).send({ error: "invalid_lead", fields: parsed.errors });
      const now = new Date();
      const spam = isSpam(parsed.lead, now.getTime());
      const lead = toLead(parsed.lead, randomUUID(), now, spam, request.clientAddress);
      await store.insertLead(lead, spam ? [] : channels);
      // The id ties this request's log lines to the stored lead; nothing personal is logged.
      request.log.info({ leadId: lead.id, form: lead.form, spam }, "lead stored");
      if (!spam && channels.length > 0) worker.nudge();
      return reply.code(201).send({ id: lead.id });
    },
  );
}
