import fastifyCookie from "@fastify/cookie";
import fastifyCsrf from "@fastify/csrf-protection";
import rateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  csrfHeader,
  signInRequestSchema,
  type CsrfResponse,
  type InboxError,
  type MeResponse,
} from "../../lib/inbox/api";
import { leadStoreRateLimit } from "../leads/rate-limit-store";
import type { LeadStore } from "../storage/lead-store";
import type { InboxConfig } from "./inbox-config";
import { parseRequest } from "./inbox-errors";
import { verifyPassword } from "./passwords";
import { InboxSessionStore } from "./session-store";

declare module "fastify" {
  interface Session {
    /** The signed-in user's e-mail address; absent before sign-in. */
    user?: string;
  }
}

/** Sign-in rules (issue 20; OWASP Authentication Cheat Sheet, "Account lockout"). */
export const signInRules = {
  /** A session unused this long is gone, in ms (12 hours). */
  idleMs: 12 * 60 * 60 * 1000,
  /** This many wrong passwords in a row lock the account… */
  maxFailures: 10,
  /** …for this long, in ms (15 minutes). */
  lockMs: 15 * 60 * 1000,
  /** Sign-in attempts per client address per window. */
  perIp: 30,
  /** Sign-in attempts per account (e-mail as typed, lower-cased) per window. */
  perAccount: 20,
  /** The rate limits' window, in ms (15 minutes). */
  windowMs: 15 * 60 * 1000,
} as const;

/** The session cookie's name: `__Host-` (Secure, Path=/, no Domain) when served over HTTPS. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-inbox" : "inbox";
}

export interface InboxAuthOptions {
  config: InboxConfig;
  store: LeadStore;
  /** The time (tests move it: lockout, idle expiry). */
  now: () => Date;
}

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler: answers `401 unauthenticated` unless the session has a user. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const unauthenticated: InboxError = { error: "unauthenticated" };
const invalidCredentials: InboxError = { error: "invalid_credentials" };

/**
 * Sessions, CSRF and sign-in for the inbox's scope (issue 20): @fastify/session with its
 * rows in the lead store (`InboxSessionStore`: idle expiry, shared by servers), a cookie
 * `HttpOnly`, `SameSite=Strict`, `Secure` and `__Host-` unless in plain-HTTP loopback
 * development; @fastify/csrf-protection keeping its secret in the session, the token
 * expected in `X-CSRF-Token` on every POST and PATCH; and @fastify/rate-limit counting
 * sign-ins per client address and per account in the lead store. Routes: `GET csrf`,
 * `POST sign-in`, `POST sign-out`, `GET me` under `/api/inbox/`. Sign-in, its failures,
 * lockouts and sign-out are logged with the user's e-mail and client address, never the
 * password.
 */
async function inboxAuth(app: FastifyInstance, { config, store, now }: InboxAuthOptions) {
  const cookieName = sessionCookieName(config.secureCookie);
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "strict" as const,
    secure: config.secureCookie,
  };
  if (config.sessionSecretDrawn) {
    app.log.warn(
      "INBOX_SESSION_SECRET is not set: inbox sessions use a key drawn at start, so they end at a restart and are not shared by servers",
    );
  }
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName,
    cookie: { ...cookieOptions, maxAge: signInRules.idleMs },
    rolling: true,
    saveUninitialized: false,
    store: new InboxSessionStore(store.inbox, signInRules.idleMs, now),
  });
  await app.register(fastifyCsrf, {
    sessionPlugin: "@fastify/session",
    getToken: (request) => request.headers[csrfHeader.toLowerCase()] as string | undefined,
  });
  await app.register(rateLimit, { global: false, store: leadStoreRateLimit(store) });
  const limitPerIp = app.createRateLimit({
    max: signInRules.perIp,
    timeWindow: signInRules.windowMs,
    keyGenerator: (request) => `inbox-sign-in:ip:${request.clientAddress}`,
  });
  const limitPerAccount = app.createRateLimit({
    max: signInRules.perAccount,
    timeWindow: signInRules.windowMs,
    keyGenerator: (request) =>
      `inbox-sign-in:account:${String((request.body as { email?: unknown })?.email ?? "")
        .trim()
        .toLowerCase()}`,
  });

  app.decorate("requireUser", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.session?.get("user")) await reply.code(401).send(unauthenticated);
  });

  app.get("/api/inbox/csrf", async (_request, reply): Promise<CsrfResponse> => {
    return { token: reply.generateCsrf() };
  });

  app.post("/api/inbox/sign-in", { preHandler: app.csrfProtection }, async (request, reply) => {
    const { email: typed, password } = parseRequest(signInRequestSchema, request.body);
    const email = typed.toLowerCase();
    const ip = request.clientAddress;
    for (const limit of [limitPerIp, limitPerAccount]) {
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) {
        request.log.warn({ inboxAudit: { event: "sign-in rate-limited", user: email, ip } });
        reply.header("retry-after", String(counted.ttlInSeconds));
        return reply.code(429).send({ error: "rate_limited" } satisfies InboxError);
      }
    }
    const at = now();
    const user = await store.inbox.findUser(email);
    const locked = user?.lockedUntil != null && user.lockedUntil > at.toISOString();
    // Verified even for an unknown or locked account: the answer and its time say nothing.
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || locked || !matches) {
      const lockedNow =
        user && !locked && !matches
          ? await store.inbox.recordFailedSignIn(email, at, signInRules)
          : false;
      const event = lockedNow
        ? "account locked"
        : locked
          ? "sign-in refused: account locked"
          : "sign-in failed";
      request.log.warn({ inboxAudit: { event, user: email, ip } });
      return reply.code(401).send(invalidCredentials);
    }
    await store.inbox.clearFailedSignIns(email);
    // A new session id at sign-in (no fixation); the old session and its CSRF secret go.
    await request.session.regenerate();
    request.session.set("user", email);
    request.log.info({ inboxAudit: { event: "signed in", user: email, ip } });
    return reply.code(204).send();
  });

  app.post(
    "/api/inbox/sign-out",
    { preHandler: [app.requireUser, app.csrfProtection] },
    async (request, reply) => {
      const user = request.session.get("user");
      await request.session.destroy();
      reply.clearCookie(cookieName, cookieOptions);
      // The back button must not show lead data from the browser's cache after this.
      reply.header("clear-site-data", '"cache", "storage"');
      request.log.info({ inboxAudit: { event: "signed out", user, ip: request.clientAddress } });
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/inbox/me",
    { preHandler: app.requireUser },
    async (request): Promise<MeResponse> => {
      return { email: request.session.get("user")! };
    },
  );
}

/** `inboxAuth` with its decorators visible to the rest of the inbox's scope. */
export const inboxAuthPlugin = fp(inboxAuth, { name: "inbox-auth", fastify: "5.x" });
