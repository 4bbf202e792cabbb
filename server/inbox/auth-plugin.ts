import fastifyCookie from "@fastify/cookie";
import fastifyCsrf from "@fastify/csrf-protection";
import rateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  csrfHeader,
  signInRequestSchema,
  totpRequestSchema,
  type CsrfResponse,
  type InboxError,
  type MeResponse,
  patchMeRequestSchema,
  type SignInResponse,
} from "../../lib/inbox/api";
import { leadStoreRateLimit } from "../leads/rate-limit-store";
import { loggedAccount } from "../logger";
import type { LeadStore } from "../storage/lead-store";
import { inboxCookieTransport } from "./cookie-transport";
import type { InboxConfig } from "./inbox-config";
import { parseRequest } from "./inbox-errors";
import { verifyPassword } from "./passwords";
import { InboxSessionStore } from "./session-store";
import { totpStep } from "./totp";

declare module "fastify" {
  interface Session {
    /** The signed-in user's e-mail address; absent before sign-in. */
    user?: string;
    /** When `user` signed in (ISO): the session ends `absoluteMs` later whatever its use. */
    signedInAt?: string;
    /** The account whose password was right, waiting for its TOTP code. */
    pendingUser?: string;
    /** When the password was right (ISO): the code must follow within `pendingMs`. */
    pendingSince?: string;
  }
}

const minute = 60 * 1000;

/**
 * Sign-in and session rules (issues 20 and 35; OWASP ASVS 4.0 §3.3.1–3.3.2, §2.2.1; OWASP
 * Authentication Cheat Sheet, "Account lockout" and "Login throttling").
 */
export const signInRules = {
  /** A session unused this long is gone, in ms (30 minutes, ASVS §3.3.2 level 2: 30 min). */
  idleMs: 30 * minute,
  /** A session ends this long after sign-in, used or not, in ms (12 hours, ASVS §3.3.2). */
  absoluteMs: 12 * 60 * minute,
  /** A right password waits this long for its TOTP code, in ms (5 minutes). */
  pendingMs: 5 * minute,
  /** Sign-in attempts (password or code) per client address per window. */
  perIp: 30,
  /** The per-address rate limit's and the slow-down's window, in ms (15 minutes). */
  windowMs: 15 * minute,
  /**
   * Backoff per account AND client address (a stranger elsewhere cannot lock staff out):
   * 5 wrong passwords or codes are free, then the address waits 1 minute, doubling with each
   * further failure up to 15 minutes; a failure a day after the last counts from 1 again.
   */
  backoff: {
    freeFailures: 5,
    firstBlockMs: minute,
    maxBlockMs: 15 * minute,
    forgetMs: 24 * 60 * minute,
  },
  /**
   * Slow-down per account across every address: past `slowAfter` failures in the window,
   * each sign-in of that account waits `stepMs` more per failure, at most `maxDelayMs`; it
   * slows a guesser spread over many addresses, and never refuses the owner.
   */
  slowDown: { slowAfter: 20, stepMs: 100, maxDelayMs: 3000 },
  /** Anonymous `GET csrf` per client address per minute. */
  anonymousPerMinute: 60,
} as const;

/** The session cookie's name (`__Host-`: Secure, Path=/, no Domain); `inbox` on plain-HTTP loopback. */
export const sessionCookie = "__Host-inbox";

/** The CSRF secret's cookie (a signed double-submit cookie: no session row for strangers). */
export const csrfCookie = "__Host-inbox-csrf";

/** The wait, in ms, the slow-down adds for an account with `failures` recent failures. */
export function slowDownMs(failures: number): number {
  const { slowAfter, stepMs, maxDelayMs } = signInRules.slowDown;
  return Math.min(maxDelayMs, Math.max(0, failures - slowAfter) * stepMs);
}

/**
 * Whom a CSRF token is bound to: the signed-in user, or `(anonymous)` (no address has
 * parentheses; @fastify/csrf refuses an empty one).
 */
function csrfUserInfo(request: FastifyRequest): string {
  return request.session?.get("user") ?? "(anonymous)";
}

