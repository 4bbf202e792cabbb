import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import { loadAllInboxCopy } from "../../lib/content/inbox-copy.server";
import { inboxLanguageFor, type InboxLanguage } from "../../lib/inbox/languages";
import { inboxPages, inboxPath } from "../../lib/inbox/paths";
import { escapeMarkup } from "../../lib/markup/escape";
import type { LeadStore } from "../storage/lead-store";

/**
 * The inbox's pages (issue 20) from the UI's build in `dir` (`INBOX_DIR`): `index.html` for
 * `/inbox/sign-in` always, and for `/inbox/`, `/inbox/leads/:id` and `/inbox/dashboard`
 * with a signed-in session, else `303` to the sign-in page; `/inbox/assets/*` as hashed,
 * immutable, public files (no lead data is in them). `index.html` is read per request, so
 * a rebuilt UI is served without a restart; without a build the pages answer 503.
 * The page's `lang` and `<title>` are in the inbox language its reader reads (`pageLanguage`),
 * so the UI starts in it and the document says it before any script runs (issue 31 item 7).
 */
export async function inboxPagesPlugin(
  app: FastifyInstance,
  { dir, store }: { dir: string; store: LeadStore },
) {
  // The inbox's name per language, from its catalogues (content/inbox/), read once.
  const names = Object.fromEntries(
    Object.entries(loadAllInboxCopy()).map(([language, copy]) => [language, copy.app.name]),
  ) as Record<InboxLanguage, string>;
  const assetsDir = join(dir, "assets");
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: inboxPages.assets,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header("cache-control", "public, max-age=31536000, immutable"),
    });
  } else {
    app.log.warn(`No inbox UI build in ${dir}: /inbox/ answers 503 until one is there`);
  }

  /**
   * The signed-in user's chosen inbox language, else the first of the browser's
   * `Accept-Language` (by quality, RFC 9110 §12.5.4) the inbox has, else English.
   */
  async function pageLanguage(request: FastifyRequest): Promise<InboxLanguage> {
    const email = request.session?.get("user");
    const chosen = email ? (await store.inbox.findUser(email))?.language : null;
    return chosen ?? inboxLanguageFor(new Negotiator(request).languages());
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const html = await readFile(join(dir, "index.html"), "utf8").catch(() => null);
    if (html === null) return reply.code(503).type("text/plain").send("The inbox is not built.");
    reply.header("vary", "accept-language");
    const language = await pageLanguage(request);
    return reply
      .type("text/html; charset=utf-8")
      .send(
        html
          .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(names[language])}</title>`),
      );
  }

  app.get(inboxPages.signIn, (request, reply) => sendIndex(request, reply));
  for (const path of [inboxPages.list, `${inboxPath}/leads/:id`, inboxPages.dashboard]) {
    app.get(path, (request, reply) =>
      request.session?.get("user")
        ? sendIndex(request, reply)
        : reply.redirect(inboxPages.signIn, 303),
    );
  }
}
