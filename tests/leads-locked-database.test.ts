import { spawn } from "node:child_process";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { tempWorkspace, testConfig, validLead } from "./support/leads-env";

/**
 * Issue 16: while another process (a CLI export, a purge) held the SQLite write lock, the
 * synchronous insert waited inside SQLite for 5 s and every request, pages included, waited
 * with it. Now pages and health checks are served while the file is locked, and a lead that
 * cannot be stored in time answers 503 with Retry-After.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Another process holding SQLite's write lock on `dbPath` until `release()`. */
async function lockFromAnotherProcess(dbPath: string) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(${JSON.stringify(dbPath)});
       db.exec("BEGIN IMMEDIATE");
       console.log("locked");
       process.stdin.on("end", () => { db.exec("COMMIT"); db.close(); });
       process.stdin.resume();`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise((resolve) => child.stdout!.once("data", resolve));
  const release = async () => {
    child.stdin!.end();
    await exited;
  };
  cleanups.push(release);
  return { holding: () => child.exitCode === null, release };
}

describe("a SQLite file locked by another writer", () => {
  it("pages and health checks are served; a lead answers 503 with Retry-After, then is stored once the lock is gone", async () => {
    const workspace = tempWorkspace();
    cleanups.push(() => workspace.remove());
    const app: FastifyInstance = await buildApp(
      testConfig(workspace, { LEADS_STORE_TIMEOUT_MS: "300" }),
    );
    cleanups.push(() => app.close());
    await app.ready();
    const lock = await lockFromAnotherProcess(workspace.dbPath);

    const lead = () =>
      app.inject({
        method: "POST",
        url: "/api/leads",
        headers: { "content-type": "application/json" },
        payload: validLead("contact"),
      });
    const [refused, page, health, ready] = await Promise.all([
      lead(),
      app.inject({ url: "/" }),
      app.inject({ url: "/healthz" }),
      app.inject({ url: "/readyz" }),
    ]);
    expect(lock.holding()).toBe(true);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>home</title>");
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json()).toEqual({ error: "busy", retryAfterSeconds: 5 });

    await lock.release();
    const stored = await lead();
    expect(stored.statusCode).toBe(201);
  });
});