export interface InboxAuthOptions {
  config: InboxConfig;
  store: LeadStore;
  /** The time (tests move it: backoff, idle and absolute expiry, TOTP codes). */
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
 * Sessions, CSRF and sign-in for the inbox's scope (issues 20 and 35): @fastify/session with
 * its rows in the lead store (`InboxSessionStore`: 30-minute idle and 12-hour absolute
 * expiry, shared by servers), saved only once someone signs in (a right password at least);
 * @fastify/csrf-protection with its secret in a signed `__Host-inbox-csrf` cookie, bound to
 * the signed-in user, expected in `X-CSRF-Token` on every POST and PATCH; cookies
 * `HttpOnly`, `SameSite=Strict`, `Secure` and `__Host-` unless the request really is plain
 * HTTP on loopback (cookie-transport.ts). Sign-in: a per-address rate limit, a backoff per
 * account and address, a slow-down per account, then the password (Argon2id) and, when the
 * user has one, a TOTP code (`INBOX_REQUIRE_MFA=1`: every user must). Routes: `GET csrf`,
 * `POST sign-in`, `POST sign-in/totp`, `POST sign-out`, `GET me` under `/api/inbox/`.
 * Sign-ins, failures, blocks and sign-outs are logged with the e-mail and client address,
 * never a password or code.
 */
async function inboxAuth(app: FastifyInstance, { config, store, now }: InboxAuthOptions) {
  const cookieOptions = { path: "/", httpOnly: true, sameSite: "strict" as const };
  if (config.sessionSecretDrawn) {
    app.log.warn(
      "INBOX_SESSION_SECRET is not set: inbox sessions use a key drawn at start, so they end at a restart and are not shared by servers",
    );
  }
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  let warnedPlainSecure = false;
  app.addHook(
    "onRequest",
    inboxCookieTransport([sessionCookie, csrfCookie], config.plainHttpOnLoopback, (request) => {
      if (warnedPlainSecure) return;
      warnedPlainSecure = true;
      request.log.warn(
        "the inbox's cookies are Secure but this request came over plain HTTP: browsers keep them only over HTTPS. Behind a TLS proxy, have it send X-Forwarded-Proto (and set TRUST_PROXY)",
      );
    }),
  );
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: sessionCookie,
    // `secure` per request: cookie-transport.ts.
    cookie: { ...cookieOptions, secure: false, maxAge: signInRules.absoluteMs },
    rolling: true,
    saveUninitialized: false,
    store: new InboxSessionStore(store.inbox, signInRules, now),
  });
  await app.register(fastifyCsrf, {
    sessionPlugin: "@fastify/cookie",
    cookieKey: csrfCookie,
    cookieOpts: { ...cookieOptions, signed: true },
    // The token is bound to the signed-in user: a stranger's token is no user's.
    getUserInfo: csrfUserInfo,
    csrfOpts: { hmacKey: config.sessionSecret },
    getToken: (request) => request.headers[csrfHeader.toLowerCase()] as string | undefined,
  });
  await app.register(rateLimit, { global: false, store: leadStoreRateLimit(store) });
  const limitPerIp = app.createRateLimit({
    max: signInRules.perIp,
    timeWindow: signInRules.windowMs,
    keyGenerator: (request) => `inbox-sign-in:ip:${request.clientAddress}`,
  });
  const limitAnonymous = app.createRateLimit({
    max: signInRules.anonymousPerMinute,
    timeWindow: minute,
    keyGenerator: (request) => `inbox-anonymous:ip:${request.clientAddress}`,
  });

  /** Answers 429 with `Retry-After` (seconds) and logs `event`; returns true (refused). */
  async function refuseFor(
    request: FastifyRequest,
    reply: FastifyReply,
    seconds: number,
    event: string,
    user: string,
  ) {
    request.log.warn({ inboxAudit: { event, user, ip: request.clientAddress } });
    reply.header("retry-after", String(Math.max(1, Math.ceil(seconds))));
    await reply.code(429).send({ error: "rate_limited" } satisfies InboxError);
    return true;
  }

  /**
   * The checks before any password or code is verified: the per-address rate limit, then
   * this address's backoff at `email` (named `logged` in the log); the slow-down's wait. Returns true when it answered
   * (refused): the caller must then return `reply` and verify nothing.
   */
  async function gate(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    logged: string,
  ): Promise<boolean> {
    const counted = await limitPerIp(request);
    if (!counted.isAllowed && counted.isExceeded) {
      return refuseFor(request, reply, counted.ttlInSeconds, "sign-in rate-limited", logged);
    }
    const at = now();
    const { blockedUntil } = await store.inbox.signInFailures(email, request.clientAddress);
    if (blockedUntil !== null && blockedUntil > at.toISOString()) {
      const seconds = (Date.parse(blockedUntil) - at.getTime()) / 1000;
      return refuseFor(request, reply, seconds, "sign-in refused: address blocked", logged);
    }
    const since = new Date(at.getTime() - signInRules.windowMs);
    const wait = slowDownMs(await store.inbox.recentSignInFailures(email, since));
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return false;
  }

  /** Counts a wrong password or code of `email` from this address; logs `event` of `logged`. */
  async function fail(request: FastifyRequest, email: string, event: string, logged: string) {
    const ip = request.clientAddress;
    const { blockedUntil } = await store.inbox.recordSignInFailure(
      email,
      ip,
      now(),
      signInRules.backoff,
    );
    request.log.warn({
      inboxAudit: { event, user: logged, ip, ...(blockedUntil ? { blockedUntil } : {}) },
    });
  }

  /** Signs `email` in: a new session id (no fixation), its failures here forgotten. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, email: string) {
    await store.inbox.clearSignInFailures(email, request.clientAddress);
    await request.session.regenerate();
    request.session.set("user", email);
    request.session.set("signedInAt", now().toISOString());
    request.log.info({
      inboxAudit: { event: "signed in", user: email, ip: request.clientAddress },
    });
    return reply.code(204).send();
  }

  app.decorate("requireUser", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.session?.get("user")) await reply.code(401).send(unauthenticated);
  });

  app.get("/api/inbox/csrf", async (request, reply) => {
    if (!request.session.get("user")) {
      const counted = await limitAnonymous(request);
      if (!counted.isAllowed && counted.isExceeded) {
        reply.header("retry-after", String(counted.ttlInSeconds));
        return reply.code(429).send({ error: "rate_limited" } satisfies InboxError);
      }
    }
    return {
      token: reply.generateCsrf({ userInfo: csrfUserInfo(request) }),
    } satisfies CsrfResponse;
  });

  app.post("/api/inbox/sign-in", { preHandler: app.csrfProtection }, async (request, reply) => {
    const { email: typed, password } = parseRequest(signInRequestSchema, request.body);
    const email = typed.toLowerCase();
    const user = await store.inbox.findUser(email);
    // What was typed is logged only when it names an account (server/logger.ts).
    const logged = loggedAccount(email, user !== null);
    if (await gate(request, reply, email, logged)) return reply;
    // Verified even for an unknown account: the answer and its time say nothing.
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches) {
      await fail(request, email, "sign-in failed", logged);
      return reply.code(401).send(invalidCredentials);
    }
    if (user.totpSecret !== null) {
      await request.session.regenerate();
      request.session.set("pendingUser", email);
      request.session.set("pendingSince", now().toISOString());
      request.log.info({
        inboxAudit: {
          event: "password accepted, code asked",
          user: email,
          ip: request.clientAddress,
        },
      });
      return reply.code(202).send({ next: "totp" } satisfies SignInResponse);
    }
    if (config.requireMfa) {
      request.log.warn({
        inboxAudit: {
          event: "sign-in refused: no second factor",
          user: email,
          ip: request.clientAddress,
        },
      });
      return reply.code(403).send({ error: "mfa_enrolment_required" } satisfies InboxError);
    }
    return signIn(request, reply, email);
  });

  app.post(
    "/api/inbox/sign-in/totp",
    { preHandler: app.csrfProtection },
    async (request, reply) => {
      const { code } = parseRequest(totpRequestSchema, request.body);
      const email = request.session.get("pendingUser");
      if (!email) return reply.code(401).send(unauthenticated);
      if (await gate(request, reply, email, email)) return reply;
      const user = await store.inbox.findUser(email);
      const step = user?.totpSecret ? totpStep(user.totpSecret, code, now()) : null;
      if (step === null) {
        await fail(request, email, "code refused", email);
        return reply.code(401).send({ error: "invalid_code" } satisfies InboxError);
      }
      if (!(await store.inbox.acceptTotpStep(email, step))) {
        await fail(request, email, "code refused: already used", email);
        return reply.code(401).send({ error: "invalid_code" } satisfies InboxError);
      }
      return signIn(request, reply, email);
    },
  );

  app.post(
    "/api/inbox/sign-out",
    { preHandler: [app.requireUser, app.csrfProtection] },
    async (request, reply) => {
      const user = request.session.get("user");
      await request.session.destroy();
      reply.clearCookie(sessionCookie, cookieOptions);
      reply.clearCookie(csrfCookie, cookieOptions);
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
      const email = request.session.get("user")!;
      const user = await store.inbox.findUser(email);
      return { email, language: user?.language ?? null };
    },
  );

  // The user's inbox language (issue 31 item 7): the switch in the inbox's header.
  app.patch(
    "/api/inbox/me",
    { preHandler: [app.requireUser, app.csrfProtection] },
    async (request, reply) => {
      const { language } = parseRequest(patchMeRequestSchema, request.body);
      await store.inbox.setLanguage(request.session.get("user")!, language);
      return reply.code(204).send();
    },
  );
}

/** `inboxAuth` with its decorators visible to the rest of the inbox's scope. */
export const inboxAuthPlugin = fp(inboxAuth, { name: "inbox-auth", fastify: "5.x" });
