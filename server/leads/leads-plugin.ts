import { randomBytes } from "node:crypto";
import formBody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { leadChannels, type LeadsConfig } from "../config";
import type { Channel, LeadStore } from "../storage/lead-store";
import { LeadStoreBusyError } from "../storage/store-errors";
import { parseLeadRequest, type FieldErrors } from "../../lib/leads/schema";
import { acceptLead, type AcceptResult, type LeadPipeline } from "./accept-lead";
import {
  addStrictJsonParser,
  malformedFields,
  parseFormBody,
  utf8FieldErrors,
} from "./body-parsers";
import { createAutoreplySender } from "./autoreply";
import { issueChallenge } from "./challenge";
import {
  allowedSender,
  answerLocale,
  isFormPost,
  leadFromFormPost,
  returnPage,
  thankYouLocation,
  typedValues,
  givenBackValues,
} from "./form-post";
import { formPostPages, type FormPostPages } from "./form-post-page";
import { parseIdempotencyKey } from "./idempotency";
import { createEmailSender } from "./lead-email";
import { createOutboxWorker, deliverySettings, type Sender } from "./outbox-worker";
import { leadStoreRateLimit } from "./rate-limit-store";
import { createWebhookSender } from "./webhook";
import { AttachmentRefusedError, attachmentLimits } from "../uploads/attachment-limits";
import { clamdScanner, type Scanner } from "../uploads/clamd-scanner";
import { receiveMultipart, type ReceivedPost } from "../uploads/receive-multipart";
import { deleteFiles } from "../uploads/store-attachments";
import type { UploadStore } from "../uploads/upload-store";
import { sendAttachment } from "../uploads/send-attachment";
import { signedDownloadUrl, verifyDownload } from "../uploads/signed-url";
import { isMultipartPost, leadJsonField, refusalBody, submittedFiles } from "./multipart-lead";

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
 * `storeTimeoutMs` (one budget for the whole request: the rate-limit count and the insert;
 * issue 28), never a hang. Spam (honeypot, no valid unused ALTCHA solution, sent under 3 s
 * after its challenge was issued) is answered like a lead, stored flagged with its reason,
 * and gets no outbox rows; a retry under the same `Idempotency-Key` with a valid proof
 * turns a lead judged spam for its proof into a lead (issue 28).
 *
 * The same route takes the lead form's plain HTML post (`application/x-www-form-urlencoded`,
 * issue 18: no JavaScript, so no proof-of-work): judged by the same schema, spam by the
 * honeypot and past `noScriptDailyCap` leads a day from one address (issue 28), the same
 * lead within 10 minutes stored once, under the same rate limit. It
 * answers with pages, never JSON, in the form's language: `303 See Other` to the thank-you
 * page; 422 with each field's problem and the form again with what was typed; 403 when the
 * post's `Origin` (or `Referer`) is not the site's own origin or `siteOrigin`; 429, 413 and
 * 5xx with a message and a link back. The pages' frame comes from the prerendered thank-you
 * pages in `siteDir`. Needs the client-address plugin registered first. Closing the app
 * stops the worker and the database.
 */
