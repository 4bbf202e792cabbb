import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import type { Certificate } from "./certificate";

/**
 * A loopback server for one build of the site, for `bench/web.ts`, at
 * `https://127.0.0.1:<port>`: files as they are, with the build's precompressed copies by
 * `Accept-Encoding`; a page path answers its prerendered `index.html`, or, with
 * `spaFallback`, the SPA shell (`/index.html`) for every path.
 *
 * HTTP/2 over TLS, as the site is served in production (a CDN, or the TLS proxy of the
 * docs/operations.md, "Deployment"): Lighthouse simulates the page's requests over the connections it
 * observed, so a plain HTTP/1.1 server would have it open a connection per parallel
 * request and charge each a handshake that no visitor pays. Brotli, too, is only asked
 * for over HTTPS. `certificate` is the loopback one (`loopbackCertificate`), made once for
 * every server of a run.
 */
export async function serveBuild(
  siteDir: string,
  port: number,
  { spaFallback, certificate }: { spaFallback: boolean; certificate: Certificate },
): Promise<{ close(): Promise<unknown> }> {
  const app = Fastify({
    logger: false,
    http2: true,
    https: { ...certificate, allowHTTP1: false },
  });
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
