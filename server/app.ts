import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "./config";
import { sitePlugin } from "./site";

/** Builds the Fastify app (not listening yet): the prerendered site and its 404s. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? "info" },
    routerOptions: { ignoreTrailingSlash: true },
  });
  await app.register(sitePlugin, { siteDir: config.siteDir });
  return app;
}
