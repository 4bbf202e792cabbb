import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { InboxEnv } from "../../lib/config/env/inbox";

/** Settings of the leads inbox (issue 20). */
export interface InboxConfig {
  /** `INBOX_DIR`, or the repository's `build/inbox`: `index.html` and `assets/`. */
  dir: string;
  /**
   * `INBOX_SESSION_SECRET`, signing the session cookie; when unset (allowed outside
   * production), drawn by this process, so sessions end at a restart and are not shared.
   */
  sessionSecret: string;
  /** True when `sessionSecret` was drawn at start (the server warns). */
  sessionSecretDrawn: boolean;
  /**
   * Whether a request that really is plain HTTP from loopback may get the plain-HTTP cookie
   * `inbox` (no `Secure`): `NODE_ENV` is not `production` and `SITE_ORIGIN` is unset or a
   * plain-HTTP loopback origin. Every other request gets `__Host-inbox` with `Secure`
   * (auth-plugin.ts `secureTransport`, issue 35 item 4).
   */
  plainHttpOnLoopback: boolean;
  /** `INBOX_REQUIRE_MFA`: every user must pass a TOTP code after the password (issue 35). */
  requireMfa: boolean;
  /** `INBOX_DIGEST`: the morning digest e-mail (issue 31 item 6). */
  digest: boolean;
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The inbox settings of the parsed environment (`inbox`, validated by its schema), given
 * the parsed `SITE_ORIGIN`: draws a session secret when none is set (outside production).
 */
export function inboxConfig(inbox: InboxEnv, siteOrigin: string | undefined): InboxConfig {
  const origin = siteOrigin ? new URL(siteOrigin) : null;
  const loopbackDevelopment =
    inbox.NODE_ENV !== "production" &&
    (origin === null || (origin.protocol === "http:" && loopbackHosts.has(origin.hostname)));
  const secret = inbox.INBOX_SESSION_SECRET;
  return {
    dir: inbox.INBOX_DIR ?? fileURLToPath(new URL("../../build/inbox", import.meta.url)),
    sessionSecret: secret ?? randomBytes(32).toString("hex"),
    sessionSecretDrawn: secret === undefined,
    plainHttpOnLoopback: loopbackDevelopment,
    requireMfa: inbox.INBOX_REQUIRE_MFA,
    digest: inbox.INBOX_DIGEST,
  };
}
