import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openLeadStore } from "../server/storage/open-lead-store";
import { storedLead } from "./support/lead-factory";
import { leadsCli } from "./support/leads-cli";
import { freshStore, storeKinds } from "./support/stores";

/**
 * Issue 32, item 3: PostgreSQL is backed up with its own tools (docs/operations.md); after
 * a restore, `leads replay-erasures` erases again everyone the erasure log names.
 */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.runIf(storeKinds.includes("postgres"))("erasure replay on PostgreSQL", () => {
  it(
    "erases again, after a pg_dump restore, the person erased since the dump, and sends no lead twice",
    { timeout: 120_000 },
    async () => {
      const fresh = await freshStore("postgres");
      cleanups.push(() => fresh.remove());
      const url = fresh.leads.databaseUrl!;
      const logDir = mkdtempSync(join(tmpdir(), "erasure-log-"));
      cleanups.push(() => rmSync(logDir, { recursive: true, force: true }));
      const env = {
        DATABASE_URL: url,
        ERASURE_LOG: join(logDir, "erasure-log.jsonl"),
        ERASURE_LOG_KEY: "erasure-log-key-0123456789abcdef0123456789",
      };
      const kept: string[] = [];
      let store = await openLeadStore(fresh.leads);
      for (let i = 0; i < 10; i++) {
        const lead = storedLead({ name: `Buyer ${i}`, email: `buyer${i}@kept.example` });
        await store.insertLead(lead, ["email"]);
        kept.push(lead.id);
      }
      const victim = storedLead({
        name: "Zelda Quintessa",
        email: "zelda@erased.example",
        phone: "+44 7700 900123",
      });
      await store.insertLead(victim, ["email"]);
      await store.inbox.addNote(victim.id, {
        id: randomUUID(),
        author: "sales@pearl.example",
        at: new Date().toISOString(),
        text: "Zelda wants a call",
        reply: false,
      });
      await store.close();

      // The provider's backup, as docs/operations.md says: pg_dump, custom format.
      const dump = join(logDir, "leads.dump");
      const dumpedAt = new Date().toISOString();
      execFileSync("pg_dump", ["--format=custom", `--file=${dump}`, url]);

      expect(leadsCli(env, ["erase", "--email", "Zelda@Erased.example"]).stdout).toMatch(
        /Erased 1 leads/,
      );

      // The database is lost and restored from the dump, which still holds the person.
      const database = new URL(url).pathname.slice(1);
      const admin = new URL(url);
      admin.pathname = "/postgres";
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`DROP DATABASE ${database} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${database}`);
      await client.end();
      execFileSync("pg_restore", ["--no-owner", `--dbname=${url}`, dump]);
      store = await openLeadStore(fresh.leads);
      expect((await store.findByEmail("zelda@erased.example")).leads).toHaveLength(1);
      await store.close();

      const replay = leadsCli(env, ["replay-erasures", "--backup-time", dumpedAt]);
      expect(replay.stderr).toBe("");
      expect(replay.stdout).toMatch(/Erased again 1 people .* \(1 leads\)/);
      // The ten leads' e-mails were pending in the dump: they may have gone out since.
      expect(replay.stdout).toMatch(/Dropped 10 deliveries of leads older than/);

      store = await openLeadStore(fresh.leads);
      try {
        const person = await store.findByEmail("zelda@erased.example");
        expect(person.leads).toEqual([]);
        expect(person.notes).toEqual([]);
        expect((await store.listLeads()).map((lead) => lead.id).sort()).toEqual(kept.sort());
        expect(await store.outboxBacklog()).toBe(0);
      } finally {
        await store.close();
      }
    },
  );
});
