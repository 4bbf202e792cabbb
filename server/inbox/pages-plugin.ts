import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { inboxPages, inboxPath } from "../../lib/inbox/paths";

/**
 * The inbox's pages (issue 20) from the UI's build in `dir` (`INBOX_DIR`): `index.html` for
 * `/inbox/sign-in` always, and for `/inbox/`, `/inbox/leads/:id` and `/inbox/dashboard`
 * with a signed-in session, else `303` to the sign-in page; `/inbox/assets/*` as hashed,
 * immutable, public files (no lead data is in them). `index.html` is read per request, so
 * a rebuilt UI is served without a restart; without a build the pages answer 503.
 */
export async function inboxPagesPlugin(app: FastifyInstance, { dir }: { dir: string }) {
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

  async function sendIndex(reply: FastifyReply) {
    const html = await readFile(join(dir, "index.html"), "utf8").catch(() => null);
    if (html === null) return reply.code(503).type("text/plain").send("The inbox is not built.");
    return reply.type("text/html; charset=utf-8").send(html);
  }

  app.get(inboxPages.signIn, (_request, reply) => sendIndex(reply));
  for (const path of [inboxPages.list, `${inboxPath}/leads/:id`, inboxPages.dashboard]) {
    app.get(path, (request, reply) =>
      request.session?.get("user") ? sendIndex(reply) : reply.redirect(inboxPages.signIn, 303),
    );
  }
}
