import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freshDatabase, testDatabaseUrl } from "./support/postgres";
import {
  freePort,
  startSmtpPeer,
  tempWorkspace,
  testAltchaKey,
  validLead,
  waitFor,
} from "./support/leads-env";
import { spawnBundledServer, untilReady } from "./support/server-bundle";

/**
 * Several servers sharing one PostgreSQL (issue 9): every lead is delivered exactly once
 * while both run, and a server killed mid-run loses nothing: its leased rows come back when
 * the lease runs out and the other server delivers them.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Lease of the kill test: short, so the test sees it run out. */
const shortLeaseMs = 3_000;

async function cluster(acceptDelayMs: number, leaseMs = 300_000) {
  const workspace = tempWorkspace();
  cleanups.push(() => workspace.remove());
  const database = await freshDatabase();
  cleanups.push(() => database.drop());
  const smtp = await startSmtpPeer(0, { acceptDelayMs });
  cleanups.push(() => smtp.close());
  const db = new pg.Client({ connectionString: database.url });

  function server(
    port: number,
    instanceId = `server-${port}`,
  ): { child: ChildProcess; url: string; instanceId: string } {
    const child = spawnBundledServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_DIR: workspace.siteDir,
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?plaintext=allow`,
      LEADS_RATE_LIMIT: "0",
      ALTCHA_HMAC_KEY: testAltchaKey,
      LEADS_POLL_MS: "50",
      LEADS_LEASE_MS: String(leaseMs),
      LEADS_RETRY_BASE_MS: "100",
      LEADS_RETRY_MAX_MS: "300",
      LOG_LEVEL: "warn",
      LEADS_INSTANCE_ID: instanceId,
    });
    cleanups.push(() => void child.kill("SIGKILL"));
    return { child, url: `http://127.0.0.1:${port}`, instanceId };
  }

  /** Resolves once each of `servers` is ready. */
  async function up(...servers: ReturnType<typeof server>[]) {
    await Promise.all(servers.map(({ child, url }) => untilReady(child, url)));
  }

  async function send(url: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 25) {
      const batch = Array.from({ length: Math.min(25, count - i) }, (_, j) =>
        fetch(`${url}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(validLead("contact", { name: `Buyer ${i + j}` })),
        }).then(async (response) => {
          expect(response.status).toBe(201);
          return ((await response.json()) as { id: string }).id;
        }),
      );
      ids.push(...(await Promise.all(batch)));
    }
    return ids;
  }

  /** Lead ids of the mails the peer received, one entry per mail. */
  const delivered = () =>
    smtp.mails.map((mail) => /lead-([0-9a-f-]{36})@/.exec(mail.headers["message-id"] ?? "")?.[1]);

  return { database, db, server, up, send, delivered };
}

describe.skipIf(!testDatabaseUrl)("several servers sharing PostgreSQL", () => {
  it("two servers, one SMTP peer, 500 leads across both: each delivered exactly once", async () => {
    const { db, server, up, send, delivered } = await cluster(0);
    const a = server(await freePort());
    const b = server(await freePort());
    await up(a, b);
    const ids = (await Promise.all([send(a.url, 250), send(b.url, 250)])).flat();
    expect(new Set(ids).size).toBe(500);

    await waitFor(() => delivered().length >= 500, 90_000);
    // Give a would-be duplicate time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const mails = delivered();
    expect(mails).toHaveLength(500);
    expect(new Set(mails)).toEqual(new Set(ids));

    await db.connect();
    cleanups.push(() => db.end());
    const { rows } = await db.query<{ delivered: string; once: string }>(
      "SELECT COUNT(*) FILTER (WHERE delivered_at IS NOT NULL) AS delivered, COUNT(*) FILTER (WHERE attempts = 1) AS once FROM outbox",
    );
    expect(rows[0]).toEqual({ delivered: "500", once: "500" });
  }, 180_000);

  it("a server killed with SIGKILL mid-run loses nothing: its leases expire and the other delivers", async () => {
    // A slow mail host keeps each server holding leased rows at any moment.
    const { db, server, up, send, delivered } = await cluster(150, shortLeaseMs);
    const a = server(await freePort());
    const b = server(await freePort());
    await up(a, b);
    await db.connect();
    cleanups.push(() => db.end());

    const ids = await send(a.url, 150);
    await waitFor(() => delivered().length >= 10, 60_000);
    // Killed while it holds deliveries: between two of its batches it would orphan none.
    const held = async () => {
      const { rows } = await db.query<{ n: string }>(
        "SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL AND claimed_by = $1",
        [a.instanceId],
      );
      return Number(rows[0]?.n) > 0;
    };
    // Stopped, a can neither deliver what it holds nor claim more, so the rows it holds
    // when found are the ones the kill orphans (running, it might deliver them first).
    // What it had sent before the stop is given a moment to commit.
    // From the stop, a renews no lease: as good as dead, for the lease bound at the end.
    let stoppedAt = 0;
    await waitFor(async () => {
      stoppedAt = Date.now();
      a.child.kill("SIGSTOP");
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (await held()) return true;
      a.child.kill("SIGCONT");
      return false;
    }, 60_000);
    a.child.kill("SIGKILL");
    await new Promise((resolve) => a.child.once("exit", resolve));
    // The rows a held when it died: orphaned by the kill. Their leases may have run out
    // already (a server too busy to renew them in time, as on a loaded machine); either way
    // only b may deliver them, and only after the lease.
    const { rows: orphans } = await db.query<{ lead_id: string; lease_until: string }>(
      "SELECT lead_id, lease_until FROM outbox WHERE delivered_at IS NULL AND claimed_by = $1",
      [a.instanceId],
    );
    expect(orphans.length).toBeGreaterThan(0);

    await waitFor(async () => {
      const { rows } = await db.query<{ n: string }>(
        "SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL",
      );
      return rows[0]?.n === "0";
    }, 90_000);
    // Nothing lost: every acknowledged lead reached the mail host.
    expect(new Set(delivered())).toEqual(new Set(ids));
    // Each row a held when it died is claimed a second time (attempts 2) by b, and only
    // once a's lease has run out.
    const { rows: late } = await db.query<{
      lead_id: string;
      delivered_at: string;
      attempts: number;
    }>("SELECT lead_id, delivered_at, attempts FROM outbox WHERE lead_id = ANY($1)", [
      orphans.map((row) => row.lead_id),
    ]);
    const reclaimed = late.filter((row) => Number(row.attempts) >= 2);
    expect(reclaimed.length).toBeGreaterThan(0);
    expect(reclaimed).toHaveLength(orphans.length);
    for (const row of reclaimed) {
      const orphan = orphans.find((o) => o.lead_id === row.lead_id)!;
      expect(Date.parse(row.delivered_at)).toBeGreaterThanOrEqual(Date.parse(orphan.lease_until));
    }
    expect(Date.now() - stoppedAt).toBeGreaterThan(shortLeaseMs - 1_000);
  }, 180_000);
});
