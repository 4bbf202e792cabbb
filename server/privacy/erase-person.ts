import type { LeadStore } from "../storage/lead-store";
import { deleteFiles } from "../uploads/store-attachments";
import type { UploadStore } from "../uploads/upload-store";
import type { ErasureLog } from "./erasure-log";

/**
 * Erases everything stored about `email` (right to erasure: `leads erase`, the inbox's
 * erase button): logs the erasure first (issue 32), so that a failure leaves at worst a
 * person logged but not yet erased, whom a restore erases anyway; then deletes their leads
 * with everything attached (`LeadStore.eraseByEmail`) and their files from `uploads`.
 * Returns the counts of `eraseByEmail`, without the file keys.
 * @throws when the log cannot be written: nothing is erased then.
 */
export async function erasePerson(
  store: LeadStore,
  uploads: UploadStore,
  log: ErasureLog,
  email: string,
) {
  await log.recordPerson(email);
  const { fileKeys, ...erased } = await store.eraseByEmail(email);
  await deleteFiles(uploads, fileKeys);
  return erased;
}
