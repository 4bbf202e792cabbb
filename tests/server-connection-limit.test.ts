import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { fixtureSite } from "./site-fixture";

/**
 * Issue 16: one host opening 1,100 sockets took every one of MAX_CONNECTIONS (1,024) and
 * the site was down for everyone. Now each client address has its own cap.
 */
let app: FastifyInstance | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

/** Opens a TCP connection to `port` from the local address `from`; resolves once connected. */
function open(port: number, from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from }, () => resolve(socket));
    socket.once("error", reject);
    sockets.push(socket);
  });
}

const closed = (socket: Socket) =>
  socket.destroyed ? Promise.resolve() : new Promise((resolve) => socket.once("close", resolve));

describe("connections per client", () => {
  it("a host past its cap is cut off while another address is still served", async () => {
    const cap = 8;
    app = await buildApp(fixtureSite({ MAX_CONNECTIONS_PER_CLIENT: String(cap) }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };

    const flood = await Promise.all(Array.from({ length: cap + 4 }, () => open(port, "127.0.0.2")));
    // The server closes every connection past the cap at once; the first `cap` stay open.
    await Promise.all(flood.slice(cap).map(closed));
    expect(flood.filter((socket) => !socket.destroyed)).toHaveLength(cap);

    const other = await fetch(`http://127.0.0.1:${port}/`);
    expect(other.status).toBe(200);
    expect(await other.text()).toContain("<h1>Home</h1>");
  });

  it("defaults to 64 per client, far below MAX_CONNECTIONS", async () => {
    const config = fixtureSite();
    expect(config.maxConnectionsPerClient).toBe(64);
    expect(config.maxConnections).toBe(1024);
  });
});
