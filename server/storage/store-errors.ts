import createError from "@fastify/error";

/**
 * The lead store could not take a write in time: the SQLite file is locked by another
 * writer, or PostgreSQL is out of connections or too slow. Nothing was stored; the
 * leads API answers 503 with `Retry-After` so the form tries again.
 */
export const LeadStoreBusyError = createError<"LEADS_STORE_BUSY", 503, [string]>(
  "LEADS_STORE_BUSY",
  "lead store busy: %s",
  503,
);
