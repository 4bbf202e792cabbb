import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { generateIdentity, identityToRecipient } from "age-encryption";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { openBackupBucket } from "../server/backup/backup-bucket";
import { backupName } from "../server/backup/backup-files";
import { loadConfig } from "../server/config";
import { storedLead } from "./support/lead-factory";
import { withSqliteStore } from "./support/stores";
import { leadsCliAsync } from "./support/leads-cli";
import { configProblems, tempWorkspace } from "./support/leads-env";
import { s3Credentials, startS3Server } from "./support/s3-server";
import { fixtureSite } from "./site-fixture";

/**
 * Issue 32: backups in an S3-compatible bucket (s3rver, a real S3 server in process):
 * uploaded under `backups/`, pruned there past the retention, counted as good only once
 * uploaded, and restored from the bucket with the erasure log replayed.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const day = 86_400_000;

/** A deployment in a temp folder whose backups go to a bucket of their own, and its key pair. */
async function deployment(extra: Record<string, string> = {}) {
  const workspace = tempWorkspace();
  cleanups.push(() => workspace.remove());
  const s3 = await startS3Server("leads-backups");
  cleanups.push(() => s3.close());
  const identity = await generateIdentity();
  const keyFolder = mkdtempSync(join(tmpdir(), "backup-key-"));
  cleanups.push(() => rmSync(keyFolder, { recursive: true, force: true }));
  const identityFile = join(keyFolder, "backup.key");
  writeFileSync(identityFile, `${identity}\n`);
  const env: Record<string, string> = {
    LEADS_DB: workspace.dbPath,
    UPLOADS_DIR: join(workspace.dir, "uploads"),
    BACKUP_RECIPIENT: await identityToRecipient(identity),
    BACKUP_S3_BUCKET: s3.bucket,
    BACKUP_S3_ENDPOINT: s3.endpoint,
    AWS_ACCESS_KEY_ID: s3Credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
    ERASURE_LOG: join(workspace.dir, "kept", "erasure-log.jsonl"),
    ERASURE_LOG_KEY: "erasure-log-key-0123456789abcdef0123456789",
    SITE_DIR: workspace.siteDir,
    ...extra,
  };
  const client = new S3Client({
    endpoint: s3.endpoint,
    forcePathStyle: true,
    region: "us-east-1",
    credentials: s3Credentials,
  });
  cleanups.push(() => client.destroy());
  /** The keys of the bucket's objects, as S3 lists them. */
  const keys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? [])
      .map((object) => object.Key!)
      .sort();
  return { workspace, env, identityFile, s3, client, keys };
}

const victim = {
  name: "Ottoline Brackenbury",
  email: "ottoline@erased.example",
  phone: "+44 7700 900456",
  message: "Quote for 12 pallets of Brackenbury tiles",
  note: "Ottoline wants the price by Friday",
};

