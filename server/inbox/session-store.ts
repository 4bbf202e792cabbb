import type { SessionStore } from "@fastify/session";
import type { Session } from "fastify";
import type { InboxStore } from "../storage/inbox-store";

type Callback = (error?: unknown) => void;

/**
 * A @fastify/session store (the express-session `get`/`set`/`destroy` shape) in the lead
 * store's `inbox_sessions` table, so sessions hold across restarts and across servers on
 * one PostgreSQL. Each save sets the row's expiry to `idleMs` after `now()`; a session not
 * used for that long is gone (idle expiry, independent of the cookie's own date, which a
 * client could keep). The signed-in user is stored beside the data, so removing a user
 * ends their sessions.
 */
export class InboxSessionStore implements SessionStore {
  constructor(
    private readonly store: InboxStore,
    private readonly idleMs: number,
    private readonly now: () => Date,
  ) {}

  get(id: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.store.getSession(id, this.now()).then(
      (data) => callback(null, data === null ? null : (JSON.parse(data) as Session)),
      (error: unknown) => callback(error),
    );
  }

  set(id: string, session: Session, callback: Callback): void {
    const expiresAt = new Date(this.now().getTime() + this.idleMs);
    this.store
      .setSession(id, JSON.stringify(session), session.user ?? null, expiresAt)
      .then(() => callback(), callback);
  }

  destroy(id: string, callback: Callback): void {
    this.store.destroySession(id).then(() => callback(), callback);
  }
}
