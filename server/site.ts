import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { locales } from "../app/i18n/locales";
import { localeFromPath, notFoundPath } from "../app/i18n/paths";

/** Every `index.html` below `dir`, as the site path it answers (`en/horeca/index.html` → `/en/horeca`). */
function prerenderedPages(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return prerenderedPages(full, root);
    if (entry.name !== "index.html") return [];
    const folder = relative(root, dir).split(sep).join("/");
    return [folder ? `/${folder}` : "/"];
  });
}

/**
 * Serves the prerendered site from `siteDir`: each page's HTML at its path, with or
 * without a trailing slash; assets as files; any other path answers HTTP 404 with the
 * 404 page in the language of the path's prefix (issue 2, SPEC §8).
 * Throws when `siteDir` holds no build.
 */
export async function sitePlugin(app: FastifyInstance, { siteDir }: { siteDir: string }) {
  if (!existsSync(join(siteDir, "index.html"))) {
    throw new Error(`No prerendered site in ${siteDir}: run "npm run build" first`);
  }
  const notFoundPages = new Set(locales.map(notFoundPath));

  await app.register(fastifyStatic, { root: siteDir, wildcard: false, index: false });

  for (const page of prerenderedPages(siteDir)) {
    if (notFoundPages.has(page)) continue;
    const file = page === "/" ? "index.html" : `${page.slice(1)}/index.html`;
    app.get(page, (_request, reply) => reply.sendFile(file));
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: "not_found" });
    }
    const locale = localeFromPath(request.url.split("?")[0] ?? "/");
    return reply.code(404).sendFile(`${notFoundPath(locale).slice(1)}/index.html`);
  });
}
