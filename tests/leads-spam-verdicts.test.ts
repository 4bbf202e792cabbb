import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { solvedAltcha, testConfig, validLead } from "./support/leads-env";
import { solvedPayload, type ServerChallenge } from "./support/solve-challenge";
import { freshStore, storeKinds } from "./support/stores";
import { openTestDb, type TestDb } from "./support/test-db";

/**
 * Issue 28: a real buyer's lead must not end as spam that nobody sees. A challenge solved
 * before a restart is still honoured; a retry under the same Idempotency-Key with a valid
 * proof is judged again; a post without JavaScript is capped per address and day instead of
 * trusted; every spam lead keeps its reason.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server on `fresh`'s store with the webhook channel on (no mail peer needed). */
async function serverOn(fresh: Awaited<ReturnType<typeof freshStore>>, env = {}) {
  const config = testConfig(fresh.workspace, {
    ...fresh.env,
    // A webhook nobody answers: deliveries are queued and retried, which is what is counted.
    LEADS_WEBHOOK_URL: "http://127.0.0.1:9/hook",
    LEADS_WEBHOOK_SECRET: "test-webhook-secret",
    LEADS_RETRY_BASE_MS: "600000",
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return app;
}

async function openDb(fresh: Awaited<ReturnType<typeof freshStore>>) {
  const db = await openTestDb(fresh.leads);
  cleanups.push(() => db.close());
  return db;
}

/** The lead's spam flag, reason and queued deliveries. */
async function verdict(db: TestDb, id: string) {
  const row = await db.get("SELECT spam, spam_reason FROM leads WHERE id = ?", id);
  const outbox = await db.get("SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ?", id);
  return { spam: Number(row?.spam), reason: row?.spam_reason ?? null, queued: outbox?.n };
}

let ip = 1;
function postJson(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/leads",
    remoteAddress: `198.51.100.${ip++}`,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });
}

/** Fetches a challenge from `app` and solves it as the form's worker does. */
async function solvedFrom(app: FastifyInstance): Promise<string> {
  return solvedPayload((await app.inject({ url: "/api/leads/challenge" })).json<ServerChallenge>());
}

/** The default of `LEADS_NO_SCRIPT_DAILY_CAP`. */
const noScriptDailyCap = 5;

