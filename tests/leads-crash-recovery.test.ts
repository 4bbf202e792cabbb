import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startSmtpPeer, testAltchaKey, validLead, waitFor } from "./support/leads-env";
import { openTestDb } from "./support/test-db";
import { freshStore, storeKinds } from "./support/stores";
import { spawnBundledServer, untilReady } from "./support/server-bundle";

/**
 * Issue 16: rows a server had claimed when it was killed (`kill -9`) went out only after
 * their 5-minute lease. Now the restarted server, under the same instance id, releases its
 * previous run's claims at start: every pending delivery goes out at once, and once.
 * Issue 28: under a new instance id (a re-created container) they waited the whole lease;
 * now a live server renews its claims, so a short lease is safe and they come back after it.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A mail host that accepts connections and never greets: each send hangs, its row stays claimed. */
async function silentMailHost() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { port: (server.address() as AddressInfo).port, close };
}

/**
 * A server of `kind` whose first run's deliveries hang on a silent mail host with three
 * leads claimed, killed with SIGKILL; `start` runs the next one.
 */
async function killedMidDelivery(kind: "sqlite" | "postgres", leaseMs: string) {
  const fresh = await freshStore(kind);
  cleanups.push(() => fresh.remove());
  const port = await freePort();
  const hanging = await silentMailHost();
  cleanups.push(hanging.close);

  const start = (mailPort: number, instanceId: string) => {
    const child = spawnBundledServer({
      ...fresh.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_DIR: fresh.workspace.siteDir,
      LOG_LEVEL: "silent",
      SMTP_URL: `smtp://127.0.0.1:${mailPort}?plaintext=allow`,
      LEADS_INSTANCE_ID: instanceId,
      ALTCHA_HMAC_KEY: testAltchaKey,
      LEADS_POLL_MS: "100",
      LEADS_LEASE_MS: leaseMs,
    });
    cleanups.push(() => void child.kill("SIGKILL"));
    return child;
  };
  const origin = `http://127.0.0.1:${port}`;
  const first = start(hanging.port, "web-1");
  await untilReady(first, origin);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead("contact", { name: `Buyer ${i}` })),
    });
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  const db = await openTestDb(fresh.leads);
  cleanups.push(() => db.close());
  const claimed = async () =>
    (await db.get(
      "SELECT COUNT(*) AS n FROM outbox WHERE claimed_by = 'web-1' AND lease_until > ? AND delivered_at IS NULL",
      new Date().toISOString(),
    ))!.n as number;
  // The worker's first round hangs on the silent host, holding what it claimed.
  await waitFor(async () => (await claimed()) >= 1);
  const kill = async () => {
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
  };
  const smtp = await startSmtpPeer();
  cleanups.push(() => smtp.close());

  /** Waits until nothing is pending, then checks each lead reached the peer exactly once. */
  const allDeliveredOnce = async (timeoutMs: number) => {
    await waitFor(() => smtp.mails.length >= 3, timeoutMs);
    await waitFor(
      async () =>
        (await db.get("SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL"))!.n === 0,
    );
    // A duplicate would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const delivered = smtp.mails.map((mail) => /lead-([0-9a-f-]{36})@/.exec(mail.raw)?.[1]);
    expect(delivered.sort()).toEqual([...ids].sort());
  };
  return {
    /** Starts the server again as `id` (the killed one's by default); resolves once ready. */
    restartAs: (id = "web-1") => untilReady(start(smtp.port, id), origin),
    kill,
    claimed,
    allDeliveredOnce,
  };
}

describe.each(storeKinds)("crash recovery on %s", (kind) => {
  it("after kill -9 and a restart, the killed run's claimed deliveries go out at once, each once", async () => {
    // A 5-minute lease: only the release at start can free the claims in time.
    const run = await killedMidDelivery(kind, "300000");
    await run.kill();
    // Those leases still run for minutes: only the release at start can free them.
    expect(await run.claimed()).toBeGreaterThanOrEqual(1);
    await run.restartAs();
    // Far inside the 300 s lease; the poll interval is 100 ms.
    await run.allDeliveredOnce(15_000);
  }, 120_000);

  it("a live server keeps renewing its claims; killed, they go to a server with another id after one lease", async () => {
    const leaseMs = 2_000;
    const run = await killedMidDelivery(kind, String(leaseMs));
    // Three leases later the hung deliveries are still held: the heartbeat renews them.
    await new Promise((resolve) => setTimeout(resolve, 3 * leaseMs));
    expect(await run.claimed()).toBeGreaterThanOrEqual(1);
    await run.kill();
    const killedAt = Date.now();
    await run.restartAs("web-2");
    await run.allDeliveredOnce(leaseMs + 10_000);
    // Not released at start (another id): taken over once the lease ran out.
    expect(Date.now() - killedAt).toBeGreaterThan(leaseMs / 2);
  }, 120_000);
});
