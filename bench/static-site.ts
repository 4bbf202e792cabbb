import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";

/**
 * A loopback server for one build of the site, for `bench/web.ts`: files as they are, with
 * the build's precompressed copies by `Accept-Encoding`; a page path answers its prerendered
 * `index.html`, or, with `spaFallback`, the SPA shell (`/index.html`) for every path.
 */
export async function serveBuild(
  siteDir: string,
  port: number,
  { spaFallback }: { spaFallback: boolean },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: resolve(siteDir),
    preCompressed: true,
    index: false,
  });
  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split("?")[0] ?? "/").replace(/\/$/, "");
    const page = join(path, "index.html");
    if (!spaFallback && existsSync(join(siteDir, page))) return reply.sendFile(page);
    return spaFallback ? reply.sendFile("index.html") : reply.code(404).send("not found");
  });
  await app.listen({ port, host: "127.0.0.1" });
  return app;
}
