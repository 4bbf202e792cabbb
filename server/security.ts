import type { FastifyInstance } from "fastify";
import {
  contentSecurityPolicy,
  searchFilesPath,
  searchFilesPolicy,
  securityHeaders,
  type SecurityOptions,
} from "./security-headers";

/**
 * Adds the security headers (server/security-headers.ts) to every response of `app`,
 * errors and 404s included. A response that set no CSP of its own (anything but a page)
 * gets the strictest one: scripts from our origin only (Pagefind's files, `/pagefind/`, also
 * WebAssembly, which its worker runs: issue 27). Call on the root instance.
 */
export function addSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const headers = securityHeaders(options);
  const fallbackCsp = contentSecurityPolicy([], options);
  const searchCsp = searchFilesPolicy(options);
  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(headers);
    if (!reply.hasHeader("content-security-policy")) {
      const search = request.url.startsWith(searchFilesPath);
      reply.header("content-security-policy", search ? searchCsp : fallbackCsp);
    }
    return payload;
  });
}
