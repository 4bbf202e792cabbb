import type { FastifyInstance } from "fastify";

/** What readiness asks of the lead store: throws when the database cannot be reached. */
export interface ReadinessProbe {
  /** Number of deliveries waiting in the outbox; rejects when the database is unreachable. */
  outboxBacklog(): Promise<number>;
}

/**
 * `GET /healthz`: the process is up and serving (liveness, never touches the database).
 * `GET /readyz`: 200 when the lead store answers, 503 when it does not, so a load balancer
 * stops sending leads to a server that cannot store them. Ready or not, nothing more:
 * the backlog is for operators, at `/metrics` (server/metrics.ts).
 */
export async function healthPlugin(app: FastifyInstance, { probe }: { probe?: ReadinessProbe }) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok", uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!probe) return { status: "ready", database: "none" };
    try {
      await probe.outboxBacklog();
      return { status: "ready", database: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "readiness: lead store unreachable");
      return reply.code(503).send({ status: "unavailable", database: "unreachable" });
    }
  });
}