export async function leadsPlugin(
  app: FastifyInstance,
  {
    config,
    store,
    uploads,
    siteDir,
    siteOrigin,
  }: {
    config: LeadsConfig;
    store: LeadStore;
    /** Where the leads' files are kept (issue 30). */
    uploads: UploadStore;
    siteDir: string;
    siteOrigin: string | undefined;
  },
) {
  const clamd = config.uploads.clamd;
  const scan: Scanner | null = clamd ? await clamdScanner(clamd) : null;
  const { linkOrigin, urlTtlSeconds } = config.uploads;
  // Unset, the key lives in the store, shared by every server (as the ALTCHA key).
  const downloadKey =
    config.uploads.urlSecret ??
    (await store.sharedKey(downloadKeyName, () => randomBytes(32).toString("hex")));
  const senders: Partial<Record<Channel, Sender>> = {};
  let closeEmail: (() => void) | null = null;
  if (config.smtpUrl) {
    const email = createEmailSender({
      smtpUrl: config.smtpUrl,
      to: config.to,
      from: config.from,
      language: config.language,
      files: {
        of: (leadId) => store.attachments(leadId),
        uploads,
        inboxUrl: (leadId) => `${linkOrigin}/inbox/leads/${encodeURIComponent(leadId)}`,
        attach: config.uploads.emailAttach,
      },
    });
    senders.email = email.send;
    closeEmail = email.close;
  }
  if (config.webhookUrl && config.webhookSecret) {
    senders.webhook = createWebhookSender({
      url: config.webhookUrl,
      secret: config.webhookSecret,
      attachmentsOf: async (leadId) =>
        (await store.attachments(leadId)).map(({ storageKey: _key, ...file }) => ({
          ...file,
          url: file.threat
            ? null
            : signedDownloadUrl(linkOrigin, file.id, downloadKey, urlTtlSeconds),
        })),
    });
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
    ...deliverySettings(config),
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

  // Unset, the key lives in the store: a challenge solved before a restart, or on another
  // server of the same store, is still honoured (issue 28).
  const altchaHmacKey =
    config.altchaHmacKey ??
    (await store.sharedKey(altchaKeyName, () => randomBytes(32).toString("hex")));
  const pipeline: LeadPipeline = {
    store,
    channels,
    altchaHmacKey,
    autoreply: config.autoreply,
    noScriptDailyCap: config.noScriptDailyCap,
    onQueued: () => worker.nudge(),
    discardFiles: async (keys) => {
      await deleteFiles(uploads, await store.unreferencedKeys(keys));
    },
  };

  // Registered in this plugin's own context: only its routes take form bodies, and only
  // they refuse bodies that are not UTF-8 (issue 28).
  await app.register(formBody, { bodyLimit: bodyLimitBytes, parser: parseFormBody });
  addStrictJsonParser(app, bodyLimitBytes);
  // A lead with files (issue 30): read part by part in the handler, the caps enforced there
  // as the bytes arrive; busboy's own stop one byte past them, so nothing beyond is written.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: attachmentLimits.fileBytes + 1,
      files: attachmentLimits.files + 1,
      fields: 100,
      fieldSize: bodyLimitBytes,
      parts: 120,
    },
  });
  const pages: FormPostPages = formPostPages(siteDir);

  /** Answers a form post that was not stored with a page in its language and the way back. */
  function notSentPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    reason: "refused" | "rateLimited" | "failed",
  ) {
    const locale = answerLocale(request.body, request.headers.referer);
    const page = returnPage(typedValues(request.body).page ?? refererPath(request), locale);
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(pages.notSent({ locale, page, reason }));
  }

  // A file's signed download (the webhook's link, issue 30): no session, the link's HMAC
  // and expiry checked; answered as the inbox's downloads are, never shown inline.
  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
    "/api/attachments/:id",
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!verifyDownload(id, expires, signature, downloadKey)) {
        return reply.code(403).header("cache-control", "no-store").send({ error: "link_invalid" });
      }
      const file = await store.attachment(id);
      if (!file)
        return reply.code(404).header("cache-control", "no-store").send({ error: "not_found" });
      return sendAttachment(reply, uploads, file);
    },
  );

  function addChallengeRoute(context: FastifyInstance) {
    context.get("/api/leads/challenge", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return issueChallenge(altchaHmacKey);
    });
  }

  // Its own context: a per-address limit counted in memory (@fastify/rate-limit's LRU
  // store), cheaper than the challenge and far cheaper than a store write (issue 28).
  await app.register(async (challenges) => {
    if (config.challengeRateLimit === 0) return addChallengeRoute(challenges);
    await challenges.register(rateLimit, {
      max: config.challengeRateLimit,
      timeWindow: 60_000,
      keyGenerator: (request) => request.clientAddress,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: "rate_limited",
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
    // A client past the limit also loses its connection: a flood pays a handshake per try
    // (page p95 under a flood: 82 ms with keep-alive 429s, 22 ms with this; docs/ARCHITECTURE.md, "Benchmarks").
    challenges.addHook("onSend", async (_request, reply, payload) => {
      if (reply.statusCode === 429) reply.header("connection", "close");
      return payload;
    });
    addChallengeRoute(challenges);
  });

  if (config.rateLimit > 0) {
    await app.register(rateLimit, {
      global: false,
      store: leadStoreRateLimit(store, rateLimitTimeoutMs(config.storeTimeoutMs)),
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
      errorHandler: (error, request, reply) => {
        const code = (error as { code?: string }).code;
        // A post with files wants pages unless the form's script sent it (it asks for JSON).
        const pagesWanted =
          isFormPost(request) ||
          (isMultipartPost(request) && !request.headers.accept?.includes("application/json"));
        if (pagesWanted) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 429) return notSentPage(request, reply, 429, "rateLimited");
          if (code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413)
            return notSentPage(request, reply, 413, "failed");
          if (error instanceof LeadStoreBusyError) {
            app.log.warn({ err: error }, "lead not stored: store busy");
            reply.header("retry-after", String(busyRetryAfterSeconds));
            return notSentPage(request, reply, 503, "failed");
          }
          app.log.error({ err: error }, "lead not stored");
          return notSentPage(request, reply, status === 400 ? 400 : 500, "failed");
        }
        if (
          code === "FST_ERR_CTP_BODY_TOO_LARGE" ||
          (error as { statusCode?: number }).statusCode === 413
        )
          return reply.code(413).send({ error: "too_large" });
        const undecodable = utf8FieldErrors(error);
        if (undecodable) {
          return reply.code(422).send({ error: "invalid_lead", fields: undecodable });
        }
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
      if (isFormPost(request)) return formPost(request, reply);
      if (isMultipartPost(request)) return multipartPost(request, reply);
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
          deadline: storeDeadline(reply, config.storeTimeoutMs),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        },
        pipeline,
      );
      if (result.kind !== "accepted") return reply.code(422).send(refusalOf(result));
      // The id ties this request's log lines to the stored lead; nothing personal is logged.
      if (result.replayed) {
        request.log.info({ leadId: result.id }, "lead repeated: answered from its key");
      } else if (result.rejudged) {
        request.log.info({ leadId: result.id }, "lead judged again: its retry is no spam");
      } else {
        request.log.info(
          { leadId: result.id, form: (request.body as { form: string }).form, spam: result.spam },
          "lead stored",
        );
      }
      return reply.code(201).send({ id: result.id });
    },
  );

  /**
   * A lead with files (issue 30), `multipart/form-data`: the form's own post without script
   * (answered with pages, as `formPost`), or the form's script sending the lead as JSON in
   * the field `lead` beside the files (answered with JSON, as the JSON API). Every file's
   * temporary copy is deleted once the lead is stored or refused.
   */
  async function multipartPost(request: FastifyRequest, reply: FastifyReply) {
    let post: ReceivedPost;
    try {
      post = await receiveMultipart(request);
    } catch (error) {
      // busboy's complaints about a broken body carry no status: the client's fault.
      if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
      request.log.info({ err: error }, "multipart lead refused: malformed");
      return request.headers.accept?.includes("application/json")
        ? reply.code(400).send({ error: "malformed_multipart" })
        : notSentPage(request, reply, 400, "failed");
    }
    try {
      const json = post.fields[leadJsonField];
      if (json === undefined) return await formPost(request, reply, post.fields, post);
      return await scriptPost(request, reply, json, post);
    } finally {
      await post.cleanup();
    }
  }

  /** The form's script's lead with files: JSON answers, as `POST /api/leads` with JSON. */
  async function scriptPost(
    request: FastifyRequest,
    reply: FastifyReply,
    json: string | string[],
    post: ReceivedPost,
  ) {
    const idempotencyKey = parseIdempotencyKey(request.headers["idempotency-key"]);
    if (idempotencyKey === null) {
      return reply.code(400).send({ error: "invalid_idempotency_key" });
    }
    let body: unknown;
    try {
      if (typeof json !== "string") throw new SyntaxError("lead given twice");
      body = JSON.parse(json);
    } catch {
      return reply.code(400).send({ error: "malformed_json" });
    }
    let files;
    try {
      files = await submittedFiles(post, uploads, scan);
    } catch (error) {
      if (!(error instanceof AttachmentRefusedError)) throw error;
      return reply.code(error.statusCode).send(refusalBody(error));
    }
    const result = await acceptLead(
      {
        body,
        clientAddress: request.clientAddress,
        deadline: files
          ? () => Date.now() + config.storeTimeoutMs
          : storeDeadline(reply, config.storeTimeoutMs),
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(files ? { files } : {}),
      },
      pipeline,
    );
    if (result.kind !== "accepted") return reply.code(422).send(refusalOf(result));
    request.log.info(
      { leadId: result.id, replayed: result.replayed, spam: result.spam, files: post.files.length },
      result.replayed ? "lead repeated: answered from its key" : "lead stored",
    );
    return reply.code(201).send({ id: result.id });
  }

  /** A lead form's plain HTML post (issue 18): answered with a redirect or a page. */
  async function formPost(
    request: FastifyRequest,
    reply: FastifyReply,
    body: unknown = request.body,
    post?: ReceivedPost,
  ) {
    const locale = answerLocale(body, request.headers.referer);
    const sender = allowedSender(request, siteOrigin);
    if (!sender) {
      request.log.warn(
        { origin: request.headers.origin ?? null, hasReferer: Boolean(request.headers.referer) },
        "form post refused: not from the site's origin",
      );
      return notSentPage(request, reply, 403, "refused");
    }
    const values = typedValues(body);
    const page = returnPage(values.page, locale);
    const invalidPage = (errors: FieldErrors, refused?: AttachmentRefusedError) => {
      const form = values.form === "mission" ? "mission" : "contact";
      return reply
        .code(422)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(
          pages.invalid({
            locale,
            form,
            page,
            values: givenBackValues(body),
            errors,
            action: request.url.split("?")[0]!,
            ...(refused ? { refusedFile: { problem: refused.problem, file: refused.file } } : {}),
          }),
        );
    };
    // A value whose percent-encoding is broken is named, never stored as its escapes.
    const undecodable = malformedFields(body);
    if (undecodable.length > 0) {
      const parsed = parseLeadRequest(leadFromFormPost(body));
      return invalidPage({
        ...(parsed.ok ? {} : parsed.errors),
        ...Object.fromEntries(undecodable.map((field) => [field, "invalid_characters" as const])),
      });
    }
    let files;
    try {
      files = post ? await submittedFiles(post, uploads, scan) : undefined;
    } catch (error) {
      if (!(error instanceof AttachmentRefusedError)) throw error;
      const parsed = parseLeadRequest(leadFromFormPost(body));
      return invalidPage(parsed.ok ? {} : parsed.errors, error);
    }
    const result = await acceptLead(
      {
        body: leadFromFormPost(body),
        clientAddress: request.clientAddress,
        deadline: files
          ? () => Date.now() + config.storeTimeoutMs
          : storeDeadline(reply, config.storeTimeoutMs),
        withoutJavaScript: true,
        ...(files ? { files } : {}),
      },
      pipeline,
    );
    if (result.kind === "invalid") return invalidPage(result.errors);
    // A form post's key is its own fingerprint, so it is never reused with another body.
    if (result.kind === "key_reused") return notSentPage(request, reply, 500, "failed");
    if (result.replayed) {
      request.log.info({ leadId: result.id }, "lead repeated: answered from its key");
    } else {
      request.log.info(
        { leadId: result.id, form: values.form, spam: result.spam, withoutJavaScript: true },
        "lead stored",
      );
    }
    return reply
      .code(303)
      .header("cache-control", "no-store")
      .redirect(thankYouLocation(locale, page, sender, request.host), 303);
  }
}

