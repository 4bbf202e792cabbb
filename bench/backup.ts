import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { generateIdentity, identityToRecipient } from "age-encryption";
import { minFillMs } from "../lib/leads/schema";
import { backupName } from "../server/backup/backup-files";
import { s3Credentials, startS3Server } from "../tests/support/s3-server";
import { solvedPayload, type ServerChallenge } from "../tests/support/solve-challenge";
import { startBenchServer } from "./bench-server";
import { printLoad, seed } from "./inbox-seed";

/**
 * `npm run bench:backup` (issue 32): seeds `BENCH_LEADS` (default 100,000) leads into a
 * fresh SQLite file, then prints
 * - the wall time, peak resident memory and size of `npm run leads -- backup`, and of
 *   `npm run leads -- restore` of that backup into a new file (each its own process, as an
 *   operator runs them; memory is the process's `maxRSS`, worker thread included), then the
 *   same to an S3 bucket (s3rver in this process: `BACKUP_S3_BUCKET` alone) and back;
 * - the p50/p99 of `POST /api/leads` (`BENCH_CONNECTIONS` loops, default 4, each request
 *   with its own idempotency key) and of `GET /` (one loop) against the production server,
 *   first with no backup running, then during the server's own scheduled backup, with the
 *   server's peak resident memory (VmHWM).
 */
const port = Number(process.env.BENCH_PORT ?? 3216);
const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const idleSeconds = Number(process.env.BENCH_SECONDS ?? 10);

/** Runs `npm run leads -- ARGS` with `env`; resolves with its time, peak memory and output. */
function cli(env: Record<string, string>, args: string[]) {
  const started = performance.now();
  // maxRSS in KB, printed by the process itself as it exits.
  const report = `data:text/javascript,process.on("exit",()=>process.stderr.write("maxRSS "+process.resourceUsage().maxRSS+"\\n"))`;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", report, "server/leads-cli.ts", ...args],
    { env: { ...process.env, ...env, LOG_LEVEL: "warn" } },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ ms: number; peakMb: number; stdout: string }>((resolve, reject) =>
    child.once("exit", (code) => {
      const ms = performance.now() - started;
      const peak = Number(/maxRSS (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
      if (code !== 0) reject(new Error(`leads ${args[0]} failed (${code}): ${stderr}`));
      else resolve({ ms, peakMb: peak, stdout });
    }),
  );
}

/** The peak resident memory of process `pid` in MB (Linux `VmHWM`), or NaN elsewhere. */
function peakMemoryMb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** One timed request: when it started (ms, performance clock) and how long it took. */
interface Sample {
  at: number;
  ms: number;
  ok: boolean;
}

/** Calls `request` again and again until `stop.now`, timing each call. */
async function loop(request: () => Promise<boolean>, stop: { now: boolean }, into: Sample[]) {
  while (!stop.now) {
    const at = performance.now();
    let ok = false;
    try {
      ok = await request();
    } catch {
      ok = false;
    }
    into.push({ at, ms: performance.now() - at, ok });
  }
}

function summary(samples: Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const ms = (value: number | undefined) =>
    value === undefined ? "    n/a" : `${value.toFixed(1).padStart(7)} ms`;
  const failed = samples.filter((sample) => !sample.ok).length;
  return `p50 ${ms(at(0.5))}  p99 ${ms(at(0.99))}  n=${sorted.length}, ${failed} failed`;
}

/** A lead as the form sends it, answering the solved challenge `altcha`. */
const leadBody = (altcha: string) =>
  JSON.stringify({
    form: "contact",
    locale: "en",
    page: "/en",
    name: "Bench Buyer",
    company: "Bench Trading",
    email: "buyer@bench.example",
    phone: "+971 50 123 4567",
    category: "horeca",
    message: "Forty combi ovens for a hotel in Dubai, delivery in March.",
    website: "",
    altcha,
  });

/**
 * Drives the server at `base` with `connections` POST loops and one GET loop until
 * `until()` resolves; returns every sample of each.
 */
async function load(base: string, until: () => Promise<void>) {
  const challenge = (await (await fetch(`${base}/api/leads/challenge`)).json()) as ServerChallenge;
  const altcha = await solvedPayload(challenge);
  await new Promise((resolve) => setTimeout(resolve, minFillMs));
  const body = leadBody(altcha);
  const stop = { now: false };
  const posts: Sample[] = [];
  const pages: Sample[] = [];
  const loops = [
    ...Array.from({ length: connections }, () =>
      loop(
        async () => {
          const response = await fetch(`${base}/api/leads`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
            body,
          });
          await response.arrayBuffer();
          return response.status === 201;
        },
        stop,
        posts,
      ),
    ),
    loop(
      async () => {
        const response = await fetch(`${base}/`);
        await response.arrayBuffer();
        return response.ok;
      },
      stop,
      pages,
    ),
  ];
  await until();
  stop.now = true;
  await Promise.all(loops);
  return { posts, pages };
}

