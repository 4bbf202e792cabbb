import pRetry from "p-retry";
import { LeadStoreBusyError } from "./store-errors";

/** SQLite's "another connection holds the lock" result codes (sqlite.org/rescode.html). */
const busyCodes = new Set(["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_LOCKED"]);

/**
 * Runs the SQLite call `work`, and while another process holds the lock retries
 * it from the event loop (10 ms, growing to 200 ms) for up to `timeoutMs`; then throws
 * `LeadStoreBusyError`. The connection's own `busy_timeout` stays 0, because SQLite's busy
 * wait blocks the thread, and with it every request, pages included (issue 16).
 */
export async function retryWhileBusy<T>(work: () => T | Promise<T>, timeoutMs: number): Promise<T> {
  const started = Date.now();
  try {
    return await pRetry(async () => work(), {
      retries: Number.POSITIVE_INFINITY,
      minTimeout: 10,
      maxTimeout: 200,
      factor: 1.5,
      maxRetryTime: timeoutMs,
      shouldRetry: ({ error }) => isBusy(error) && Date.now() - started < timeoutMs,
    });
  } catch (error) {
    if (isBusy(error)) throw new LeadStoreBusyError(`SQLite file locked for ${timeoutMs} ms`);
    throw error;
  }
}

function isBusy(error: unknown): boolean {
  return busyCodes.has((error as { code?: string }).code ?? "");
}
