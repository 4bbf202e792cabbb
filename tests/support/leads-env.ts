import { createHash, createHmac, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SMTPServer } from "smtp-server";
import { loadConfig, type ServerConfig } from "../../server/config";

/** A temp folder with a stand-in site (the API tests need no real build) and a leads DB path. */
export function tempWorkspace(): { dir: string; siteDir: string; dbPath: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "leads-test-"));
  const siteDir = join(dir, "site");
  mkdirSync(join(siteDir, "404"), { recursive: true });
  writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>home</title>");
  writeFileSync(join(siteDir, "404", "index.html"), "<!doctype html><title>404</title>");
  return {
    dir,
    siteDir,
    dbPath: join(dir, "data", "leads.db"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The tests' `ALTCHA_HMAC_KEY`, so they can sign challenges as the server would. */
export const testAltchaKey = "test-altcha-key-0123456789abcdef0123456789";

/**
 * A solved ALTCHA challenge as the form sends it (base64 JSON payload), signed with the
 * tests' key as `altcha-lib` signs (salt `<hex>?issued=…&expires=…&`, challenge
 * SHA-256(salt + number), signature HMAC-SHA256 of the challenge), issued `issuedAgoMs` ago
 * (default a minute, past the time trap) and expiring `expiresInMs` from now. The server
 * verifies it with `altcha-lib`, so a drift from its format fails the tests.
 */
export function solvedAltcha({
  issuedAgoMs = 60_000,
  expiresInMs = 20 * 60_000,
  key = testAltchaKey,
} = {}): string {
  const now = Date.now();
  const params = new URLSearchParams({
    issued: String(now - issuedAgoMs),
    expires: String(Math.floor((now + expiresInMs) / 1000)),
  });
  const salt = `${randomBytes(12).toString("hex")}?${params}&`;
  const number = 1234;
  const challenge = createHash("sha256").update(`${salt}${number}`).digest("hex");
  const signature = createHmac("sha256", key).update(challenge).digest("hex");
  return Buffer.from(
    JSON.stringify({ algorithm: "SHA-256", challenge, number, salt, signature }),
  ).toString("base64");
}

/** Server config for a test: quiet logs, fast retries, the given env on top. */
export function testConfig(
  workspace: { siteDir: string; dbPath: string },
  env: Record<string, string> = {},
): ServerConfig {
  return loadConfig({
    SITE_DIR: workspace.siteDir,
    LEADS_DB: workspace.dbPath,
    LOG_LEVEL: "silent",
    LEADS_RETRY_BASE_MS: "100",
    LEADS_RETRY_MAX_MS: "300",
    LEADS_POLL_MS: "50",
    ALTCHA_HMAC_KEY: testAltchaKey,
    // Beside the database, never the repository's own data/uploads.
    UPLOADS_DIR: join(dirname(workspace.dbPath), "uploads"),
    // Likewise the erasure log (issue 32), and its generated key beside it.
    ERASURE_LOG: join(dirname(workspace.dbPath), "erasure-log.jsonl"),
    // The leads-postgres test project runs the same tests against PostgreSQL.
    ...(process.env.LEADS_TEST_DATABASE_URL
      ? { DATABASE_URL: process.env.LEADS_TEST_DATABASE_URL }
      : {}),
    ...env,
  });
}

/** The message `loadConfig(env)` throws (every bad setting named), or "" when it does not. */
export function configProblems(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

/** A mail as the SMTP peer received it: envelope, headers and the decoded text body. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?...?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_x, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const text =
    headers["content-transfer-encoding"] === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : body;
  return { headers, text };
}

/**
 * An in-process SMTP server on 127.0.0.1:`port` (by default one the system picks, so test
 * files running side by side never collide) collecting every mail it accepts; returns the
 * mails, the port it listens on, how many mails it `refused()` and `close`. `acceptDelayMs`
 * holds each mail that long before accepting it (a slow mail host); the first `refuseFirst`
 * mails are answered "451 4.3.0" after their data, a temporary failure (RFC 5321, 4.2.1)
 * that a sender must retry later.
 */
export async function startSmtpPeer(port = 0, { acceptDelayMs = 0, refuseFirst = 0 } = {}) {
  const mails: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refused < refuseFirst) {
          refused++;
          const error: Error & { responseCode?: number } = new Error(
            "4.3.0 Mail server busy, try again later",
          );
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        setTimeout(callback, acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A client killed mid-session (the SIGKILL test) resets its connection; the peer carries on.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    mails,
    port: bound,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A TCP port free on 127.0.0.1 now, for a child process that must be told its port before
 * it starts (in-process servers listen on 0 instead).
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `check` every 50 ms until it returns true; throws after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A valid lead body of `form` with a fresh solved challenge issued a minute before. */
export function validLead(form: "contact" | "mission", overrides: Record<string, unknown> = {}) {
  const base =
    form === "contact"
      ? {
          form,
          locale: "en",
          page: "/en",
          name: "Jane Buyer",
          company: "Buyer Hotels Ltd",
          email: "jane@buyer.example",
          phone: "+44 20 7946 0000",
          category: "horeca",
          message: "40 combi ovens for Dubai, delivery in March.",
        }
      : {
          form,
          locale: "ar",
          page: "/ar/business-missions",
          name: "محمد العتيبي",
          company: "شركة الخليج للتجارة",
          email: "mohammed@gulf.example",
          phone: "+966 50 123 4567",
          program: "معرض كانتون",
          message: "وفد من خمسة أشخاص في أبريل.",
        };
  return { ...base, website: "", altcha: solvedAltcha(), ...overrides };
}
