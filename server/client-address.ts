import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Is the address `address`, `hop` hops from us, a trusted proxy? (proxy-addr's trust function) */
export type TrustFunction = (address: string, hop: number) => boolean;

/** Headers a reverse proxy adds; seen without `TRUST_PROXY`, the server is behind one unawares. */
const proxyHeaders = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/**
 * proxy-addr's trust function of `TRUST_PROXY`: a hop count trusts that many hops, a list of
 * addresses or ranges trusts those (`loopback`, `10.0.0.0/8`, …), `false` trusts nobody.
 */
export function trustFunction(trustProxy: false | number | string): TrustFunction {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === "number") return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy.split(",").map((entry) => entry.trim()));
}

export interface ClientAddressOptions {
  /** `TRUST_PROXY` (default `false`: no proxy is trusted, the TCP peer is the client). */
  trustProxy?: false | number | string;
  /** `CLIENT_IP_HEADER`, lower case (default none): a single-address header set by the proxy. */
  header?: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The client's IP address as the proxy standard says (RFC 7239 §5.2, MDN
     * "X-Forwarded-For"): with a trusted proxy, the rightmost forwarded address that is not
     * a trusted proxy, never the leftmost, which the client writes; else the TCP peer.
     */
    clientAddress: string;
  }
}

/**
 * Decorates each request with `clientAddress` (used by the rate limit and stored with a
 * lead), and warns once when requests arrive carrying proxy headers while `TRUST_PROXY` is
 * unset: every visitor then shares the proxy's address, and so one rate-limit quota.
 * `CLIENT_IP_HEADER` is read only when the TCP peer is a trusted proxy; of a list, the
 * rightmost entry (the one the proxy appended) is taken.
 */
async function clientAddress(app: FastifyInstance, options: ClientAddressOptions) {
  const trustProxy = options.trustProxy ?? false;
  const header = options.header ?? null;
  if (header !== null && trustProxy === false) {
    throw new Error("clientAddress: a client IP header needs trustProxy");
  }
  const trust = trustFunction(trustProxy);
  app.decorateRequest("clientAddress", {
    getter(this: FastifyRequest) {
      const peer = this.socket.remoteAddress ?? this.ip;
      if (header && trust(peer, 0)) {
        const value = this.headers[header];
        const last = (Array.isArray(value) ? value.at(-1) : value)?.split(",").at(-1)?.trim();
        if (last) return last;
      }
      // Fastify's request.ip is proxy-addr over X-Forwarded-For with the same trust.
      return this.ip;
    },
  });

  if (trustProxy === false) {
    let warned = false;
    app.addHook("onRequest", async (request) => {
      if (warned || !proxyHeaders.some((name) => request.headers[name] !== undefined)) return;
      warned = true;
      request.log.warn(
        { headers: proxyHeaders.filter((name) => request.headers[name] !== undefined) },
        "requests arrive through a proxy but TRUST_PROXY is not set: every visitor shares the proxy's address, and one lead rate limit; set TRUST_PROXY to the proxy's address",
      );
    });
  }
}

/** The client-address plugin (see `clientAddress`), shaped like an `@fastify/*` plugin. */
export const clientAddressPlugin = fp(clientAddress, {
  name: "client-address",
  fastify: "5.x",
});