describe.each(storeKinds)("spam verdicts on %s", (kind) => {
  it("without ALTCHA_HMAC_KEY, a challenge solved before a restart is honoured after it", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const noKey = { ALTCHA_HMAC_KEY: "" };
    const before = await serverOn(fresh, noKey);
    const altcha = await solvedFrom(before);
    await before.close();
    // The time trap: a person takes longer than 3 s; the restart takes part of that.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const after = await serverOn(fresh, noKey);
    cleanups.push(() => after.close());
    const response = await postJson(after, validLead("contact", { altcha }));
    expect(response.statusCode).toBe(201);
    const db = await openDb(fresh);
    expect(await verdict(db, response.json().id)).toEqual({ spam: 0, reason: null, queued: 1 });
  }, 30_000);

  it("a retry with a valid proof under the key of a lead judged spam for its proof stores it as a lead", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const app = await serverOn(fresh);
    cleanups.push(() => app.close());
    const db = await openDb(fresh);
    const cases = [
      { reason: "proof_missing", altcha: undefined },
      { reason: "proof_invalid", altcha: solvedAltcha({ key: "another-key-".padEnd(40, "x") }) },
      { reason: "proof_invalid", altcha: solvedAltcha({ expiresInMs: -1000 }) },
      { reason: "too_fast", altcha: solvedAltcha({ issuedAgoMs: 500 }) },
    ];
    for (const [index, { reason, altcha }] of cases.entries()) {
      const key = `retry-${kind}-${index}`;
      const lead = validLead("contact", { name: `Retry ${index}`, altcha });
      const first = await postJson(app, lead, { "idempotency-key": key });
      expect(first.statusCode).toBe(201);
      const id = first.json().id;
      expect(await verdict(db, id)).toEqual({ spam: 1, reason, queued: 0 });

      const retry = await postJson(
        app,
        { ...lead, altcha: solvedAltcha() },
        { "idempotency-key": key },
      );
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual({ id });
      expect(await verdict(db, id)).toEqual({ spam: 0, reason: null, queued: 1 });
      // Once a lead, a third attempt is answered from the key, as any repeat.
      const third = await postJson(
        app,
        { ...lead, altcha: solvedAltcha() },
        { "idempotency-key": key },
      );
      expect(third.json()).toEqual({ id });
      expect(await verdict(db, id)).toEqual({ spam: 0, reason: null, queued: 1 });
    }
    expect((await db.get("SELECT COUNT(*) AS n FROM leads WHERE name LIKE 'Retry %'"))!.n).toBe(
      cases.length,
    );
  }, 30_000);

  it("a retry of a honeypot hit stays spam, and a retry without a valid proof changes nothing", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const app = await serverOn(fresh);
    cleanups.push(() => app.close());
    const db = await openDb(fresh);

    const bot = validLead("contact", { name: "Bot", website: "https://spam.example" });
    const first = await postJson(app, bot, { "idempotency-key": `honeypot-${kind}` });
    const id = first.json().id;
    expect(await verdict(db, id)).toEqual({ spam: 1, reason: "honeypot", queued: 0 });
    const retry = await postJson(
      app,
      { ...bot, altcha: solvedAltcha() },
      { "idempotency-key": `honeypot-${kind}` },
    );
    expect(retry.json()).toEqual({ id });
    expect(await verdict(db, id)).toEqual({ spam: 1, reason: "honeypot", queued: 0 });

    const lead = validLead("contact", { name: "Still Slow", altcha: undefined });
    const slow = await postJson(app, lead, { "idempotency-key": `slow-${kind}` });
    const slowId = slow.json().id;
    const again = await postJson(
      app,
      { ...lead, altcha: solvedAltcha({ issuedAgoMs: 100 }) },
      { "idempotency-key": `slow-${kind}` },
    );
    expect(again.json()).toEqual({ id: slowId });
    expect(await verdict(db, slowId)).toEqual({ spam: 1, reason: "proof_missing", queued: 0 });
  });

  it("a proof used by an earlier lead is spam with its reason", async () => {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const app = await serverOn(fresh);
    cleanups.push(() => app.close());
    const db = await openDb(fresh);
    const altcha = solvedAltcha();
    const first = await postJson(app, validLead("contact", { altcha, name: "First" }));
    const second = await postJson(app, validLead("contact", { altcha, name: "Second" }));
    expect(await verdict(db, first.json().id)).toMatchObject({ spam: 0, reason: null });
    expect(await verdict(db, second.json().id)).toMatchObject({ spam: 1, reason: "proof_reused" });
  });

  it(`a post without JavaScript: ${noScriptDailyCap} leads a day per address, the next stored as spam for the team to check`, async () => {
    const fresh = await freshStore(kind);
    cleanups.push(() => fresh.remove());
    const app = await serverOn(fresh);
    cleanups.push(() => app.close());
    const db = await openDb(fresh);
    const formPost = (name: string, address: string) =>
      app.inject({
        method: "POST",
        url: "/api/leads",
        remoteAddress: address,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://127.0.0.1:3000",
          host: "127.0.0.1:3000",
        },
        payload: new URLSearchParams({
          form: "contact",
          locale: "en",
          page: "/en",
          name,
          email: "plain@buyer.example",
          message: "Twenty chairs, please.",
          website: "",
        }).toString(),
      });
    for (let i = 1; i <= noScriptDailyCap + 1; i++) {
      const response = await formPost(`Plain ${i}`, "203.0.113.50");
      // The visitor sees the same thank-you page either way: nothing tells a script apart.
      expect(response.statusCode).toBe(303);
    }
    const rows = [];
    for (let i = 1; i <= noScriptDailyCap + 1; i++) {
      rows.push(await db.get("SELECT spam, spam_reason FROM leads WHERE name = ?", `Plain ${i}`));
    }
    expect(rows.map((row) => Number(row!.spam))).toEqual([
      ...Array<number>(noScriptDailyCap).fill(0),
      1,
    ]);
    expect(rows.at(-1)!.spam_reason).toBe("daily_cap");
    // Another address has its own allowance.
    await formPost("Neighbour", "203.0.113.51");
    expect(
      await db.get("SELECT spam, spam_reason FROM leads WHERE name = 'Neighbour'"),
    ).toMatchObject({ spam: 0, spam_reason: null });
  });
});