/**
 * The JSON answer (with status 422) to a lead `acceptLead` did not accept: its fields'
 * errors, or an `Idempotency-Key` already used with another body.
 */
function refusalOf(result: Exclude<AcceptResult, { kind: "accepted" }>) {
  return result.kind === "invalid"
    ? { error: "invalid_lead", fields: result.errors }
    : {
        error: "idempotency_key_reused",
        message: "This Idempotency-Key was already used with a different request body.",
      };
}

/** The name of the generated key of the files' signed links in the store's `server_keys`. */
const downloadKeyName = "uploads_url_key";

/** The name of the generated ALTCHA key in the store's `server_keys`. */
const altchaKeyName = "altcha_hmac_key";

/**
 * When a lead request must have its answer from the store, in ms since the epoch: its
 * arrival (`reply.elapsedTime` back) plus `LEADS_STORE_TIMEOUT_MS`, one budget for every
 * call it makes (issue 28: the rate-limit count and the insert each waited the whole of it).
 */
function storeDeadline(reply: FastifyReply, storeTimeoutMs: number): number {
  return Date.now() - reply.elapsedTime + storeTimeoutMs;
}

/**
 * The rate-limit count's share of that budget, in ms: a quarter. A count not made in time
 * is skipped (`skipOnError`), leaving the insert the rest of the budget.
 */
function rateLimitTimeoutMs(storeTimeoutMs: number): number {
  return Math.max(1, Math.floor(storeTimeoutMs / 4));
}

/** The path of the request's `Referer`, when it has one. */
function refererPath(request: FastifyRequest): string | undefined {
  try {
    return request.headers.referer ? new URL(request.headers.referer).pathname : undefined;
  } catch {
    return undefined;
  }
}
