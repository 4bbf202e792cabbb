import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { locales } from "../lib/i18n/locales";
import { inboxPages } from "../lib/inbox/paths";
import { readFileSync } from "node:fs";
import { isThankYouPath, localeFromPath, notFoundPath } from "../lib/i18n/paths";
import { returnPage } from "./leads/form-post";
import { pagePolicies } from "./page-policies";
import { spaFallbackFile } from "./postbuild/spa-fallback";
import { cacheControlFor, type SecurityOptions } from "./security-headers";

/**
 * Files of the build that are not pages or assets: CDN configuration, and React Router's
 * unused SPA shell, which `npm run build` removes but a bare `react-router build` leaves.
 */
const hiddenFiles = new Set(["/_headers", `/${spaFallbackFile}`]);

/** True when `pathname` is a hidden file or one of its precompressed copies (`.br`, `.gz`). */
function isHidden(pathname: string): boolean {
  return hiddenFiles.has(pathname.replace(/\.(br|gz)$/, ""));
}

/**
 * Serves the prerendered site from `siteDir`: each page's HTML at its path (with a
 * trailing slash it is redirected first, `server/trailing-slash.ts`); assets as files; any other path answers HTTP 404 with the
 * 404 page in the language of the path's prefix (issue 2, SPEC §8).
 * Pages carry their own CSP (hashes of their inline scripts) and revalidate (`no-cache`,
 * ETag, Last-Modified, 304); hashed assets are cached for a year; the build's Brotli and
 * gzip siblings are sent by `Accept-Encoding` (issue 9).
 * Throws when `siteDir` holds no build.
 */
export async function sitePlugin(
  app: FastifyInstance,
  { siteDir, security }: { siteDir: string; security: SecurityOptions },
) {
  if (!existsSync(join(siteDir, "index.html"))) {
    throw new Error(`No prerendered site in ${siteDir}: run "npm run build" first`);
  }
  const pages = pagePolicies(siteDir, security);
  const cspByFile = new Map(pages.map((page) => [join(siteDir, page.file), page.csp]));
  const notFoundPages = new Set(locales.map(notFoundPath));

  await app.register(fastifyStatic, {
    root: siteDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathname) => !isHidden(pathname),
    setHeaders: (reply, path) => {
      const file = path.replace(/\.(br|gz)$/, "");
      const sitePath = `/${relative(siteDir, file).split(sep).join("/")}`;
      reply.header("cache-control", cacheControlFor(sitePath));
      const csp = cspByFile.get(file);
      if (csp) reply.header("content-security-policy", csp);
    },
  });

  for (const page of pages) {
    if (notFoundPages.has(page.path)) continue;
    if (isThankYouPath(page.path)) {
      app.get(page.path, thankYouHandler(siteDir, page));
      continue;
    }
    app.get(page.path, (_request, reply) => reply.sendFile(page.file));
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing inbox file asked for by a script gets a plain 404, not a page (issue 35).
    if (
      (request.method !== "GET" && request.method !== "HEAD") ||
      request.url.startsWith(inboxPages.assets)
    ) {
      return reply.code(404).send({ error: "not_found" });
    }
    // A 404 is never answered 304: a validator from some other page must not match it.
    delete request.headers["if-none-match"];
    delete request.headers["if-modified-since"];
    const locale = localeFromPath(request.url.split("?")[0] ?? "/");
    return reply.code(404).sendFile(`${notFoundPath(locale).slice(1)}/index.html`);
  });
}

/**
 * A thank-you page (issue 18) with its link back pointed at `?from=`, the page the form was
 * sent from, when that is one of the site's pages in the same language; without it (or with
 * anything else) the prerendered page as it is, whose link goes to the language home.
 */
function thankYouHandler(siteDir: string, page: { path: string; file: string; csp: string }) {
  const html = readFileSync(join(siteDir, page.file), "utf8");
  const locale = localeFromPath(page.path);
  return (request: FastifyRequest<{ Querystring: { from?: unknown } }>, reply: FastifyReply) => {
    const from = typeof request.query.from === "string" ? request.query.from : undefined;
    const target = returnPage(from, locale);
    if (!from || target !== from || localeFromPath(from) !== locale) {
      return reply.sendFile(page.file);
    }
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", page.csp)
      .send(html.replace(/href="[^"]*"(?= data-return-link="")/, `href="${target}"`));
  };
}
