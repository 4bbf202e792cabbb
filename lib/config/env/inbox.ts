import { z } from "zod";
import { secret, text } from "./fields";
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
    NODE_ENV: text()
      .meta({ unset: "(none)" })
      .describe(
        "`production` requires `INBOX_SESSION_SECRET`; otherwise, with `SITE_ORIGIN` unset or a plain-HTTP loopback origin, the inbox cookie is `inbox` without `Secure` (development over plain HTTP).",
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
