import type { FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Whether this request's inbox cookies are `__Host-` and `Secure` (see
     * `secureTransport`); set by `inboxCookieTransport`'s hook.
     */
    inboxSecureCookies: boolean;
  }
}

/** Addresses of the machine itself (IPv4, IPv6, IPv4-mapped IPv6). */
function isLoopback(address: string): boolean {
  return address === "::1" || /^127\./.test(address) || /^::ffff:127\./i.test(address);
}

/**
 * Whether `request` gets the inbox's cookies as `__Host-…` with `Secure` (issue 35, item 4):
 * always, unless `plainHttpOnLoopback` (development, inbox-config.ts) and the request really
 * is plain HTTP from the machine itself: its protocol is `http` (Fastify reads a trusted
 * proxy's `X-Forwarded-Proto`) and its client address is loopback (a trusted proxy's
 * `X-Forwarded-For` names the real client). So behind a TLS proxy with `TRUST_PROXY`, even one
 * that does not send `X-Forwarded-Proto`, the cookie is Secure.
 */
export function secureTransport(request: FastifyRequest, plainHttpOnLoopback: boolean): boolean {
  return !(plainHttpOnLoopback && request.protocol === "http" && isLoopback(request.ip));
}

const hostPrefix = "__Host-";

type CookieOptions = Parameters<FastifyReply["setCookie"]>[2];

/**
 * An `onRequest` hook, added after @fastify/cookie's and before the plugins that read and
 * set the inbox's cookies (@fastify/session, @fastify/csrf-protection), which know them by
 * their `__Host-` names (`names`). On a secure transport each cookie they set gets `Secure`;
 * on plain-HTTP loopback the browser's `inbox…` cookies are read under their `__Host-` names
 * and set without the prefix and without `Secure` (a browser refuses `__Host-` without it).
 * `onPlainSecure` is called when a Secure cookie is set on a request whose protocol is
 * `http` (a proxy that terminates TLS without `X-Forwarded-Proto`, or no TLS at all).
 */
export function inboxCookieTransport(
  names: readonly string[],
  plainHttpOnLoopback: boolean,
  onPlainSecure: (request: FastifyRequest) => void,
) {
  return async function cookieTransport(request: FastifyRequest, reply: FastifyReply) {
    const secure = secureTransport(request, plainHttpOnLoopback);
    request.inboxSecureCookies = secure;
    if (!secure) {
      for (const name of names) {
        const plain = request.cookies[name.slice(hostPrefix.length)];
        if (plain === undefined) delete request.cookies[name];
        else request.cookies[name] = plain;
      }
    }
    const rename = (name: string) =>
      !secure && names.includes(name) ? name.slice(hostPrefix.length) : name;
    const transport = (options: CookieOptions = {}): CookieOptions => ({ ...options, secure });
    const setCookie = reply.setCookie.bind(reply);
    const clearCookie = reply.clearCookie.bind(reply);
    reply.setCookie = (name, value, options) => {
      if (secure && request.protocol === "http") onPlainSecure(request);
      return setCookie(rename(name), value, transport(options));
    };
    reply.clearCookie = (name, options) => clearCookie(rename(name), transport(options));
  };
}
