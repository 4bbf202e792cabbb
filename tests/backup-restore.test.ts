import { createHash, randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { generateIdentity, identityToRecipient } from "age-encryption";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { Writable } from "node:stream";
import { backupName, pruneBackups } from "../server/backup/backup-files";
import { loadConfig } from "../server/config";
import { openErasureLog } from "../server/privacy/erasure-log";
import { replayErasures } from "../server/privacy/replay-erasures";
import { purgeExpired } from "../server/privacy/retention";
import { folderUploadStore } from "../server/uploads/folder-upload-store";
import { storedLead } from "./support/lead-factory";
import { withSqliteStore } from "./support/stores";
import { leadsCli } from "./support/leads-cli";
import { configProblems, tempWorkspace } from "./support/leads-env";
import { fixtureSite } from "./site-fixture";

/**
 * Issue 32: backups of the SQLite store, and a restore that brings back every lead of the
 * backup except the people erased since, whose bytes are found nowhere.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A deployment in a temp folder: database, uploads, backups, the erasure log, and the key pair. */
async function deployment() {
  const workspace = tempWorkspace();
  cleanups.push(() => workspace.remove());
  const identity = await generateIdentity();
  // The identity is kept off the server, as the runbook says: here, its own folder.
  const keyFolder = mkdtempSync(join(tmpdir(), "backup-key-"));
  cleanups.push(() => rmSync(keyFolder, { recursive: true, force: true }));
  const identityFile = join(keyFolder, "backup.key");
  writeFileSync(identityFile, `# created: for the test\n${identity}\n`);
  const env = {
    LEADS_DB: workspace.dbPath,
    UPLOADS_DIR: join(workspace.dir, "uploads"),
    BACKUP_RECIPIENT: await identityToRecipient(identity),
    BACKUP_DIR: join(workspace.dir, "backups"),
    ERASURE_LOG: join(workspace.dir, "kept", "erasure-log.jsonl"),
    ERASURE_LOG_KEY: "erasure-log-key-0123456789abcdef0123456789",
    SITE_DIR: workspace.siteDir,
  };
  return { workspace, env, identityFile };
}

/** Keeps `bytes` in the uploads folder as a lead's file; returns the attachment. */
async function attach(uploadsDir: string, bytes: Buffer, name: string) {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const source = join(mkdtempSync(join(tmpdir(), "upload-")), name);
  writeFileSync(source, bytes);
  await folderUploadStore(uploadsDir).put(sha256, source, bytes.length);
  return {
    id: randomUUID(),
    name,
    type: "text/plain",
    size: bytes.length,
    sha256,
    storageKey: sha256,
    threat: null,
  };
}

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Which of `traces` the bytes of `files` hold. */
function found(files: string[], traces: string[]): string[] {
  const bytes = Buffer.concat(files.filter((f) => existsSync(f)).map((f) => readFileSync(f)));
  return traces.filter((trace) => bytes.includes(Buffer.from(trace, "utf8")));
}

const victim = {
  name: "Zelda Quintessa",
  email: "Zelda.Quintessa@erased.example",
  phone: "+44 7700 900123",
  message: "Please call about 40 containers of Quintessa lamps",
  note: "Zelda prefers WhatsApp calls",
  file: "Quintessa lamp drawing, confidential",
};
const victimTraces = [
  victim.name,
  victim.email,
  victim.email.toLowerCase(),
  victim.phone,
  victim.message,
  victim.note,
  victim.file,
];

describe("backup and restore drill (SQLite)", () => {
  it(
    "brings back every lead of the backup but the person erased since, of whom nothing is left",
    { timeout: 120_000 },
    async () => {
      const { workspace, env, identityFile } = await deployment();
      const kept: string[] = [];
      const { deliveredId } = await withSqliteStore(env, async (store) => {
        for (let i = 0; i < 20; i++) {
          const lead = storedLead({ name: `Buyer ${i}`, email: `buyer${i}@kept.example` });
          const attachments =
            i === 3
              ? [await attach(env.UPLOADS_DIR, Buffer.from("Buyer 3 price list"), "prices.txt")]
              : [];
          await store.insertLead(lead, ["email"], { attachments });
          kept.push(lead.id);
        }
        await store.markDelivered(kept[0]!, "email", new Date());
        await store.inbox.addNote(kept[1]!, {
          id: randomUUID(),
          author: "sales@pearl.example",
          at: new Date().toISOString(),
          text: "Buyer 1 asked for samples",
          reply: false,
        });
        const target = storedLead({
          name: victim.name,
          email: victim.email,
          phone: victim.phone,
          message: victim.message,
        });
        await store.insertLead(target, ["email"], {
          attachments: [await attach(env.UPLOADS_DIR, Buffer.from(victim.file), "drawing.txt")],
        });
        await store.inbox.addNote(target.id, {
          id: randomUUID(),
          author: "sales@pearl.example",
          at: new Date().toISOString(),
          text: victim.note,
          reply: false,
        });
        return { deliveredId: kept[0]! };
      });

      const backup = leadsCli(env, ["backup"]);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(
        /Backed up 21 leads and 2 attached files to .*leads-\d{8}T\d{6}\.\d{3}Z\.tar\.gz\.age/,
      );
      const [file] = readdirSync(env.BACKUP_DIR).filter((name) => name.endsWith(".age"));
      const backupFile = join(env.BACKUP_DIR, file!);
      // Encrypted: none of the data is readable in the file.
      expect(found([backupFile], [...victimTraces, "Buyer 1 asked for samples"])).toEqual([]);

      // After the backup: more leads, and the person asks to be erased.
      await withSqliteStore(env, async (store) => {
        for (let i = 0; i < 3; i++) {
          await store.insertLead(storedLead({ email: `late${i}@kept.example` }), ["email"]);
        }
      });
      const erase = leadsCli(env, ["erase", "--email", "zelda.quintessa@ERASED.example"]);
      expect(erase.stdout).toMatch(/Erased 1 leads/);

      // The machine is lost: database and uploads go; the erasure log (kept elsewhere) stays.
      rmSync(join(workspace.dir, "data"), { recursive: true, force: true });
      rmSync(env.UPLOADS_DIR, { recursive: true, force: true });

      const restore = leadsCli(env, ["restore", backupFile, "--identity", identityFile]);
      expect(restore.stderr).toBe("");
      expect(restore.status).toBe(0);
      expect(restore.stdout).toMatch(/Restored 20 leads and 1 attached files/);
      expect(restore.stdout).toMatch(/Erased again 1 people/);

      await withSqliteStore(env, async (store) => {
        const leads = await store.listLeads();
        expect(leads.map((lead) => lead.id).sort()).toEqual([...kept].sort());
        expect((await store.findByEmail("buyer1@kept.example")).notes[0]?.text).toBe(
          "Buyer 1 asked for samples",
        );
        expect(await store.deliveries(deliveredId)).toMatchObject([
          { channel: "email", deliveredAt: expect.any(String) },
        ]);
        // No lead of the backup is e-mailed again: its pending deliveries were dropped.
        expect(await store.outboxBacklog()).toBe(0);
        const [file] = await store.attachments(kept[3]!);
        expect(file?.name).toBe("prices.txt");
        expect((await store.findByEmail(victim.email)).leads).toEqual([]);
        await store.scrubDeleted();
      });
      const everywhere = [
        env.LEADS_DB,
        `${env.LEADS_DB}-wal`,
        ...filesUnder(join(workspace.dir, "data")),
        ...filesUnder(env.UPLOADS_DIR),
      ];
      expect(found(everywhere, ["Buyer 3 price list", "buyer7@kept.example"])).toHaveLength(2);
      expect(found(everywhere, victimTraces)).toEqual([]);
      expect(filesUnder(join(workspace.dir, "data")).some((f) => f.includes(".restore-"))).toBe(
        false,
      );

      // A second restore does not overwrite the live database.
      const again = leadsCli(env, ["restore", backupFile, "--identity", identityFile]);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/exists: restore writes a new database.*--force/);
    },
  );

  it(
    "refuses a backup without its identity, with another identity, truncated or altered, writing nothing",
    { timeout: 120_000 },
    async () => {
      const { workspace, env, identityFile } = await deployment();
      await withSqliteStore(env, (store) => store.insertLead(storedLead(), ["email"]));
      expect(leadsCli(env, ["backup"]).status).toBe(0);
      const [name] = readdirSync(env.BACKUP_DIR);
      const backupFile = join(env.BACKUP_DIR, name!);
      const target = { ...env, LEADS_DB: join(workspace.dir, "restored", "leads.db") };

      const without = leadsCli(target, ["restore", backupFile]);
      expect(without.status).toBe(2);
      expect(without.stderr).toMatch(/restore needs --identity KEYFILE/);

      const otherKey = join(workspace.dir, "other.key");
      writeFileSync(otherKey, `${await generateIdentity()}\n`);
      const other = leadsCli(target, ["restore", backupFile, "--identity", otherKey]);
      expect(other.status).toBe(1);
      expect(other.stderr).toMatch(/cannot be decrypted with this identity.*Nothing was written/);

      const bytes = readFileSync(backupFile);
      const truncated = join(workspace.dir, "truncated.age");
      writeFileSync(truncated, bytes.subarray(0, bytes.length - 100));
      const cut = leadsCli(target, ["restore", truncated, "--identity", identityFile]);
      expect(cut.status).toBe(1);
      expect(cut.stderr).toMatch(/is truncated, damaged or was altered, and is refused/);

      const altered = join(workspace.dir, "altered.age");
      const copy = Buffer.from(bytes);
      copy[copy.length - 40]! ^= 0x01;
      writeFileSync(altered, copy);
      const tampered = leadsCli(target, ["restore", altered, "--identity", identityFile]);
      expect(tampered.status).toBe(1);
      expect(tampered.stderr).toMatch(/is truncated, damaged or was altered, and is refused/);

      // Nothing written: no database, no staging folder left behind.
      expect(filesUnder(join(workspace.dir, "restored"))).toEqual([]);
      // And the good backup with the right identity works.
      expect(leadsCli(target, ["restore", backupFile, "--identity", identityFile]).status).toBe(0);
    },
  );
});

