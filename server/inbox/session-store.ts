import type { SessionStore } from "@fastify/session";
import type { Session } from "fastify";
import type { InboxStore } from "../storage/inbox-store";

type Callback = (error?: unknown) => void;

/** The session lifetimes the store enforces, in ms (auth-plugin.ts `signInRules`). */
export interface SessionLifetimes {
  /** Unused this long, a session is gone. */
  idleMs: number;
  /** This long after `signedInAt`, a session is gone, used or not. */
  absoluteMs: number;
  /** This long after `pendingSince` (a right password waiting for its code), it is gone. */
  pendingMs: number;
}

/**
 * A @fastify/session store (the express-session `get`/`set`/`destroy` shape) in the lead
 * store's `inbox_sessions` table, so sessions hold across restarts and across servers on
 * one PostgreSQL. Each save sets the row's expiry to `idleMs` after `now()`, but never past
 * `absoluteMs` after sign-in (or `pendingMs` after a right password awaiting its code): a
 * session not used for 30 minutes, or 12 hours old, is gone (ASVS §3.3.2; independent of
 * the cookie's own date, which a client could keep). The signed-in user is stored beside
 * the data, so removing a user ends their sessions.
 */
export class InboxSessionStore implements SessionStore {
  constructor(
    private readonly store: InboxStore,
    private readonly lifetimes: SessionLifetimes,
    private readonly now: () => Date,
  ) {}

  get(id: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.store.getSession(id, this.now()).then(
      (data) => callback(null, data === null ? null : (JSON.parse(data) as Session)),
      (error: unknown) => callback(error),
    );
  }

  set(id: string, session: Session, callback: Callback): void {
    const { idleMs, absoluteMs, pendingMs } = this.lifetimes;
    const deadlines = [this.now().getTime() + idleMs];
    if (session.signedInAt) deadlines.push(Date.parse(session.signedInAt) + absoluteMs);
    else if (session.pendingSince) deadlines.push(Date.parse(session.pendingSince) + pendingMs);
    this.store
      .setSession(
        id,
        JSON.stringify(session),
        session.user ?? null,
        new Date(Math.min(...deadlines)),
      )
      .then(() => callback(), callback);
  }

  destroy(id: string, callback: Callback): void {
    this.store.destroySession(id).then(() => callback(), callback);
  }
}
