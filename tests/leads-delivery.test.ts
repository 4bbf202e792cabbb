import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { verifySignature } from "../server/leads/webhook";
import {
  freePort,
  startSmtpPeer,
  tempWorkspace,
  testAltchaKey,
  testConfig,
  validLead,
  waitFor,
} from "./support/leads-env";
import { spawnBundledServer, untilReady } from "./support/server-bundle";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function workspace() {
  const w = tempWorkspace();
  cleanups.push(() => w.remove());
  return w;
}

function outbox(dbPath: string) {
  const db = new Database(dbPath, { readonly: true });
  const rows = db.prepare("SELECT * FROM outbox").all() as {
    lead_id: string;
    attempts: number;
    delivered_at: string | null;
  }[];
  db.close();
  return rows;
}

describe("delivery", () => {
  it("with SMTP down, stores the lead, answers 201, and delivers once SMTP is back", async () => {
    const w = workspace();
    const port = await freePort();
    const app = await buildApp(
      testConfig(w, { SMTP_URL: `smtp://127.0.0.1:${port}?plaintext=allow` }),
    );
    cleanups.push(() => app.close());
    const response = await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json" },
      payload: validLead("contact"),
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    await waitFor(() => outbox(w.dbPath).some((row) => row.attempts >= 2));
    expect(outbox(w.dbPath)[0]).toMatchObject({ lead_id: id, delivered_at: null });

    const smtp = await startSmtpPeer(port);
    cleanups.push(() => smtp.close());
    await waitFor(() => smtp.mails.length > 0);
    expect(smtp.mails[0]!.headers["message-id"]).toContain(id);
    await waitFor(() => outbox(w.dbPath)[0]!.delivered_at !== null);
    expect(smtp.mails).toHaveLength(1);
  });

  it("posts the lead without its IP to the webhook, signed with a timestamp, the id as delivery id", async () => {
    const w = workspace();
    const secret = "s3cret-for-tests";
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const hook = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        received.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(3214, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => hook.close(() => resolve())));
    const app = await buildApp(
      testConfig(w, {
        LEADS_WEBHOOK_URL: "http://127.0.0.1:3214/hooks/leads",
        LEADS_WEBHOOK_SECRET: secret,
      }),
    );
    cleanups.push(() => app.close());
    const lead = validLead("mission");
    const response = await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json" },
      payload: lead,
    });
    const { id } = response.json<{ id: string }>();
    await waitFor(() => received.length > 0);
    const [delivery] = received;
    const header = String(delivery!.headers["x-signature"]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, delivery!.body, secret)).toBe(true);
    expect(verifySignature(header, delivery!.body, "wrong secret")).toBe(false);
    expect(delivery!.headers["webhook-id"]).toBe(id);
    expect(delivery!.headers["idempotency-key"]).toBe(id);
    const body = JSON.parse(delivery!.body);
    expect(body.id).toBe(id);
    expect(body.lead).not.toHaveProperty("clientIp");
    expect(delivery!.body).not.toContain("127.0.0.1");
    expect(body.lead).toMatchObject({
      id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      program: lead.program,
      message: lead.message,
      form: "mission",
      locale: "ar",
    });
  });

  it("a server killed with deliveries pending delivers them after a restart", async () => {
    const w = workspace();
    const port = await freePort();
    const smtpPort = await freePort();
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_DIR: w.siteDir,
      LEADS_DB: w.dbPath,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?plaintext=allow`,
      LEADS_RETRY_BASE_MS: "200",
      LEADS_RETRY_MAX_MS: "400",
      ALTCHA_HMAC_KEY: testAltchaKey,
      LEADS_POLL_MS: "50",
    };
    const start = () => {
      const child = spawnBundledServer(env);
      cleanups.push(() => void child.kill("SIGKILL"));
      return child;
    };
    const post = () =>
      fetch(`http://127.0.0.1:${port}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validLead("contact")),
      });
    const first = start();
    // Our server, not whatever else may answer on the port: it has created its DB.
    await untilReady(first, `http://127.0.0.1:${port}`, () => existsSync(w.dbPath));
    const ids = [(await (await post()).json()).id, (await (await post()).json()).id];
    await waitFor(() => outbox(w.dbPath).every((row) => row.attempts >= 1));
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    expect(outbox(w.dbPath).filter((row) => row.delivered_at === null)).toHaveLength(2);

    const smtp = await startSmtpPeer(smtpPort);
    cleanups.push(() => smtp.close());
    start();
    await waitFor(() => smtp.mails.length >= 2, 120_000);
    for (const id of ids) expect(smtp.mails.some((m) => m.raw.includes(id))).toBe(true);
    await waitFor(() => outbox(w.dbPath).every((row) => row.delivered_at !== null));
  }, 240_000);

  it("with no channel configured, stores the lead and says where at start-up", () => {
    const w = workspace();
    const script = join(w.dir, "start-and-stop.mts");
    writeFileSync(
      script,
      `import { buildApp } from ${JSON.stringify(resolve("server/app.ts"))};
       import { loadConfig } from ${JSON.stringify(resolve("server/config.ts"))};
       const app = await buildApp(loadConfig());
       await app.ready();
       await app.close();`,
    );
    const run = spawnSync(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, SITE_DIR: w.siteDir, LEADS_DB: w.dbPath, LOG_LEVEL: "info" },
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`leads are stored in ${w.dbPath} only`);
  }, 60_000);
});
