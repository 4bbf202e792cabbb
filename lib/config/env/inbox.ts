import { z } from "zod";
import { flag, secret, text } from "./fields";
import { whenParsed } from "./parse";

/** The leads inbox's settings (issue 20). */
export const inboxEnv = z
  .object({
    INBOX_DIR: text()
      .meta({ unset: "`build/inbox`" })
      .describe("The leads inbox UI's build (`index.html`, `assets/`)."),
    INBOX_SESSION_SECRET: secret()
      .meta({ unset: "random per process" })
      .describe(
        "Key signing the inbox's session cookie, at least 32 characters, the same on every server; required with `NODE_ENV=production`. Unset elsewhere, each process draws one, so sessions end at a restart.",
      ),
    INBOX_REQUIRE_MFA: flag().describe(
      "`1`: every inbox user must pass a TOTP code after the password; a user without a factor cannot sign in until enrolled with `npm run leads -- user mfa EMAIL`. `0` or unset: only users who have one are asked.",
    ),
    INBOX_DIGEST: flag().describe(
      "`1`: each working morning at 09:00 office time (content/facts.yaml hours, content/holidays.yaml), every inbox user with leads overdue or due that day, assigned to them or to nobody, gets one e-mail listing them (name, company, sector, due time, a link), in their inbox language, through `SMTP_URL` (required) from `LEADS_FROM`, with links on `LEADS_LINK_ORIGIN`; retried as lead e-mails are, once per user and day across restarts and servers. `0` or unset: none.",
    ),
    NODE_ENV: text()
      .meta({ unset: "(none)" })
      .describe(
        "`production` requires `INBOX_SESSION_SECRET`; otherwise, with `SITE_ORIGIN` unset or a plain-HTTP loopback origin, a request that really is plain HTTP from the machine itself (no trusted proxy saying otherwise) gets the inbox cookie `inbox` without `Secure` (development); every other request gets `__Host-inbox` with `Secure`.",
      ),
  })
  .superRefine(
    (env, context) => {
      if (env.NODE_ENV === "production" && !env.INBOX_SESSION_SECRET) {
        context.addIssue({
          code: "custom",
          path: ["INBOX_SESSION_SECRET"],
          message:
            "is required with NODE_ENV=production: at least 32 characters, e.g. openssl rand -hex 32",
        });
      }
    },
    whenParsed("INBOX_SESSION_SECRET", "NODE_ENV"),
  )
  .meta({
    title: "Inbox",
    description: "The leads inbox (`/inbox/`), read with the server's settings.",
  });

/** The parsed {@link inboxEnv}. */
export type InboxEnv = z.output<typeof inboxEnv>;