describe("backups in an S3 bucket", () => {
  it(
    "land in the bucket under backups/, encrypted, and the old ones there are deleted",
    { timeout: 180_000 },
    async () => {
      const { workspace, env, keys, client, s3 } = await deployment();
      await withSqliteStore(env, (store) =>
        store.insertLead(storedLead({ name: victim.name, email: victim.email }), ["email"]),
      );
      // Backups already in the bucket: one past the 30 days, one within; another object.
      const bucket = openBackupBucket(loadConfig(env).backup.s3!);
      cleanups.push(() => bucket.close());
      const old = backupName(new Date(Date.now() - 31 * day));
      const recent = backupName(new Date(Date.now() - day));
      for (const name of [old, recent, "README.txt"]) {
        await bucket.upload(name, Readable.from([Buffer.from("earlier")]));
      }

      const backup = await leadsCliAsync(env, ["backup"]);
      // (stderr may hold the AWS SDK's warning about Node 20's support ending.)
      expect(backup.stderr).not.toMatch(/error|fail/i);
      expect(backup.status).toBe(0);
      expect(backup.stdout).toMatch(
        /Backed up 1 leads and 0 attached files to s3:\/\/leads-backups\/backups\/leads-\d{8}T\d{6}\.\d{3}Z\.tar\.gz\.age \(\d+ bytes.*deleted 1 backups older than 30 days/,
      );
      const made = /backups\/(leads-[^ ]+\.age)/.exec(backup.stdout)![1]!;
      expect(await keys()).toEqual(
        [`backups/${made}`, `backups/${recent}`, "backups/README.txt"].sort(),
      );
      // Without BACKUP_DIR, nothing was written to the disk beside the database.
      expect(existsSync(join(workspace.dir, "data", "backups"))).toBe(false);
      expect(readdirSync(join(workspace.dir, "data"))).not.toContain(
        expect.stringMatching(/^\.backup-/),
      );
      const object = await client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: `backups/${made}` }),
      );
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      expect(bytes.subarray(0, 21).toString()).toBe("age-encryption.org/v1");
      expect(bytes.includes(Buffer.from(victim.email))).toBe(false);

      const list = await leadsCliAsync(env, ["backups"]);
      expect(list.stdout.trim().split("\n")).toEqual([
        expect.stringMatching(
          new RegExp(`s3://leads-backups/backups/${recent.replace(/\./g, "\\.")}$`),
        ),
        expect.stringMatching(
          new RegExp(`s3://leads-backups/backups/${made.replace(/\./g, "\\.")}$`),
        ),
      ]);
    },
  );

  it("go to the folder and the bucket when both are set", { timeout: 60_000 }, async () => {
    const { workspace, env, keys } = await deployment();
    const withDir = { ...env, BACKUP_DIR: join(workspace.dir, "backups") };
    await withSqliteStore(env, (store) => store.insertLead(storedLead(), ["email"]));
    const backup = await leadsCliAsync(withDir, ["backup"]);
    expect(backup.stderr).not.toMatch(/error|fail/i);
    expect(backup.stdout).toMatch(/to \/.*\/backups\/leads-.*\.age and s3:\/\/leads-backups\//);
    const [file] = readdirSync(withDir.BACKUP_DIR);
    expect(await keys()).toEqual([`backups/${file}`]);

    // A bucket the service does not have: both commands say so in one line.
    const wrong = { ...withDir, BACKUP_S3_BUCKET: "no-such-bucket" };
    const failed = await leadsCliAsync(wrong, ["backup"]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/^Backup failed: NoSuchBucket: /m);
    const listed = await leadsCliAsync(wrong, ["backups"]);
    expect(listed.status).toBe(1);
    expect(listed.stderr).toMatch(/^Cannot list s3:\/\/no-such-bucket\/backups\/ .*NoSuchBucket/m);
  });

  it(
    "restore from the bucket every lead of the backup but the person erased since",
    { timeout: 240_000 },
    async () => {
      const { workspace, env, identityFile } = await deployment();
      const kept: string[] = [];
      await withSqliteStore(env, async (store) => {
        for (let i = 0; i < 5; i++) {
          const lead = storedLead({ name: `Buyer ${i}`, email: `buyer${i}@kept.example` });
          await store.insertLead(lead, ["email"]);
          kept.push(lead.id);
        }
        const target = storedLead({
          name: victim.name,
          email: victim.email,
          phone: victim.phone,
          message: victim.message,
        });
        await store.insertLead(target, ["email"]);
        await store.inbox.addNote(target.id, {
          id: randomUUID(),
          author: "sales@pearl.example",
          at: new Date().toISOString(),
          text: victim.note,
          reply: false,
        });
      });
      expect((await leadsCliAsync(env, ["backup"])).status).toBe(0);
      const erase = await leadsCliAsync(env, ["erase", "--email", victim.email]);
      expect(erase.stdout).toMatch(/Erased 1 leads/);

      // The machine is lost; the bucket and the erasure log survive.
      rmSync(join(workspace.dir, "data"), { recursive: true, force: true });
      const [line] = (await leadsCliAsync(env, ["backups"])).stdout.trim().split("\n");
      const url = line!.split(/\s+/)[1]!;
      expect(url).toMatch(/^s3:\/\/leads-backups\/backups\/leads-/);

      const restore = await leadsCliAsync(env, ["restore", url, "--identity", identityFile]);
      expect(restore.stderr).not.toMatch(/error|fail/i);
      expect(restore.status).toBe(0);
      expect(restore.stdout).toMatch(/Restored 5 leads and 0 attached files/);
      expect(restore.stdout).toMatch(/Erased again 1 people/);
      await withSqliteStore(env, async (store) => {
        expect((await store.listLeads()).map((lead) => lead.id).sort()).toEqual(kept.sort());
        expect((await store.findByEmail(victim.email)).leads).toEqual([]);
        await store.scrubDeleted();
      });
      const data = join(workspace.dir, "data");
      const bytes = Buffer.concat(
        readdirSync(data, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => readFileSync(join(entry.parentPath, entry.name))),
      );
      expect(bytes.includes(Buffer.from("buyer3@kept.example"))).toBe(true);
      for (const trace of Object.values(victim)) {
        expect(bytes.includes(Buffer.from(trace)), trace).toBe(false);
      }
      // The downloaded copy went with the staging folder.
      expect(readdirSync(data).filter((name) => name.startsWith(".restore-"))).toEqual([]);

      const missing = await leadsCliAsync(env, [
        "restore",
        url.replace(/\d{3}Z/, "999Z"),
        "--identity",
        identityFile,
        "--force",
      ]);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/no such backup in the bucket.*Nothing was written/);
    },
  );
});

