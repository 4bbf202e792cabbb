import type { FastifyInstance } from "fastify";
import { adminPath } from "../lib/cms/paths";
import { inboxPath } from "../lib/inbox/paths";

/** Folders served as such, not pages: their `index.html` loads files relative to them. */
const folderPaths = [adminPath, inboxPath];

/**
 * The path `pathname` stands for without trailing slashes, or null when it has none.
 * Leading slashes collapse to one, so `//evil.example/` becomes `/evil.example`, a path on
 * this site, never a protocol-relative URL to another host.
 */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  return `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`;
}

/**
 * One URL per page (issue 18): a GET or HEAD for a path ending in `/` (other than `/`)
 * answers `301 Moved Permanently` to the same path without it, query string kept, so
 * `/en/horeca/` and `/en/horeca` are never two pages for a search engine. Other methods
 * keep the router's tolerance of the slash (`ignoreTrailingSlash`), so a form posted to
 * `/api/leads/` is not lost to a redirect. The CMS and the leads inbox are the exceptions,
 * being no pages: the CMS's `index.html` loads its script and `config.yml` relative to
 * `/admin/`, and the inbox's list is `/inbox/`; so `/admin/` and `/inbox/` stay, and
 * `/admin` and `/inbox` answer 301 to them. Paths under `/api/` are left to their APIs.
 */
export function addTrailingSlashRedirect(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const queryAt = request.url.indexOf("?");
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const query = queryAt === -1 ? "" : request.url.slice(queryAt);
    // The APIs are no pages: a client gets their own answer (e.g. the inbox's 401), not a 301.
    if (pathname.startsWith("/api/")) return;
    for (const folder of folderPaths) {
      if (pathname === `${folder}/`) return;
      if (pathname === folder) return reply.redirect(`${folder}/${query}`, 301);
    }
    const target = withoutTrailingSlash(pathname);
    if (target === null) return;
    return reply.redirect(`${target}${query}`, 301);
  });
}
