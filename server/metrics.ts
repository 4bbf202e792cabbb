import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { BackupClock } from "./backup/backup-plugin";
import type { ReadinessProbe } from "./health";

export interface MetricsOptions {
  /** Bearer token a scraper must send (`METRICS_TOKEN`); without one, no endpoint is added. */
  token?: string | null;
  /** Where the outbox backlog comes from (the lead store). */
  probe?: ReadinessProbe;
  /** The backup job's clock once it runs (issue 32); none = backups off, no gauge. */
  backups?: { current: BackupClock | null };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `GET /metrics` in the Prometheus text format (prometheus.io, "Exposition formats"):
 * `leads_outbox_backlog`, the deliveries not yet made, and with backups on (issue 32)
 * `leads_backup_age_seconds`, the age of the last good backup (`+Inf` before the first). Off unless `token` is set, and then
 * answered only to `Authorization: Bearer <token>` (401 otherwise), because the backlog tells
 * an outsider whether an attack on delivery works. One gauge does not warrant prom-client.
 */
async function metrics(app: FastifyInstance, { token = null, probe, backups }: MetricsOptions) {
  if (!token) return;
  if (!probe) throw new Error("metrics: a probe (the lead store) is required");
  const expected = digest(`Bearer ${token}`);
  app.get("/metrics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    // Hashes have equal lengths, so timingSafeEqual compares any header in constant time.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return reply.code(401).send({ error: "unauthorized" });
    }
    const backlog = await probe.outboxBacklog();
    reply.type("text/plain; version=0.0.4; charset=utf-8");
    const clock = backups?.current;
    const age = clock?.ageSeconds();
    return [
      "# HELP leads_outbox_backlog Deliveries waiting in the outbox.",
      "# TYPE leads_outbox_backlog gauge",
      `leads_outbox_backlog ${backlog}`,
      ...(clock
        ? [
            "# HELP leads_backup_age_seconds Seconds since the last good backup of the lead store.",
            "# TYPE leads_backup_age_seconds gauge",
            `leads_backup_age_seconds ${age == null ? "+Inf" : Math.round(age)}`,
          ]
        : []),
      "",
    ].join("\n");
  });
}

/** The metrics endpoint (see `metrics`), shaped like an `@fastify/*` plugin. */
export const metricsPlugin = fp(metrics, { name: "metrics", fastify: "5.x" });