describe("backup settings", () => {
  const base = { LEADS_DB: "/tmp/x/leads.db" };
  const problem = (env: Record<string, string>) => configProblems({ ...base, ...env });

  it("stop the server at start with a message naming the bad setting", () => {
    expect(problem({ BACKUP_RECIPIENT: "ssh-ed25519 AAAAC3Nza" })).toMatch(
      /BACKUP_RECIPIENT must be an age public key/,
    );
    const file = join(mkdtempSync(join(tmpdir(), "not-a-folder-")), "file");
    writeFileSync(file, "");
    expect(
      problem({
        BACKUP_RECIPIENT: "age1vhc00elk8esmj8q7d2u0jqy0rfqvlena9ry87k8qry85yjeye4wq828fsp",
        BACKUP_DIR: join(file, "backups"),
      }),
    ).toMatch(/BACKUP_DIR is not writable/);
    expect(problem({ BACKUP_RETENTION_DAYS: "0" })).toMatch(
      /BACKUP_RETENTION_DAYS must be a whole number of days from 1/,
    );
    expect(problem({ BACKUP_RETENTION_DAYS: "90" })).toMatch(
      /BACKUP_RETENTION_DAYS must be at most 30, the days the privacy policy promises/,
    );
    expect(problem({ BACKUP_INTERVAL: "90s" })).toMatch(/BACKUP_INTERVAL must be a duration/);
    expect(problem({ ERASURE_LOG: join(file, "log.jsonl") })).toMatch(
      /ERASURE_LOG's folder is not writable/,
    );
    expect(problem({ ERASURE_LOG_KEY: "short" })).toMatch(/ERASURE_LOG_KEY must be at least 32/);
  });

  it("default to hourly backups kept as long as the privacy policy says", () => {
    const { backup } = loadConfig(base);
    expect(backup).toMatchObject({ recipient: null, intervalMs: 3_600_000, retentionDays: 30 });
  });
});