describe("the server's backups to a bucket", () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  const metricsOf = (server: FastifyInstance) => async () =>
    (
      await server.inject({
        url: "/metrics",
        headers: { authorization: "Bearer scrape-me-please" },
      })
    ).body;

  it(
    "upload at start, and the metrics give the age once the object is in",
    { timeout: 60_000 },
    async () => {
      const { env, keys } = await deployment();
      app = await buildApp(fixtureSite({ ...env, METRICS_TOKEN: "scrape-me-please" }));
      await app.ready();
      await expect
        .poll(metricsOf(app), { timeout: 20_000 })
        .toMatch(/^leads_backup_age_seconds \d+$/m);
      expect(await keys()).toEqual([expect.stringMatching(/^backups\/leads-.*\.tar\.gz\.age$/)]);
    },
  );

  it(
    "do not count a backup whose upload failed, though its file was written",
    { timeout: 60_000 },
    async () => {
      const { workspace, env } = await deployment();
      const dir = join(workspace.dir, "backups");
      const lines: string[] = [];
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      // A bucket that does not exist on the service: every upload fails.
      app = await buildApp(
        fixtureSite({
          ...env,
          BACKUP_DIR: dir,
          BACKUP_S3_BUCKET: "no-such-bucket",
          METRICS_TOKEN: "scrape-me-please",
          LOG_LEVEL: "warn",
        }),
        { logStream },
      );
      await app.ready();
      await expect.poll(() => lines.join(""), { timeout: 20_000 }).toMatch(/backup failed/);
      expect(readdirSync(dir).filter((name) => name.endsWith(".age"))).toHaveLength(1);
      expect(await metricsOf(app)()).toMatch(/^leads_backup_age_seconds \+Inf$/m);
    },
  );
});

describe("the backups' bucket settings", () => {
  const base = { LEADS_DB: "/tmp/x/leads.db" };
  const problem = (env: Record<string, string>) => configProblems({ ...base, ...env });

  it("name the bad setting", () => {
    expect(problem({ BACKUP_S3_ENDPOINT: "http://127.0.0.1:9000" })).toMatch(
      /BACKUP_S3_ENDPOINT needs BACKUP_S3_BUCKET/,
    );
    expect(problem({ BACKUP_S3_BUCKET: "s3://Leads/backups" })).toMatch(
      /BACKUP_S3_BUCKET must be a bucket name/,
    );
    expect(problem({ BACKUP_S3_BUCKET: "leads", BACKUP_S3_ENDPOINT: "minio:9000" })).toMatch(
      /BACKUP_S3_ENDPOINT must be an absolute URL/,
    );
  });

  it("share the attachments' service and keys, and need no folder", () => {
    const { backup } = loadConfig({
      ...base,
      UPLOADS_S3_BUCKET: "leads-uploads",
      UPLOADS_S3_ENDPOINT: "http://127.0.0.1:9000",
      AWS_REGION: "eu-central-1",
      AWS_ACCESS_KEY_ID: "id",
      AWS_SECRET_ACCESS_KEY: "secret",
      BACKUP_S3_BUCKET: "leads-uploads",
    });
    expect(backup.dir).toBeNull();
    expect(backup.s3).toEqual({
      bucket: "leads-uploads",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-central-1",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    expect(loadConfig(base).backup).toMatchObject({
      dir: join(process.cwd(), "data/backups"),
      s3: null,
    });
  });
});