const dir = mkdtempSync(join(tmpdir(), "bench-backup-"));
try {
  printLoad(`bench:backup: ${leadCount} leads; load`);
  const dbPath = join(dir, "data", "leads.db");
  const started = performance.now();
  await seed({ dbPath, databaseUrl: null }, leadCount);
  console.log(`seeded SQLite in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const identity = await generateIdentity();
  const identityFile = join(dir, "backup.key");
  writeFileSync(identityFile, `${identity}\n`);
  const env = {
    LEADS_DB: dbPath,
    UPLOADS_DIR: join(dir, "uploads"),
    BACKUP_RECIPIENT: await identityToRecipient(identity),
    BACKUP_DIR: join(dir, "backups"),
    ERASURE_LOG: join(dir, "erasure-log.jsonl"),
    ERASURE_LOG_KEY: "bench-erasure-log-key-0123456789abcdef",
  };

  const backup = await cli(env, ["backup"]);
  const [file] = readdirSync(env.BACKUP_DIR);
  const size = readFileSync(join(env.BACKUP_DIR, file!)).length;
  console.log(
    `leads backup     ${(backup.ms / 1000).toFixed(1).padStart(6)} s  peak ${backup.peakMb.toFixed(0).padStart(4)} MB  ` +
      `${(size / 1e6).toFixed(1)} MB encrypted`,
  );
  const restore = await cli({ ...env, LEADS_DB: join(dir, "restored", "leads.db") }, [
    "restore",
    join(env.BACKUP_DIR, file!),
    "--identity",
    identityFile,
  ]);
  console.log(
    `leads restore    ${(restore.ms / 1000).toFixed(1).padStart(6)} s  peak ${restore.peakMb.toFixed(0).padStart(4)} MB  ` +
      `(${/Restored (\d+) leads/.exec(restore.stdout)?.[1]} leads back)`,
  );
  rmSync(join(dir, "restored"), { recursive: true, force: true });

  // The same to an S3 bucket (s3rver, a real S3 server, in this process) and back.
  const s3 = await startS3Server("bench-backups");
  try {
    const bucketEnv = {
      ...env,
      BACKUP_DIR: "",
      BACKUP_S3_BUCKET: s3.bucket,
      BACKUP_S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: s3Credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    };
    const up = await cli(bucketEnv, ["backup"]);
    const url = /(s3:\/\/\S+\.age)/.exec(up.stdout)![1]!;
    console.log(
      `backup to bucket ${(up.ms / 1000).toFixed(1).padStart(6)} s  peak ${up.peakMb.toFixed(0).padStart(4)} MB  (streamed up in parts, no file)`,
    );
    const down = await cli({ ...bucketEnv, LEADS_DB: join(dir, "restored", "leads.db") }, [
      "restore",
      url,
      "--identity",
      identityFile,
    ]);
    console.log(
      `restore from it  ${(down.ms / 1000).toFixed(1).padStart(6)} s  peak ${down.peakMb.toFixed(0).padStart(4)} MB  ` +
        `(${/Restored (\d+) leads/.exec(down.stdout)?.[1]} leads back)`,
    );
  } finally {
    await s3.close();
    rmSync(join(dir, "restored"), { recursive: true, force: true });
  }

  // Requests with no backup running (backups off), then during the server's own backup.
  const base = `http://127.0.0.1:${port}`;
  const quiet = await startBenchServer({ port, store: { dbPath }, logLevel: "warn" });
  try {
    const idle = await load(
      base,
      () => new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000)),
    );
    console.log(`POST /api/leads, no backup      ${summary(idle.posts)}`);
    console.log(`GET /, no backup                ${summary(idle.pages)}`);
  } finally {
    await quiet.stop();
  }

  // A backup named a minute minus 15 s ago: the server's next one starts 15 s after it is
  // up, once the load below runs.
  const serverBackups = join(dir, "server-backups");
  mkdirSync(serverBackups);
  writeFileSync(join(serverBackups, backupName(new Date(Date.now() - 45_000))), "");
  const server = await startBenchServer({
    port,
    store: { dbPath },
    logLevel: "warn",
    env: { ...env, BACKUP_DIR: serverBackups, BACKUP_INTERVAL: "1m" },
  });
  try {
    let backupStart = 0;
    let backupEnd = 0;
    const during = await load(base, async () => {
      // The backup's snapshot appears beside the database when it starts; the new file when it ends.
      for (;;) {
        const names = readdirSync(serverBackups);
        if (!backupStart && readdirSync(join(dir, "data")).some((n) => n.startsWith(".backup-"))) {
          backupStart = performance.now();
        }
        if (names.filter((name) => name.endsWith(".age")).length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      backupEnd = performance.now();
    });
    const inWindow = (samples: Sample[]) =>
      samples.filter((sample) => sample.at >= backupStart && sample.at <= backupEnd);
    const first = Math.min(...during.posts.map((sample) => sample.at));
    if (!backupStart || first > backupStart) {
      throw new Error("bench: the backup started before the load; raise the delay above");
    }
    console.log(
      `server backup    ${((backupEnd - backupStart) / 1000).toFixed(1).padStart(6)} s  (while serving)`,
    );
    console.log(`POST /api/leads, during backup  ${summary(inWindow(during.posts))}`);
    console.log(`GET /, during backup            ${summary(inWindow(during.pages))}`);
    console.log(`server peak resident memory ${peakMemoryMb(server.pid).toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
  printLoad("load after:");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
