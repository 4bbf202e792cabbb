import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";

/** Settings of the leads inbox (issue 20). */
export interface InboxConfig {
  /** Folder of the inbox UI's build: `index.html` and `assets/` (`INBOX_DIR`, default `build/inbox`). */
  dir: string;
  /**
   * Key signing the session cookie (`INBOX_SESSION_SECRET`, at least 32 characters);
   * required with `NODE_ENV=production`; elsewhere, when unset, each process draws one
   * (sessions then end at a restart and are not shared by servers).
   */
  sessionSecret: string;
  /** True when `sessionSecret` was drawn at start (the server warns). */
  sessionSecretDrawn: boolean;
  /**
   * The session cookie is `__Host-inbox` with `Secure` (served over HTTPS), except in
   * plain-HTTP development on loopback: `NODE_ENV` is not `production` and `SITE_ORIGIN` is
   * unset or a plain-HTTP loopback origin; then it is `inbox`, without `Secure`.
   */
  secureCookie: boolean;
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The inbox settings of `env`, given the parsed `SITE_ORIGIN`; throws when
 * `INBOX_SESSION_SECRET` is shorter than 32 characters, or missing with
 * `NODE_ENV=production`.
 */
export function inboxConfig(env: NodeJS.ProcessEnv, siteOrigin: string | undefined): InboxConfig {
  const origin = siteOrigin ? new URL(siteOrigin) : null;
  const production = env.NODE_ENV === "production";
  const loopbackDevelopment =
    !production &&
    (origin === null || (origin.protocol === "http:" && loopbackHosts.has(origin.hostname)));
  const secret = env.INBOX_SESSION_SECRET?.trim();
  if (secret !== undefined && secret !== "" && secret.length < 32) {
    throw new Error(
      `INBOX_SESSION_SECRET must be at least 32 characters (e.g. openssl rand -hex 32), got ${secret.length}`,
    );
  }
  if (!secret && production) {
    throw new Error(
      "INBOX_SESSION_SECRET is required with NODE_ENV=production: at least 32 characters, e.g. openssl rand -hex 32",
    );
  }
  return {
    dir: env.INBOX_DIR?.trim() || fileURLToPath(new URL("../../build/inbox", import.meta.url)),
    sessionSecret: secret || randomBytes(32).toString("hex"),
    sessionSecretDrawn: !secret,
    secureCookie: !loopbackDevelopment,
  };
}
