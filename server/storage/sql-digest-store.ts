import type { Kysely } from "kysely";
import type { StoreDatabase } from "./database";
import type { DigestClaim, DigestStore } from "./digest-store";
import type { Database } from "./schema";

/** The digest store on `database`, one implementation for SQLite and PostgreSQL. */
export function sqlDigestStore(database: StoreDatabase): DigestStore {
  const { run } = database;
  return {
    async queue(day, recipients, now) {
      if (recipients.length === 0) return 0;
      const result = await run((db) =>
        db
          .insertInto("inbox_digests")
          .values(
            recipients.map((recipient) => ({
              recipient,
              day,
              next_attempt_at: now.toISOString(),
            })),
          )
          .onConflict((conflict) => conflict.columns(["recipient", "day"]).doNothing())
          .executeTakeFirst(),
      );
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },
    async claim(now, leaseUntil, limit, claimant) {
      const at = now.toISOString();
      const due = await run((db) =>
        db
          .selectFrom("inbox_digests")
          .select(["recipient", "day", "attempts"])
          .where("delivered_at", "is", null)
          .where("next_attempt_at", "<=", at)
          .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
          .orderBy("next_attempt_at")
          .limit(limit)
          .execute(),
      );
      const claimed: DigestClaim[] = [];
      for (const row of due) {
        const { numUpdatedRows } = await run((db) =>
          db
            .updateTable("inbox_digests")
            .set({ lease_until: leaseUntil.toISOString(), claimed_by: claimant })
            .where("recipient", "=", row.recipient)
            .where("day", "=", row.day)
            .where("delivered_at", "is", null)
            .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
            .executeTakeFirst(),
        );
        if (numUpdatedRows > 0n) claimed.push({ ...row, attempts: Number(row.attempts) });
      }
      return claimed;
    },
    async sent(recipient, day, at, leads) {
      await run((db) =>
        db
          .updateTable("inbox_digests")
          .set((eb) => ({
            delivered_at: at.toISOString(),
            leads,
            attempts: eb("attempts", "+", 1),
            lease_until: null,
            claimed_by: null,
            last_error: null,
          }))
          .where("recipient", "=", recipient)
          .where("day", "=", day)
          .execute(),
      );
    },
    async failed(recipient, day, error, nextAttemptAt) {
      await run((db) =>
        db
          .updateTable("inbox_digests")
          .set((eb) => ({
            attempts: eb("attempts", "+", 1),
            last_error: error,
            next_attempt_at: nextAttemptAt.toISOString(),
            lease_until: null,
            claimed_by: null,
          }))
          .where("recipient", "=", recipient)
          .where("day", "=", day)
          .execute(),
      );
    },
    async awaiting(recipient, before, limit) {
      // The `leads_awaiting_reply` index (migration 11) reads them by due time.
      const matching = (db: Kysely<Database>) =>
        db
          .selectFrom("leads")
          .where("first_response_at", "is", null)
          .where("spam", "=", 0)
          .where("status", "=", "new")
          .where("due_at", "<", before.toISOString())
          .where((eb) => eb.or([eb("owner", "=", recipient), eb("owner", "is", null)]));
      const rows = await run((db) =>
        matching(db)
          .select(["id", "name", "company", "category", "due_at"])
          .orderBy("due_at")
          .orderBy("id")
          .limit(limit)
          .execute(),
      );
      const { total } = await run((db) =>
        matching(db)
          .select((eb) => eb.fn.countAll().as("total"))
          .executeTakeFirstOrThrow(),
      );
      return {
        leads: rows.map((row) => ({
          id: row.id,
          name: row.name,
          company: row.company,
          sector: row.category,
          dueAt: row.due_at!,
        })),
        total: Number(total),
      };
    },
    async ofDay(day) {
      const rows = await run((db) =>
        db
          .selectFrom("inbox_digests")
          .select(["recipient", "delivered_at", "leads", "attempts"])
          .where("day", "=", day)
          .orderBy("recipient")
          .execute(),
      );
      return rows.map((row) => ({
        recipient: row.recipient,
        deliveredAt: row.delivered_at,
        leads: row.leads === null ? null : Number(row.leads),
        attempts: Number(row.attempts),
      }));
    },
  };
}
