import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from "kysely";
import type { LeadStatus } from "../../lib/inbox/api";
import { isCurableSpamReason } from "../../lib/leads/spam-reasons";
import type { StoreDatabase } from "./database";
import { dueAt, type OfficeCalendar } from "../inbox/business-time";
import { loadOfficeCalendar } from "../inbox/office-calendar";
import { loadSectorOwners } from "../../lib/content/sector-owners.server";
import { sqlDigestStore } from "./sql-digest-store";
import { betweenPages, exportPageSize, sqlInboxStore } from "./sql-inbox-store";
import type { Channel, Delivery, InsertOutcome, LeadStore } from "./lead-store";
import { groupDeliveryStates, leadRow, toDeliveryRecord, toLead } from "./lead-row";
import type { Attachment } from "../uploads/attachment";
import type { Database, OutboxTable } from "./schema";

/** A unique index refused the row: PostgreSQL's `unique_violation` (Appendix A), SQLite's. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** Rows a write touched, from Kysely's bigint counts. */
function changed(result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }): number {
  return Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0n);
}

/** Queues `channels` of lead `leadId`, due at `at`; a channel already queued stays as it is. */
async function queue(
  db: Kysely<Database>,
  leadId: string,
  channels: readonly Channel[],
  at: string,
) {
  if (channels.length === 0) return;
  await db
    .insertInto("outbox")
    .values(channels.map((channel) => ({ lead_id: leadId, channel, next_attempt_at: at })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Storage of leads and their outbox (issue 5) on `database`, SQLite or PostgreSQL, every
 * query written once (issue 36). The outbox follows "claim due rows with a lease until T →
 * mark delivered, or mark failed with the next attempt time", so several workers never send
 * the same row at once and a crashed worker's rows come back when its lease runs out
 * (at-least-once delivery); on PostgreSQL, claims take `FOR UPDATE SKIP LOCKED` (PostgreSQL
 * docs, "The Locking Clause"), on SQLite the file's write lock serialises them. Each new
 * lead gets its due time by `calendar` and its owner by `sectorOwners` (issue 31; the
 * office's content files by default).
 * @throws ContentError when those content files are missing or invalid.
 */
export function sqlLeadStore(
  database: StoreDatabase,
  calendar: OfficeCalendar = loadOfficeCalendar(),
  sectorOwners: Partial<Record<string, string>> = loadSectorOwners(),
): LeadStore {
  const { run, transaction } = database;
  const postgres = database.engine === "postgres";

  /**
   * Ends the claim of `leadId`'s `channel` with `changes`, and logs the attempt in the
   * inbox's delivery log (migration 5), in one transaction.
   */
  const settle = (
    leadId: string,
    channel: Channel,
    at: Date,
    changes: Updateable<OutboxTable>,
    error: string | null,
  ) =>
    transaction(async (trx) => {
      await trx
        .updateTable("outbox")
        .set({ ...changes, lease_until: null, claimed_by: null })
        .where("lead_id", "=", leadId)
        .where("channel", "=", channel)
        .execute();
      await logAttempt(trx, leadId, channel, at, error);
    });

  return {
    location: database.location,
    inbox: sqlInboxStore(database, calendar),
    digests: sqlDigestStore(database),
    async insertLead(lead, channels, options = {}) {
      const { idempotency, challenge, autoreply, noScriptCap } = options;
      try {
        return await transaction(async (trx): Promise<InsertOutcome> => {
          let rejudge: string | null = null;
          if (idempotency) {
            // Locked on PostgreSQL (SQLite's write lock already serialises): a concurrent
            // retry of a spam lead waits here, then sees it judged.
            const existing = await trx
              .selectFrom("leads")
              .select(["id", "request_fingerprint", "created_at", "spam", "spam_reason"])
              .where("idempotency_key", "=", idempotency.key)
              .$if(postgres, (query) => query.forUpdate())
              .executeTakeFirst();
            if (existing && existing.created_at >= idempotency.since.toISOString()) {
              if (existing.request_fingerprint !== idempotency.fingerprint) {
                return { kind: "key_reused", id: existing.id };
              }
              const curable =
                Number(existing.spam) === 1 && isCurableSpamReason(existing.spam_reason);
              if (!curable || lead.spam) return { kind: "replayed", id: existing.id };
              rejudge = existing.id;
            } else if (existing) {
              await trx
                .updateTable("leads")
                .set({ idempotency_key: null })
                .where("id", "=", existing.id)
                .execute();
            }
          }
          let stored = lead;
          // A second transaction using the same challenge waits here for the first to commit,
          // then inserts nothing: its lead is spam.
          if (challenge) {
            const used = await trx
              .insertInto("used_challenges")
              .values({
                signature: challenge.signature,
                expires_at: challenge.expiresAt.toISOString(),
              })
              .onConflict((conflict) => conflict.column("signature").doNothing())
              .executeTakeFirst();
            if (Number(used.numInsertedOrUpdatedRows ?? 0n) === 0) {
              stored = { ...lead, spam: true, spamReason: "proof_reused" };
            }
          }
          if (!stored.spam && noScriptCap && lead.clientIp) {
            const { n } = await trx
              .selectFrom("leads")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("client_ip", "=", lead.clientIp)
              .where("without_javascript", "=", 1)
              .where("created_at", ">=", noScriptCap.since.toISOString())
              .executeTakeFirstOrThrow();
            if (Number(n) >= noScriptCap.max)
              stored = { ...lead, spam: true, spamReason: "daily_cap" };
          }
          if (rejudge) {
            if (stored.spam) return { kind: "replayed", id: rejudge };
            const row = await trx
              .updateTable("leads")
              .set({ spam: 0, spam_reason: null })
              .where("id", "=", rejudge)
              .returningAll()
              .executeTakeFirstOrThrow();
            stored = toLead(row);
          }
          const queued: Channel[] = stored.spam ? [] : [...channels];
          if (!stored.spam && autoreply) {
            const granted = await trx
              .insertInto("autoreplies")
              .values({ email: sql<string>`lower(${stored.email})`, sent_at: lead.createdAt })
              .onConflict((conflict) =>
                conflict
                  .column("email")
                  .doUpdateSet({ sent_at: (eb) => eb.ref("excluded.sent_at") })
                  .where("autoreplies.sent_at", "<", autoreply.since.toISOString()),
              )
              .executeTakeFirst();
            if (Number(granted.numInsertedOrUpdatedRows ?? 0n) > 0) queued.push("autoreply");
          }
          // Concurrent requests with one key on PostgreSQL: the unique index lets one commit;
          // the others fail here with unique_violation once it has, and answer its lead below.
          if (!rejudge) {
            // Issue 31 item 3: a sector's owner of content/sector-owners.yaml gets its new
            // leads, when that inbox user exists; otherwise the lead stays unassigned.
            const mapped = stored.category ? sectorOwners[stored.category] : undefined;
            const owner = mapped
              ? await trx
                  .selectFrom("inbox_users")
                  .select("email")
                  .where("email", "=", mapped)
                  .executeTakeFirst()
              : undefined;
            await trx
              .insertInto("leads")
              .values({
                ...leadRow(stored, idempotency, dueAt(new Date(stored.createdAt), calendar)),
                owner: owner?.email ?? null,
              })
              .execute();
            if (options.attachments?.length) {
              await trx
                .insertInto("lead_attachments")
                .values(
                  options.attachments.map((file, position) => ({
                    id: file.id,
                    lead_id: stored.id,
                    position,
                    name: file.name,
                    type: file.type,
                    size: file.size,
                    sha256: file.sha256,
                    storage_key: file.storageKey,
                    threat: file.threat,
                  })),
                )
                .execute();
            }
          }
          await queue(trx, stored.id, queued, lead.createdAt);
          return {
            kind: "stored",
            lead: stored,
            channels: queued,
            ...(rejudge ? { rejudged: true as const } : {}),
          };
        }, options.timeoutMs);
      } catch (error) {
        if (!idempotency || !isUniqueViolation(error)) throw error;
        const first = await run((db) =>
          db
            .selectFrom("leads")
            .select(["id", "request_fingerprint"])
            .where("idempotency_key", "=", idempotency.key)
            .where("created_at", ">=", idempotency.since.toISOString())
            .executeTakeFirst(),
        );
        if (!first) throw error;
        return first.request_fingerprint === idempotency.fingerprint
          ? { kind: "replayed", id: first.id }
          : { kind: "key_reused", id: first.id };
      }
    },
    async markNotSpam(id, channels) {
      return transaction(async (trx) => {
        const row = await trx
          .updateTable("leads")
          .set({ spam: 0, spam_reason: null })
          .where("id", "=", id)
          .where("spam", "=", 1)
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        await queue(trx, id, channels, new Date().toISOString());
        return toLead(row);
      });
    },
    async claimDue(now, leaseUntil, limit, claimant): Promise<Delivery[]> {
      return transaction(async (trx) => {
        // Rows another worker is claiming are skipped, not waited on (PostgreSQL).
        const due = await trx
          .selectFrom("outbox")
          .select(["lead_id", "channel", "attempts"])
          .where("delivered_at", "is", null)
          .where("next_attempt_at", "<=", now.toISOString())
          .where((eb) =>
            eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now.toISOString())]),
          )
          .orderBy("next_attempt_at")
          .limit(limit)
          .$if(postgres, (query) => query.forUpdate().skipLocked())
          .execute();
        const deliveries: Delivery[] = [];
        for (const row of due) {
          await trx
            .updateTable("outbox")
            .set((eb) => ({
              lease_until: leaseUntil.toISOString(),
              claimed_by: claimant,
              attempts: eb("attempts", "+", 1),
            }))
            .where("lead_id", "=", row.lead_id)
            .where("channel", "=", row.channel)
            .execute();
          const lead = await trx
            .selectFrom("leads")
            .selectAll()
            .where("id", "=", row.lead_id)
            .executeTakeFirstOrThrow();
          deliveries.push({ lead: toLead(lead), channel: row.channel, attempts: row.attempts + 1 });
        }
        return deliveries;
      });
    },
    async releaseClaims(claimant) {
      return run(async (db) =>
        changed(
          await db
            .updateTable("outbox")
            .set({ lease_until: null, claimed_by: null })
            .where("claimed_by", "=", claimant)
            .where("delivered_at", "is", null)
            .executeTakeFirst(),
        ),
      );
    },
    async renewClaims(claimant, leaseUntil) {
      return run(async (db) =>
        changed(
          await db
            .updateTable("outbox")
            .set({ lease_until: leaseUntil.toISOString() })
            .where("claimed_by", "=", claimant)
            .where("delivered_at", "is", null)
            .where("lease_until", "is not", null)
            .executeTakeFirst(),
        ),
      );
    },
    async sharedKey(name, generate) {
      const read = (db: Kysely<Database>) =>
        db.selectFrom("server_keys").select("value").where("name", "=", name).executeTakeFirst();
      return run(async (db) => {
        const found = await read(db);
        if (found) return found.value;
        // Servers starting together: the first insert wins, every one reads the winner.
        await db
          .insertInto("server_keys")
          .values({ name, value: generate(), created_at: new Date().toISOString() })
          .onConflict((conflict) => conflict.column("name").doNothing())
          .execute();
        return (await read(db))!.value;
      });
    },
    async markDelivered(leadId, channel, at) {
      await settle(leadId, channel, at, { delivered_at: at.toISOString(), last_error: null }, null);
    },
    async markFailed(leadId, channel, error, nextAttemptAt, at = new Date()) {
      const cause = error.slice(0, 1000);
      const retry = { last_error: cause, next_attempt_at: nextAttemptAt.toISOString() };
      await settle(leadId, channel, at, retry, cause);
    },
    async listLeads({ since, spam } = {}) {
      const rows = await run((db) =>
        db
          .selectFrom("leads")
          .selectAll()
          .where("created_at", ">=", since ? since.toISOString() : "")
          .$if(spam !== undefined, (query) => query.where("spam", "=", spam ? 1 : 0))
          .orderBy("created_at")
          .orderBy("id")
          .execute(),
      );
      return rows.map(toLead);
    },
    async *leadPages({ since } = {}) {
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const rows = await run((db) =>
          db
            .selectFrom("leads")
            .selectAll()
            .where("created_at", ">=", since ? since.toISOString() : "")
            .$if(after !== null, (query) =>
              query.where((eb) =>
                eb(eb.refTuple("created_at", "id"), ">", eb.tuple(after!.createdAt, after!.id)),
              ),
            )
            .orderBy("created_at")
            .orderBy("id")
            .limit(exportPageSize)
            .execute(),
        );
        if (rows.length > 0) yield rows.map(toLead);
        await betweenPages();
        const last = rows.at(-1);
        if (rows.length < exportPageSize || !last) return;
        after = { createdAt: last.created_at, id: last.id };
      }
    },
    async deliveriesSince(since) {
      const rows = await run((db) =>
        outboxWithLeads(db)
          .where("leads.created_at", ">=", since ? since.toISOString() : "")
          .execute(),
      );
      return groupDeliveryStates(rows);
    },
    async deliveries(leadId) {
      const rows = await run((db) =>
        outboxWithLeads(db).where("outbox.lead_id", "=", leadId).execute(),
      );
      return groupDeliveryStates(rows).get(leadId) ?? [];
    },
    async countLeads() {
      const { n } = await run((db) =>
        db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      );
      return Number(n);
    },
    async outboxBacklog() {
      const { n } = await run((db) =>
        db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("delivered_at", "is", null)
          .executeTakeFirstOrThrow(),
      );
      return Number(n);
    },
    async dropPendingDeliveries(before) {
      return transaction((trx) =>
        trx
          .deleteFrom("outbox")
          .where("delivered_at", "is", null)
          .where("lead_id", "in", (eb) =>
            eb.selectFrom("leads").select("id").where("created_at", "<", before.toISOString()),
          )
          .returning(["lead_id as leadId", "channel"])
          .execute(),
      );
    },
    async purge({ leadsBefore, spamBefore, clientIpBefore }) {
      const [leadsCutoff, spamCutoff] = [leadsBefore.toISOString(), spamBefore.toISOString()];
      const now = new Date();
      return transaction(async (trx) => {
        // Retention (server/privacy/retention.ts): files and outbox rows go with their leads.
        const expired = trx
          .selectFrom("leads")
          .select("id")
          .where((leads) =>
            leads.or([
              leads("created_at", "<", leadsCutoff),
              leads.and([leads("spam", "=", 1), leads("created_at", "<", spamCutoff)]),
            ]),
          );
        const files = await takeAttachments(trx, () => expired);
        const deliveries = await trx
          .deleteFrom("outbox")
          .where("lead_id", "in", expired)
          .executeTakeFirst();
        const spam = await trx
          .deleteFrom("leads")
          .where("spam", "=", 1)
          .where((eb) =>
            eb.or([eb("created_at", "<", leadsCutoff), eb("created_at", "<", spamCutoff)]),
          )
          .executeTakeFirst();
        const leads = await trx
          .deleteFrom("leads")
          .where("created_at", "<", leadsCutoff)
          .executeTakeFirst();
        const clientIps = await trx
          .updateTable("leads")
          .set({ client_ip: null })
          .where("client_ip", "is not", null)
          .where("created_at", "<", clientIpBefore.toISOString())
          .executeTakeFirst();
        const rateLimits = await trx
          .deleteFrom("rate_limits")
          .where("reset_at", "<=", now.toISOString())
          .executeTakeFirst();
        const challenges = await trx
          .deleteFrom("used_challenges")
          .where("expires_at", "<=", now.toISOString())
          .executeTakeFirst();
        const autoreplies = await trx
          .deleteFrom("autoreplies")
          .where("sent_at", "<", new Date(now.getTime() - 86_400_000).toISOString())
          .executeTakeFirst();
        return {
          leads: changed(leads),
          spam: changed(spam),
          deliveries: changed(deliveries),
          clientIps: changed(clientIps),
          rateLimits: changed(rateLimits),
          challenges: changed(challenges),
          autoreplies: changed(autoreplies),
          attachments: files.count,
          fileKeys: files.keys,
        };
      });
    },
    async findByEmail(email) {
      const address = email.trim();
      return run(async (db) => {
        const rows = await db
          .selectFrom("leads")
          .selectAll()
          .where(sameAddress("email", address))
          .orderBy("created_at")
          .orderBy("id")
          .execute();
        const ofAddress = db.selectFrom("leads").select("id").where(sameAddress("email", address));
        const autoreply = await db
          .selectFrom("autoreplies")
          .select("sent_at")
          .where("email", "=", sql<string>`lower(${address})`)
          .executeTakeFirst();
        return {
          leads: rows.map(toLead),
          statuses: rows.map((row) => ({ leadId: row.id, status: row.status as LeadStatus })),
          deliveries: (
            await outboxWithLeads(db).where(sameAddress("leads.email", address)).execute()
          ).map(toDeliveryRecord),
          deliveryAttempts: await db
            .selectFrom("delivery_attempts")
            .select(["lead_id as leadId", "channel", "at", "result", "error"])
            .where("lead_id", "in", ofAddress)
            .orderBy("at")
            .orderBy("lead_id")
            .orderBy("channel")
            .execute(),
          notes: (
            await db
              .selectFrom("lead_notes")
              .select(["lead_id as leadId", "id", "author", "at", "text", "reply"])
              .where("lead_id", "in", ofAddress)
              .orderBy("at")
              .orderBy("id")
              .execute()
          ).map((note) => ({ ...note, reply: Number(note.reply) === 1 })),
          autoreply: autoreply ? { sentAt: autoreply.sent_at } : null,
          attachments: groupAttachments(
            await db
              .selectFrom("lead_attachments")
              .innerJoin("leads", "leads.id", "lead_attachments.lead_id")
              .selectAll("lead_attachments")
              .where(sameAddress("leads.email", address))
              .orderBy("lead_attachments.lead_id")
              .orderBy("lead_attachments.position")
              .execute(),
          ),
        };
      });
    },
    async eraseByEmail(email) {
      const address = email.trim();
      return transaction(async (trx) => {
        const ofAddress = trx.selectFrom("leads").select("id").where(sameAddress("email", address));
        const files = await takeAttachments(trx, (eb) =>
          eb.selectFrom("leads").select("id").where(sameAddress("email", address)),
        );
        const deliveries = await trx
          .deleteFrom("outbox")
          .where("lead_id", "in", ofAddress)
          .executeTakeFirst();
        // Notes and delivery attempts would go with their leads (ON DELETE CASCADE); notes
        // are deleted first to be counted.
        const notes = await trx
          .deleteFrom("lead_notes")
          .where("lead_id", "in", ofAddress)
          .executeTakeFirst();
        const leads = await trx
          .deleteFrom("leads")
          .where(sameAddress("email", address))
          .executeTakeFirst();
        await trx
          .deleteFrom("autoreplies")
          .where("email", "=", sql<string>`lower(${address})`)
          .execute();
        return {
          leads: changed(leads),
          deliveries: changed(deliveries),
          notes: changed(notes),
          attachments: files.count,
          fileKeys: files.keys,
        };
      });
    },
    scrubDeleted: () => database.scrubDeleted(),
    async attachments(leadId) {
      const rows = await run((db) =>
        db
          .selectFrom("lead_attachments")
          .selectAll()
          .where("lead_id", "=", leadId)
          .orderBy("position")
          .execute(),
      );
      return rows.map(toAttachment);
    },
    async attachment(id) {
      const row = await run((db) =>
        db.selectFrom("lead_attachments").selectAll().where("id", "=", id).executeTakeFirst(),
      );
      return row ? { ...toAttachment(row), leadId: row.lead_id } : null;
    },
    async unreferencedKeys(keys) {
      if (keys.length === 0) return [];
      const named = await run((db) =>
        db
          .selectFrom("lead_attachments")
          .select("storage_key")
          .where("storage_key", "in", [...keys])
          .execute(),
      );
      const kept = new Set(named.map((row) => row.storage_key));
      return [...new Set(keys)].filter((key) => !kept.has(key));
    },
    async hitRateLimit(key, windowMs, now, timeoutMs) {
      const at = now.toISOString();
      const expired = sql<boolean>`rate_limits.reset_at <= ${at}`;
      const row = await transaction(
        (trx) =>
          trx
            .insertInto("rate_limits")
            .values({ key, count: 1, reset_at: new Date(now.getTime() + windowMs).toISOString() })
            .onConflict((conflict) =>
              conflict.column("key").doUpdateSet({
                count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
                reset_at: sql<string>`CASE WHEN ${expired} THEN excluded.reset_at ELSE rate_limits.reset_at END`,
              }),
            )
            .returning(["count", "reset_at"])
            .executeTakeFirstOrThrow(),
        timeoutMs,
      );
      return { count: Number(row.count), resetAt: new Date(row.reset_at) };
    },
    async close() {
      await database.close();
    },
  };
}

