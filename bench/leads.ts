import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { minFillMs } from "../lib/leads/schema";
import { openLeadStore } from "../server/storage/open-lead-store";
import { solvedPayload, type ServerChallenge } from "../tests/support/solve-challenge";
import { startBenchServer } from "./bench-server";

/**
 * `npm run bench:leads` (issues 5, 9, 15 and 16): starts the server in its own process with rate
 * limiting and delivery off, drives `POST /api/leads` with autocannon for 10 s (each request
 * with its own `Idempotency-Key` and an ALTCHA solution, so the key lookup, the solution's
 * check and its used-challenge record are measured), then checks
 * every acknowledged lead is stored. Runs on a fresh SQLite file (`synchronous=FULL`), then,
 * when a PostgreSQL is given (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`), on a fresh
 * database there, and prints one row per store: requests/s, p50/p99 latency, "stored N of N
 * acknowledged". Measures durable commits only: a PostgreSQL with `fsync` off (the test
 * cluster) is refused, since its numbers would not hold after a power loss; start one with
 * `PG_PORT=5438 PG_FSYNC=on source .ci/postgres.sh`.
 * Target: ≥ 2,000 acknowledged leads/s, stored = acknowledged.
 */
const port = Number(process.env.BENCH_PORT ?? 3213);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A lead as the form sends it, with `altcha` the solution of one challenge of the server's. */
const lead = (altcha: string) => ({
  form: "contact",
  locale: "ar",
  page: "/ar",
  name: "محمد العتيبي",
  company: "Gulf Trading LLC",
  email: "mohammed@gulf.example",
  phone: "+966 50 123 4567",
  category: "horeca",
  message: "Forty combi ovens and twelve blast chillers for a hotel in Riyadh, delivery in March.",
  website: "",
  altcha,
});

/**
 * Fetches a challenge from the bench server and solves it with altcha-lib, as the form does,
 * then waits out the time trap. Every request carries this one solution: the first is
 * stored as a lead, the rest as spam (a used solution), all through the same transaction.
 */
async function solvedChallenge(): Promise<string> {
  const challenge = (await (
    await fetch(`http://127.0.0.1:${port}/api/leads/challenge`)
  ).json()) as ServerChallenge;
  const payload = await solvedPayload(challenge);
  await new Promise((resolve) => setTimeout(resolve, minFillMs));
  return payload;
}

/** One benchmark run against a server on `store`; returns its printed row and whether all were stored. */
async function run(label: string, store: { dbPath: string; databaseUrl: string | null }) {
  const server = await startBenchServer({ port, store, logLevel: "warn" });
  try {
    const body = JSON.stringify(lead(await solvedChallenge()));
    const acknowledgedIds: string[] = [];
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      // The server closes a keep-alive connection after 1,000 requests (server/app.ts) and
      // answers 503 to a client that ignores its `Connection: close`; browsers reconnect.
      reconnectRate: 500,
      requests: [
        {
          method: "POST",
          path: "/api/leads",
          headers: { "content-type": "application/json" },
          body,
          // Each request is its own submission, as each visitor's form makes its key.
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "idempotency-key": randomUUID() },
          }),
          onResponse: (status, responseBody) => {
            if (status === 201)
              acknowledgedIds.push((JSON.parse(responseBody) as { id: string }).id);
          },
        },
      ],
    });
    // Every acknowledged id must be stored; rows beyond them are requests that were in
    // flight when autocannon stopped (stored, their answers never read).
    const reader = await openLeadStore(store);
    const storedIds = new Set((await reader.listLeads()).map((lead) => lead.id));
    await reader.close();
    const acknowledged = acknowledgedIds.length;
    const stored = acknowledgedIds.filter((id) => storedIds.has(id)).length;
    const row =
      `${label.padEnd(10)} ${String(Math.round(result.requests.average)).padStart(10)} ` +
      `${String(Math.round(acknowledged / seconds)).padStart(10)} ${String(result.latency.p50).padStart(8)} ` +
      `${String(result.latency.p99).padStart(8)}   stored ${stored} of ${acknowledged} acknowledged ` +
      `(${storedIds.size} rows; non-2xx ${result.non2xx}, errors ${result.errors})`;
    return { row, ok: stored === acknowledged && result.non2xx === 0 && result.errors === 0 };
  } finally {
    await server.stop();
  }
}

const rows: string[] = [];
let ok = true;
const sqliteDir = mkdtempSync(join(tmpdir(), "leads-bench-db-"));
try {
  const sqlite = await run("SQLite", { dbPath: join(sqliteDir, "leads.db"), databaseUrl: null });
  rows.push(sqlite.row);
  ok &&= sqlite.ok;
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}
if (postgresUrl) {
  // A fresh database beside the given one, dropped afterwards.
  const name = `leads_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const { rows: settings } = await admin.query<{ fsync: string }>("SHOW fsync");
  if (settings[0]?.fsync !== "on") {
    await admin.end();
    console.error(
      `bench:leads: the PostgreSQL at ${new URL(postgresUrl).host} runs with fsync=${settings[0]?.fsync}: ` +
        "its commits are not durable, so its numbers mean nothing. Start one with fsync on " +
        "(PG_PORT=5438 PG_FSYNC=on source .ci/postgres.sh) and pass it as BENCH_DATABASE_URL.",
    );
    process.exit(2);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    // The store's own sessions set synchronous_commit=on (server/storage/database.ts).
    const postgres = await run("PostgreSQL", { dbPath: "", databaseUrl: url.toString() });
    rows.push(postgres.row);
    ok &&= postgres.ok;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  rows.push("PostgreSQL (skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
console.log(
  "Durable commits: SQLite WAL synchronous=FULL; PostgreSQL fsync=on, synchronous_commit=on",
);
console.log(
  `POST /api/leads, ${connections} connections, ${seconds} s per store (1-min load average ${loadavg()[0]!.toFixed(1)})`,
);
console.log(
  `${"store".padEnd(10)} ${"req/s".padStart(10)} ${"acked/s".padStart(10)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}`,
);
for (const row of rows) console.log(row);
if (!ok) process.exitCode = 1;
