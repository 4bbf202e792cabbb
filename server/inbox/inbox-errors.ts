import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { InboxError } from "../../lib/inbox/api";
import { LeadStoreBusyError } from "../storage/store-errors";

/** A request that fails its schema: answered 400 `invalid_request` with each issue. */
export class InvalidRequestError extends Error {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(
      `invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ")}`,
    );
  }
}

/**
 * `value` parsed by `schema` (the contract's, lib/inbox/api.ts); throws
 * `InvalidRequestError` naming each bad field.
 */
export function parseRequest<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidRequestError(
    result.error.issues.map((issue) => ({
      path: issue.path.join(".") || "(body)",
      message: issue.message,
    })),
  );
}

/**
 * The inbox's error handler: every error answers in the contract's shape
 * (`{ error: code }`): a CSRF failure `403 csrf`, a rate limit `429 rate_limited` (its
 * `Retry-After` already set), a bad body or query `400 invalid_request`, a busy database
 * `503 unavailable` with `Retry-After`; anything else is logged and answers `500 internal`.
 */
export function inboxErrorHandler(
  error: FastifyError | InvalidRequestError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof InvalidRequestError) {
    return reply
      .code(400)
      .send({ error: "invalid_request", issues: error.issues } satisfies InboxError);
  }
  const code = (error as FastifyError).code ?? "";
  const statusCode = (error as FastifyError).statusCode ?? 500;
  if (error instanceof LeadStoreBusyError) {
    reply.header("retry-after", "2");
    return reply.code(503).send({ error: "unavailable" } satisfies InboxError);
  }
  if (code.startsWith("FST_CSRF"))
    return reply.code(403).send({ error: "csrf" } satisfies InboxError);
  if (statusCode === 429)
    return reply.code(429).send({ error: "rate_limited" } satisfies InboxError);
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode === 413 || statusCode === 415 ? statusCode : 400).send({
      error: "invalid_request",
      issues: [{ path: "(body)", message: error.message }],
    } satisfies InboxError);
  }
  request.log.error({ err: error }, "inbox request failed");
  return reply.code(500).send({ error: "internal" } satisfies InboxError);
}