/** Outbox rows joined to their leads, in lead and channel order: delivery states. */
function outboxWithLeads(db: Kysely<Database>) {
  return db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select([
      "outbox.lead_id",
      "outbox.channel",
      "outbox.attempts",
      "outbox.next_attempt_at",
      "outbox.delivered_at",
      "outbox.last_error",
    ])
    .orderBy("outbox.lead_id")
    .orderBy("outbox.channel");
}

/** An attachment row as the store gives it. */
function toAttachment(row: Selectable<Database["lead_attachments"]>): Attachment {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    size: Number(row.size),
    sha256: row.sha256,
    storageKey: row.storage_key,
    threat: row.threat,
  };
}

/** Attachment rows, in lead and position order, by lead id. */
function groupAttachments(rows: Selectable<Database["lead_attachments"]>[]) {
  const byLead = new Map<string, Attachment[]>();
  for (const row of rows) {
    byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), toAttachment(row)]);
  }
  return byLead;
}

/**
 * Deletes the attachment rows of the leads `leadIds` selects, in the caller's transaction,
 * before the leads themselves; returns how many, and the storage keys no remaining row names
 * (their bytes are deleted from the upload store once the transaction is committed).
 */
async function takeAttachments(
  trx: Kysely<Database>,
  leadIds: (
    eb: ExpressionBuilder<Database, "lead_attachments">,
  ) => SelectQueryBuilder<Database, "leads", { id: string }>,
): Promise<{ count: number; keys: string[] }> {
  const taken = await trx
    .deleteFrom("lead_attachments")
    .where("lead_id", "in", leadIds)
    .returning("storage_key")
    .execute();
  const keys = [...new Set(taken.map((row) => row.storage_key))];
  if (keys.length === 0) return { count: 0, keys };
  const kept = await trx
    .selectFrom("lead_attachments")
    .select("storage_key")
    .where("storage_key", "in", keys)
    .execute();
  const named = new Set(kept.map((row) => row.storage_key));
  return { count: taken.length, keys: keys.filter((key) => !named.has(key)) };
}

/** `column` holds the address `address`, in any letter case (the access and erasure rights). */
function sameAddress(column: "email" | "leads.email", address: string) {
  return sql<boolean>`lower(${sql.ref(column)}) = lower(${address})`;
}

/** One row of the inbox's delivery log (migration 5), if the lead still exists. */
async function logAttempt(
  db: Kysely<Database>,
  leadId: string,
  channel: Channel,
  at: Date,
  error: string | null,
): Promise<void> {
  await db
    .insertInto("delivery_attempts")
    .columns(["lead_id", "channel", "at", "result", "error"])
    .expression((eb) =>
      eb
        .selectFrom("leads")
        .select([
          "id",
          eb.val(channel).as("channel"),
          eb.val(at.toISOString()).as("at"),
          eb.val(error === null ? "delivered" : "failed").as("result"),
          eb.val(error).as("error"),
        ])
        .where("id", "=", leadId),
    )
    .execute();
}
