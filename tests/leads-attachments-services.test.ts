import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { eicar, startClamd } from "./support/clamd";
import { pdfFixture } from "./support/attachment-fixtures";
import { leadsCli, leadsCliAsync } from "./support/leads-cli";
import { s3Credentials, startS3Server } from "./support/s3-server";
import { tempWorkspace, testConfig, validLead } from "./support/leads-env";
import { openTestDb } from "./support/test-db";

/**
 * Issue 30 against real services: a real clamd (Debian's clamav-daemon, a test signature of
 * the EICAR file) quarantines an infected file, and `leads erase --email` leaves no byte of
 * the person's files in the uploads folder, nor in an S3 bucket (s3rver, a real S3 server).
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(env: Record<string, string>) {
  const workspace = tempWorkspace();
  cleanups.push(() => workspace.remove());
  const config = testConfig(workspace, { LEADS_RATE_LIMIT: "0", ...env });
  const app: FastifyInstance = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });
  cleanups.push(() => app.close());
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const db = await openTestDb(config.leads);
  cleanups.push(() => db.close());
  const cliEnv = {
    LEADS_DB: workspace.dbPath,
    UPLOADS_DIR: config.leads.uploads.dir,
    ...(config.leads.databaseUrl ? { DATABASE_URL: config.leads.databaseUrl } : {}),
    ...env,
  };
  return { base, db, uploadsDir: config.leads.uploads.dir, cliEnv };
}

async function send(base: string, email: string, files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  form.append("lead", JSON.stringify(validLead("contact", { email })));
  for (const file of files) {
    form.append("attachments", new Blob([new Uint8Array(file.bytes)]), file.name);
  }
  const response = await fetch(`${base}/api/leads`, {
    method: "POST",
    body: form,
    headers: { accept: "application/json" },
  });
  return { status: response.status, body: (await response.json()) as { id: string } };
}

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe("with CLAMAV_URL, a real clamd", () => {
  it("quarantines the EICAR file: the lead is stored with the file's threat, never delivered", async () => {
    const clamd = await startClamd();
    cleanups.push(() => clamd.stop());
    const { base, db } = await serve({ CLAMAV_URL: clamd.url });
    const sent = await send(base, "eicar@buyer.example", [
      { name: "prices.csv", bytes: eicar },
      { name: "spec.pdf", bytes: pdfFixture() },
    ]);
    expect(sent.status).toBe(201);
    const infected = await db.get(
      "SELECT * FROM lead_attachments WHERE lead_id = ? AND position = 0",
      sent.body.id,
    );
    expect(infected?.threat).toMatch(/Eicar-Test-Signature/);
    expect(infected?.storage_key).toMatch(/^quarantine\/[0-9a-f]{64}$/);
    const clean = await db.get(
      "SELECT * FROM lead_attachments WHERE lead_id = ? AND position = 1",
      sent.body.id,
    );
    expect(clean?.threat).toBeNull();
  }, 90_000);
});

describe("leads erase --email", () => {
  it("leaves no byte of the person's files in the uploads folder, keeping another's", async () => {
    const { base, uploadsDir, cliEnv } = await serve({});
    expect(
      (await send(base, "gone@buyer.example", [{ name: "a.pdf", bytes: pdfFixture() }])).status,
    ).toBe(201);
    const kept = Buffer.concat([pdfFixture(), Buffer.from("%kept")]);
    expect((await send(base, "kept@buyer.example", [{ name: "b.pdf", bytes: kept }])).status).toBe(
      201,
    );
    expect(filesIn(uploadsDir)).toHaveLength(2);
    const run = leadsCli(cliEnv, ["erase", "--email", "gone@buyer.example"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("and 1 attached files");
    expect(filesIn(uploadsDir)).toHaveLength(1);
    const shown = JSON.parse(leadsCli(cliEnv, ["show", "--email", "kept@buyer.example"]).stdout);
    expect(shown.files).toMatchObject([{ name: "b.pdf", type: "application/pdf" }]);
  }, 60_000);
});

describe("leads erase --email with UPLOADS_S3_BUCKET", () => {
  it("leaves no object of the person's files in the bucket, keeping another's", async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const { base, cliEnv } = await serve(s3.env);
    const client = new S3Client({
      endpoint: s3.endpoint,
      forcePathStyle: true,
      region: "us-east-1",
      credentials: s3Credentials,
    });
    cleanups.push(() => client.destroy());
    const objects = async () =>
      (await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents?.map(
        (object) => object.Key,
      ) ?? [];
    const gone = [
      { name: "a.pdf", bytes: pdfFixture() },
      { name: "a2.pdf", bytes: Buffer.concat([pdfFixture(), Buffer.from("%second")]) },
    ];
    expect((await send(base, "gone@buyer.example", gone)).status).toBe(201);
    const kept = Buffer.concat([pdfFixture(), Buffer.from("%kept")]);
    expect((await send(base, "kept@buyer.example", [{ name: "b.pdf", bytes: kept }])).status).toBe(
      201,
    );
    expect(await objects()).toHaveLength(3);
    // Run without blocking this process, which serves the bucket: a synchronous spawn would
    // leave the CLI waiting on s3rver for ever.
    const run = await leadsCliAsync(cliEnv, ["erase", "--email", "gone@buyer.example"]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`and 2 attached files from s3://${s3.bucket}`);
    const left = await objects();
    expect(left).toHaveLength(1);
    expect(left[0]).toBe(`uploads/${createHash("sha256").update(kept).digest("hex")}`);
  }, 90_000);
});
