import type { LeadStore } from "../storage/lead-store";

/** What @fastify/rate-limit hands a store's `incr` callback. */
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store (the shape of its `store/LocalStore.js`: `incr`, `child`) that
 * counts in the lead store's `rate_limits` table, so a restart does not reset the counts
 * and every server on one PostgreSQL shares them (issue 16). Windows are fixed, from a
 * key's first request. Expired counters are deleted by the retention job
 * (server/privacy/retention.ts), keeping the client addresses they are keyed by no longer
 * than the policy says. Each count waits at most `timeoutMs` for the store (issue 28: its
 * share of the request's budget).
 */
export function leadStoreRateLimit(store: LeadStore, timeoutMs?: number) {
  return class LeadStoreRateLimit {
    /** One counter per key and route, as @fastify/rate-limit calls it. */
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const now = new Date();
      store.hitRateLimit(key, timeWindow, now, timeoutMs).then(
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - now.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    /** Route-level settings need no separate state: the key already names the client. */
    child() {
      return this;
    }
  };
}
