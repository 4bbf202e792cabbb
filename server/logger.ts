import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyServerOptions } from "fastify";

/** Fields of a lead that identify a person (SPEC §3 forms). */
const personalFields = ["name", "company", "email", "phone", "program", "message"];

/** Where a lead's fields can sit in a log line: the lead, a request body, a validation result. */
const leadContainers = ["lead", "body", "fields", "req.body", "*.lead", "*.body"];

/**
 * pino `redact` paths: every personal field of a lead wherever a lead is logged, and
 * e-mail and phone anywhere one or two levels deep. (`message` is not redacted everywhere:
 * an error's `err.message` must stay readable.)
 */
export const redactedPaths = [
  ...leadContainers.flatMap((container) => personalFields.map((field) => `${container}.${field}`)),
  ...["email", "phone"].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** A caller's request id is kept when it looks like one (a proxy's or load balancer's). */
const requestIdPattern = /^[\w.:-]{1,128}$/;

/**
 * Fastify's request id: the incoming `X-Request-Id` when well-formed, so one id follows a
 * request through the proxy and our logs, else a fresh UUID.
 */
export function requestId(request: IncomingMessage): string {
  const header = request.headers["x-request-id"];
  return typeof header === "string" && requestIdPattern.test(header) ? header : randomUUID();
}

/** Query parameters a log may keep: the campaign's UTM tags, which name no person. */
const loggableParameter = /^utm_(?:source|medium|campaign|term|content)$/;

/**
 * `url` as a log may show it (issue 28; the one rule for the whole server): the path, and
 * of the query only the UTM parameters; every other parameter, name and value, becomes
 * `[redacted]`, since a query can carry anything a visitor or a salesperson typed
 * (`?email=`, the inbox's `?q=`).
 */
export function redactedUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const parameters = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split("=", 1)[0]!;
      return loggableParameter.test(name) ? pair : "[redacted]";
    });
  return `${url.slice(0, at)}?${parameters.join("&")}`;
}

/**
 * What an inbox audit line names as the user of a sign-in (issue 35, item 3; with
 * `redactedUrl`, the server's one rule for what a salesperson or visitor typed): the
 * address when it is a staff account's (`isAccount`), else `[redacted]`. What was typed
 * into the e-mail field of a failed sign-in can be anything: a lead's address pasted in
 * the wrong window, or a password typed one field too early.
 */
export function loggedAccount(typed: string, isAccount: boolean): string {
  return isAccount ? typed : "[redacted]";
}

/**
 * A request as its "incoming request" line shows it: method and URL, its query redacted
 * (`redactedUrl`). Fastify's default also logs the client's IP address and port; the
 * privacy policy keeps IP addresses out of logs.
 */
function requestForLog(request: { method: string; url: string }) {
  return { method: request.method, url: redactedUrl(request.url) };
}

/**
 * pino options of the server: JSON lines at `level`, personal data of leads redacted
 * (`[redacted]`), no client IP address. Fastify adds the request id (`reqId`) to every line
 * of a request and the duration (`responseTime`, ms) to its "request completed" line.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    serializers: { req: requestForLog },
    ...(stream ? { stream } : {}),
  };
}