describe("backups made by the server", () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it(
    "backs up at start while serving, and the metrics give the last good backup's age",
    { timeout: 60_000 },
    async () => {
      const { env } = await deployment();
      mkdirSync(env.BACKUP_DIR, { recursive: true });
      app = await buildApp(fixtureSite({ ...env, METRICS_TOKEN: "scrape-me-please" }));
      await app.ready();
      const metrics = async () =>
        (
          await app!.inject({
            url: "/metrics",
            headers: { authorization: "Bearer scrape-me-please" },
          })
        ).body;
      await expect
        .poll(() => readdirSync(env.BACKUP_DIR).filter((n) => n.endsWith(".age")), {
          timeout: 20_000,
        })
        .toHaveLength(1);
      await expect.poll(metrics, { timeout: 5_000 }).toMatch(/^leads_backup_age_seconds \d+$/m);
      expect((await app.inject({ url: "/readyz" })).json()).toEqual({
        status: "ready",
        database: "ok",
      });
      const [name] = readdirSync(env.BACKUP_DIR);
      expect(statSync(join(env.BACKUP_DIR, name!)).mode & 0o077).toBe(0);
    },
  );
});

describe("restore --force and a running server", () => {
  it(
    "refuses to replace the database while a server has it open, and writes nothing",
    { timeout: 120_000 },
    async () => {
      const { env, identityFile } = await deployment();
      const first = storedLead({ email: "first@kept.example" });
      await withSqliteStore(env, (store) => store.insertLead(first, ["email"]));
      expect(leadsCli(env, ["backup"]).status).toBe(0);
      const [name] = readdirSync(env.BACKUP_DIR);
      const backupFile = join(env.BACKUP_DIR, name!);
      // The server serves (its own backups off) and takes a lead after the backup.
      const app = await buildApp(fixtureSite({ ...env, BACKUP_RECIPIENT: "" }));
      cleanups.push(() => app.close());
      await app.ready();
      const later = storedLead({ email: "later@kept.example" });
      await withSqliteStore(env, (store) => store.insertLead(later, ["email"]));

      const refused = leadsCli(env, ["restore", backupFile, "--identity", identityFile, "--force"]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(
        /is open in another process \(a running server or leads command\): stop it.*Nothing was written/,
      );
      await withSqliteStore(env, async (store) => expect(await store.countLeads()).toBe(2));

      // Stopped, the same command replaces it.
      await app.close();
      const replaced = leadsCli(env, [
        "restore",
        backupFile,
        "--identity",
        identityFile,
        "--force",
      ]);
      expect(replaced.status).toBe(0);
      await withSqliteStore(env, async (store) =>
        expect((await store.listLeads()).map((lead) => lead.id)).toEqual([first.id]),
      );
    },
  );
});

describe("the erasure log and the backups' folder", () => {
  const day = 86_400_000;

  it("applies again, on a restore, a purge's cut-offs even when today's rules would keep the lead", async () => {
    const { env } = await deployment();
    const log = openErasureLog({ path: env.ERASURE_LOG, key: env.ERASURE_LOG_KEY });
    const uploads = folderUploadStore(env.UPLOADS_DIR);
    await withSqliteStore(env, async (store) => {
      // A lead 23 months old: today's 24-month rule keeps it; a purge run with a shorter
      // rule (or a clock ahead) deleted it before the database was lost.
      const old = storedLead({ createdAt: new Date(Date.now() - 700 * day).toISOString() });
      await store.insertLead(old, ["email"]);
      const later = new Date(Date.now() + 60 * day);
      expect((await purgeExpired(store, uploads, log, later)).leads).toBe(1);
      // The restored database holds it again.
      await store.insertLead(old, ["email"]);
      await store.insertLead(storedLead(), ["email"]);
      const replay = await replayErasures(store, uploads, log);
      expect(replay).toMatchObject({ people: 0, purged: 1 });
      expect(await store.countLeads()).toBe(1);
    });
  });

  it("refuses to replay entries logged under another key, rather than skip those people", async () => {
    const { env } = await deployment();
    await openErasureLog({ path: env.ERASURE_LOG, key: null }).recordPerson("a@b.example");
    const keyFile = `${env.ERASURE_LOG}.key`;
    expect(statSync(keyFile).mode & 0o077).toBe(0);
    await expect(
      openErasureLog({ path: env.ERASURE_LOG, key: env.ERASURE_LOG_KEY }).read(),
    ).rejects.toThrow(/1 erasures were logged under another key than ERASURE_LOG_KEY/);
    // The key file's own key reads them.
    const records = await openErasureLog({ path: env.ERASURE_LOG, key: null }).read();
    expect(records.people.size).toBe(1);
  });

  it("deletes backups older than the retention, by the time in their names", async () => {
    const dir = mkdtempSync(join(tmpdir(), "backups-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const now = new Date("2026-03-31T12:00:00Z");
    const names = [31, 30.5, 29, 1].map((days) => backupName(new Date(now.getTime() - days * day)));
    for (const name of [...names, "notes.txt"]) writeFileSync(join(dir, name), "");
    expect(await pruneBackups(dir, 30, now)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), "notes.txt"].sort());
  });

  it("warns at start when the last good backup is older than twice the interval", async () => {
    const { env } = await deployment();
    mkdirSync(env.BACKUP_DIR, { recursive: true });
    writeFileSync(join(env.BACKUP_DIR, backupName(new Date(Date.now() - 3 * 3_600_000))), "");
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(fixtureSite({ ...env, LOG_LEVEL: "warn" }), { logStream });
    cleanups.push(() => app.close());
    await app.ready();
    expect(lines.join("")).toMatch(/the last good backup is older than twice BACKUP_INTERVAL/);
    expect(lines.join("")).not.toMatch(/ERASURE_LOG lies beside LEADS_DB/);
  });

  it("warns at start when the erasure log would be lost with the database's disk", async () => {
    const { env } = await deployment();
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const beside = join(dirname(env.LEADS_DB), "erasure-log.jsonl");
    const app = await buildApp(fixtureSite({ ...env, ERASURE_LOG: beside, LOG_LEVEL: "warn" }), {
      logStream,
    });
    cleanups.push(() => app.close());
    await app.ready();
    expect(lines.join("")).toMatch(/ERASURE_LOG lies beside LEADS_DB/);
  });
});
