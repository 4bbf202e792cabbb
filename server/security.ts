import type { FastifyInstance } from "fastify";
import { contentSecurityPolicy, securityHeaders, type SecurityOptions } from "./security-headers";

/**
 * Adds the security headers (server/security-headers.ts) to every response of `app`,
 * errors and 404s included. A response that set no CSP of its own (anything but a page)
 * gets the strictest one: scripts from our origin only. Call on the root instance.
 */
export function addSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options);
  const fallbackCsp = contentSecurityPolicy([], options);
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(headers);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", fallbackCsp);
    }
    return payload;
  });
}
