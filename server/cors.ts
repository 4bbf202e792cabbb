import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/**
 * Lets pages served from `siteOrigin` (a CDN deploy of the static build) fetch challenges
 * from and POST leads to this server, and no other origin (Fetch standard, CORS protocol):
 * preflights from it are answered for `POST` with a JSON body and an `Idempotency-Key`,
 * cached by the browser for 10 minutes, and `Retry-After` is readable; any other
 * origin gets no `Access-Control-Allow-Origin`, so its browser withholds our answer.
 * Without `siteOrigin` nothing is registered: the API is same-origin only.
 */
export async function addCors(app: FastifyInstance, siteOrigin: string | undefined) {
  if (!siteOrigin) return;
  await app.register(fastifyCors, {
    origin: [siteOrigin],
    methods: ["GET", "POST"],
    allowedHeaders: ["content-type", "idempotency-key"],
    // The form waits as long as a 429 or 503 asks.
    exposedHeaders: ["retry-after"],
    maxAge: 600,
  });
}
