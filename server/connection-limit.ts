import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { trustFunction } from "./client-address";

export interface ConnectionLimitOptions {
  /** Most simultaneous connections from one address (`MAX_CONNECTIONS_PER_CLIENT`); 0 = no cap. */
  max?: number;
  /** `TRUST_PROXY`: connections from trusted proxies are not capped (they carry many clients). */
  trustProxy?: false | number | string;
}

const defaults = { max: 64, trustProxy: false } as const;

/**
 * Caps simultaneous TCP connections per client address, so one host cannot take every one
 * of `MAX_CONNECTIONS` (issue 16): a connection beyond the cap is closed at once, before any
 * request is read; other addresses are still served. Counts by the TCP peer, so behind a
 * proxy (a trusted peer, exempt) the proxy must do this per client (docs/operations.md, "Deployment").
 */
async function connectionLimit(app: FastifyInstance, options: ConnectionLimitOptions) {
  const { max, trustProxy } = { ...defaults, ...options };
  if (!Number.isInteger(max) || max < 0) {
    throw new Error(`connectionLimit: max must be a whole number, got ${max}`);
  }
  if (max === 0) return;
  const trusted = trustFunction(trustProxy);
  const open = new Map<string, number>();
  let refused = 0;

  app.server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      // No address in the log (the privacy policy keeps IPs out of logs); a count is enough.
      if (refused++ % 1000 === 0) {
        app.log.warn({ max, refused }, "connection refused: one client is at its connection cap");
      }
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** The per-client connection cap (see `connectionLimit`), shaped like an `@fastify/*` plugin. */
export const connectionLimitPlugin = fp(connectionLimit, {
  name: "connection-limit",
  fastify: "5.x",
});
