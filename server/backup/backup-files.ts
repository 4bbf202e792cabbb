import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";

/** A backup's file name: `leads-<UTC time, ISO 8601 basic>.tar.gz.age`. */
const namePattern = /^leads-(\d{8}T\d{6}\.\d{3}Z)\.tar\.gz\.age$/;

/** The file name of a backup taken at `at` (UTC, to the millisecond: names sort by time). */
export function backupName(at: Date): string {
  return `leads-${at.toISOString().replace(/[-:]/g, "")}.tar.gz.age`;
}

/** When the backup named `name` was taken, or null when `name` is not a backup's. */
export function backupTime(name: string): Date | null {
  const match = namePattern.exec(name);
  if (!match) return null;
  const [, basic] = match;
  const iso = basic!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/, "$1-$2-$3T$4:$5:$6");
  return new Date(iso);
}

/** The backups in `dir`, oldest first; none when the folder does not exist. */
export async function listBackups(dir: string): Promise<{ name: string; at: Date }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map((name) => ({ name, at: backupTime(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Of `backups`, those taken more than `retentionDays` days before `now`, by the time in
 * their names (the privacy policy's promise: erased data leaves the backups within that
 * many days, issue 32).
 */
export function expiredBackups<T extends { at: Date }>(
  backups: T[],
  retentionDays: number,
  now = new Date(),
): T[] {
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  return backups.filter((backup) => backup.at.getTime() < cutoff);
}

/**
 * Deletes the backups in `dir` past `retentionDays` (see {@link expiredBackups}). Returns
 * the names deleted.
 */
export async function pruneBackups(
  dir: string,
  retentionDays: number,
  now = new Date(),
): Promise<string[]> {
  const old = expiredBackups(await listBackups(dir), retentionDays, now);
  for (const { name } of old) await rm(join(dir, name), { force: true });
  return old.map((backup) => backup.name);
}
