import type { LeadStore, RetentionCutoffs } from "../storage/lead-store";
import { deleteFiles } from "../uploads/store-attachments";
import type { UploadStore } from "../uploads/upload-store";
import type { ErasureLog } from "./erasure-log";
import { retentionCutoffs } from "./retention";

/** What a replay of the erasure log did. */
export interface ReplayResult {
  /** Addresses in the store that the log names: erased again. */
  people: number;
  /** Their leads, deleted. */
  leads: number;
  /** Leads and spam past the retention cut-offs, deleted. */
  purged: number;
}

/** Each cut-off the later of `a`'s and `b`'s. */
function latest(a: RetentionCutoffs, b: RetentionCutoffs | null): RetentionCutoffs {
  if (!b) return a;
  const max = (x: Date, y: Date) => (x > y ? x : y);
  return {
    leadsBefore: max(a.leadsBefore, b.leadsBefore),
    spamBefore: max(a.spamBefore, b.spamBefore),
    clientIpBefore: max(a.clientIpBefore, b.clientIpBefore),
  };
}

/**
 * Applies the erasure log to a restored store (issue 32; `leads restore`, and
 * `leads replay-erasures` after a PostgreSQL restore): every stored address whose keyed
 * hash the log holds is erased again, files included, and the retention purge runs with
 * the latest cut-offs any logged purge applied or today's rules, whichever is later (a
 * purge is a rule over the stored times, so this deletes at least what each purge did).
 * Then the deleted rows' bytes are scrubbed (`LeadStore.scrubDeleted`).
 * @throws when the log cannot be read (see `ErasureLog.read`): nothing is erased then.
 */
export async function replayErasures(
  store: LeadStore,
  uploads: UploadStore,
  log: ErasureLog,
  now = new Date(),
): Promise<ReplayResult> {
  const records = await log.read();
  const addresses = new Set<string>();
  for await (const page of records.people.size > 0 ? store.leadPages() : []) {
    for (const lead of page) {
      const address = lead.email.trim().toLowerCase();
      if (!addresses.has(address) && records.people.has(await log.keyOf(address))) {
        addresses.add(address);
      }
    }
  }
  let leads = 0;
  for (const address of addresses) {
    const { fileKeys, ...erased } = await store.eraseByEmail(address);
    await deleteFiles(uploads, fileKeys);
    leads += erased.leads;
  }
  const { fileKeys, ...purged } = await store.purge(latest(retentionCutoffs(now), records.purge));
  await deleteFiles(uploads, fileKeys);
  await store.scrubDeleted();
  return { people: addresses.size, leads, purged: purged.leads + purged.spam };
}
