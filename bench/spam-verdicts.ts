import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { solvedPayload, type ServerChallenge } from "../tests/support/solve-challenge";
import { startBenchServer } from "./bench-server";

/**
 * `npm run bench:spam-verdicts` (issue 28): the probe of how real leads are judged.
 * 1. Across a restart: `BENCH_LEADS` (default 20) challenges are fetched and solved, the
 *    server (without `ALTCHA_HMAC_KEY`, the default) is stopped and started again, and the
 *    leads are sent with them; prints how many were stored as spam (target 0).
 * 2. Posts without JavaScript: one address posts `BENCH_POSTS` (default 30) different leads
 *    as fast as it can, with the default rate limit (10 per 10 minutes); prints how many
 *    were stored as leads (delivered), as spam, and refused with 429, and what that lets a
 *    script deliver per hour.
 * Runs on a fresh SQLite file; the server is the production one (`server/start.ts`).
 */
const port = Number(process.env.BENCH_PORT ?? 3224);
const leadCount = Number(process.env.BENCH_LEADS ?? 20);
const postCount = Number(process.env.BENCH_POSTS ?? 30);
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), "spam-verdicts-bench-"));
const dbPath = join(dir, "leads.db");
// The restart probe sends every lead from 127.0.0.1: no rate limit there.
const restartEnv = { ALTCHA_HMAC_KEY: "", LEADS_RATE_LIMIT: "0" };
const defaultEnv = { ALTCHA_HMAC_KEY: "", LEADS_RATE_LIMIT: "10" };

/** A challenge of the running server, solved as the form's worker solves it. */
async function solvedChallenge(): Promise<string> {
  return solvedPayload(
    (await (await fetch(`${base}/api/leads/challenge`)).json()) as ServerChallenge,
  );
}

const lead = (name: string) => ({
  form: "contact",
  locale: "en",
  page: "/en",
  name,
  email: "probe@buyer.example",
  message: "Forty combi ovens for a hotel kitchen.",
  website: "",
});

try {
  // 1. A restart between the challenge and the send.
  let server = await startBenchServer({
    port,
    store: { dbPath },
    logLevel: "fatal",
    env: restartEnv,
  });
  const proofs: string[] = [];
  for (let i = 0; i < leadCount; i++) proofs.push(await solvedChallenge());
  await server.stop();
  const restartedAt = performance.now();
  server = await startBenchServer({ port, store: { dbPath }, logLevel: "fatal", env: restartEnv });
  const restartMs = performance.now() - restartedAt;
  // The time trap: a person takes longer than 3 s to fill the form.
  await new Promise((resolve) => setTimeout(resolve, 3_100));
  for (const [i, altcha] of proofs.entries()) {
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `probe-${i}` },
      body: JSON.stringify({ ...lead(`Restart ${i}`), altcha }),
    });
    if (response.status !== 201) throw new Error(`lead ${i} answered ${response.status}`);
  }
  await server.stop();

  // 2. Posts without JavaScript from one address, under the default rate limit.
  server = await startBenchServer({ port, store: { dbPath }, logLevel: "fatal", env: defaultEnv });
  const answers = new Map<number, number>();
  for (let i = 0; i < postCount; i++) {
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams(lead(`Script ${i}`)).toString(),
    });
    answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
  }
  await server.stop();

  const db = new Database(dbPath, { readonly: true });
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const restartSpam = count(
    "SELECT COUNT(*) AS n FROM leads WHERE name LIKE 'Restart %' AND spam = 1",
  );
  const restartLeads = count(
    "SELECT COUNT(*) AS n FROM leads WHERE name LIKE 'Restart %' AND spam = 0",
  );
  const scriptLeads = count(
    "SELECT COUNT(*) AS n FROM leads WHERE name LIKE 'Script %' AND spam = 0",
  );
  const scriptSpam = count(
    "SELECT COUNT(*) AS n FROM leads WHERE name LIKE 'Script %' AND spam = 1 AND spam_reason = 'daily_cap'",
  );
  db.close();

  console.log(
    `Across a restart (${Math.round(restartMs)} ms, no ALTCHA_HMAC_KEY): ${proofs.length} leads sent with challenges solved before it: ${restartLeads} stored as leads, ${restartSpam} as spam`,
  );
  console.log(
    `Posts without JavaScript from one address (${postCount} sent, rate limit 10 per 10 min): ${scriptLeads} leads, ${scriptSpam} spam (daily_cap), ${answers.get(429) ?? 0} refused (429)`,
  );
  // The rate limit's window repeats six times an hour; the daily allowance does not.
  const perHour = scriptSpam > 0 ? scriptLeads : scriptLeads * 6;
  console.log(
    `Delivered leads a script gets from one address: ${scriptLeads} in one rate-limit window, at most ${perHour} an hour${scriptSpam > 0 ? `, ${scriptLeads} a day` : ""}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
