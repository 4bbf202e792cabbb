import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { leadChannels, type LeadsConfig } from "../config";
import type { Channel, LeadStore } from "../storage/lead-store";
import { LeadStoreBusyError } from "../storage/store-errors";
import { acceptLead, type LeadPipeline } from "./accept-lead";
import { createAutoreplySender } from "./autoreply";
import { issueChallenge } from "./challenge";
import { parseIdempotencyKey } from "./idempotency";
import { createEmailSender } from "./lead-email";
import { createOutboxWorker, type Sender } from "./outbox-worker";
import { leadStoreRateLimit } from "./rate-limit-store";
import { createWebhookSender } from "./webhook";

/** Largest accepted body (issue 5): 32 KB, far above the longest valid lead (~6 KB). */
export const bodyLimitBytes = 32 * 1024;
/** Seconds a client is asked to wait (`Retry-After`) when the lead store is busy. */
export const busyRetryAfterSeconds = 5;

/**
 * `POST /api/leads` (issues 5, 15) with its storage and outbox worker, and
 * `GET /api/leads/challenge` (a fresh ALTCHA challenge, `Cache-Control: no-store`).
 * Answers `201 {id}` once the lead and its outbox rows are committed, and the same `201
 * {id}` again, storing nothing, for a repeat of an `Idempotency-Key` with the same body
 * within 24 hours; 422 `{error: "idempotency_key_reused"}` for that key with another body;
 * 400 for an `Idempotency-Key` that is no key;
 * 415 for a body that is not JSON, 400 for
 * malformed JSON, 413 over 32 KB, 422 `{error, fields}` with an error code per field;
 * 429 with `Retry-After` past the per-IP limit (counted in the lead store, shared by every
 * server); 503 with `Retry-After` when the store cannot take the lead within
 * `storeTimeoutMs` (a locked SQLite file), never a hang. Spam (honeypot, no valid unused
 * ALTCHA solution, sent under 3 s after its challenge was issued) is answered like a lead,
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
  let closeAutoreply: (() => void) | null = null;
  if (config.autoreply && config.smtpUrl) {
    const autoreply = createAutoreplySender({ smtpUrl: config.smtpUrl, from: config.from });
    senders.autoreply = autoreply.send;
    closeAutoreply = autoreply.close;
  }
  // The autoreply is queued per lead by the store (once a day per address), not for all.
  const channels = leadChannels(config);
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
    closeAutoreply?.();
    await store.close();
  });

  const pipeline: LeadPipeline = {
    store,
    channels,
    altchaHmacKey: config.altchaHmacKey,
    autoreply: config.autoreply,
    onQueued: () => worker.nudge(),
  };

  app.get("/api/leads/challenge", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return issueChallenge(config.altchaHmacKey);
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
      const idempotencyKey = parseIdempotencyKey(request.headers["idempotency-key"]);
      if (idempotencyKey === null) {
        return reply.code(400).send({ error: "invalid_idempotency_key" });
      }
      const result = await acceptLead(
        {
          body: request.body,
          clientAddress: request.clientAddress,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        },
        pipeline,
      );
      if (result.kind === "invalid") {
        return reply.code(422).send({ error: "invalid_lead", fields: result.errors });
      }
      if (result.kind === "key_reused") {
        return reply.code(422).send({
          error: "idempotency_key_reused",
          message: "This Idempotency-Key was already used with a different request body.",
        });
      }
      // The id ties this request's log lines to the stored lead; nothing personal is logged.
      if (result.replayed) {
        request.log.info({ leadId: result.id }, "lead repeated: answered from its key");
      } else {
        request.log.info(
          { leadId: result.id, form: (request.body as { form: string }).form, spam: result.spam },
          "lead stored",
        );
      }
      return reply.code(201).send({ id: result.id });
    },
  );
}
