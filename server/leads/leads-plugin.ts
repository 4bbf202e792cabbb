import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { parseLeadRequest, type LeadRequest } from "../../lib/leads/schema";
import type { LeadsConfig } from "../config";
import type { Channel, Lead, LeadStore } from "../storage/lead-store";
import { createEmailSender } from "./lead-email";
import { createOutboxWorker, type Sender } from "./outbox-worker";
import { createWebhookSender } from "./webhook";

/** Largest accepted body (issue 5): 32 KB, far above the longest valid lead (~6 KB). */
export const bodyLimitBytes = 32 * 1024;
/** A form sent sooner than this after it was shown was filled by a machine (the time trap). */
export const minFillMs = 3000;

/** The client's IP: the configured proxy header's first address, else Fastify's `request.ip` (which honours `TRUST_PROXY`). */
function clientIp(request: FastifyRequest, header: string | null): string {
  const value = header ? request.headers[header] : undefined;
  const first = (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();
  return first || request.ip;
}

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
 * 429 with `Retry-After` past the per-IP limit. Spam is answered like a lead, stored
 * flagged, and gets no outbox rows. Closing the app stops the worker and the database.
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
    worker.start();
  });
  app.addHook("onClose", async () => {
    await worker.stop();
    closeEmail?.();
    await store.close();
  });

  if (config.rateLimit > 0) {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => clientIp(request, config.clientIpHeader),
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
      const lead = toLead(
        parsed.lead,
        randomUUID(),
        now,
        spam,
        clientIp(request, config.clientIpHeader),
      );
      await store.insertLead(lead, spam ? [] : channels);
      if (!spam && channels.length > 0) worker.nudge();
      return reply.code(201).send({ id: lead.id });
    },
  );
}
