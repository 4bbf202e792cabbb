import { z } from "zod";
import { defaultLocale, locales } from "../../i18n/locales";
import { flag, oneOf, secret, text, textOr, url, wholeNumber, wholeNumberOr } from "./fields";
import { whenParsed } from "./parse";

const day = 86_400_000;

/** The leads API's settings: its storage, its limits and the delivery of each lead. */
export const leadsEnv = z
  .object({
    LEADS_DB: textOr("data/leads.db").describe(
      "SQLite file of the leads and their outbox, from the working directory (the folder is created).",
    ),
    DATABASE_URL: text()
      .meta({ unset: "(none: SQLite)" })
      .describe(
        "PostgreSQL connection string, e.g. `postgres://user:pass@db:5432/leads`: the leads and the outbox live there instead of SQLite, shared by every server.",
      ),
    LEADS_RATE_LIMIT: wholeNumberOr(10, { max: 1_000_000 }).describe(
      "Lead submissions per client address per window, counted in the lead store (shared by servers, kept across restarts); `0` turns the limit off.",
    ),
    LEADS_RATE_WINDOW_SECONDS: wholeNumber({ max: 86_400, floor: 1 })
      .meta({ unset: "`rateLimitWindowMinutes` of content/facts.yaml × 60" })
      .describe("The rate-limit window, in seconds (the privacy policy states it)."),
    LEADS_NO_SCRIPT_DAILY_CAP: wholeNumberOr(5, { max: 1_000_000 }).describe(
      "Leads sent without JavaScript (plain form posts) one client address may send in 24 hours; the next are stored as spam (`daily_cap`) for the team to check; `0` turns the cap off.",
    ),
    LEADS_CHALLENGE_RATE_LIMIT: wholeNumberOr(60, { max: 1_000_000 }).describe(
      "ALTCHA challenges (`GET /api/leads/challenge`) one client address may fetch a minute, counted in memory; past it `429` and the connection closed; `0` turns the limit off.",
    ),
    LEADS_STORE_TIMEOUT_MS: wholeNumberOr(2000, { max: 60_000, floor: 10 }).describe(
      "One budget, in ms, for a lead request's database calls (rate-limit count, insert); a lead not stored by then gets `503` + `Retry-After`. Under 10 counts as 10.",
    ),
    SMTP_URL: text()
      .meta({ unset: "(none: no e-mail)" })
      .describe(
        "Mail server each lead is e-mailed through, e.g. `smtp://user:pass@mail.example.com:587`; TLS required (`smtps://`, or STARTTLS on `smtp://`) unless the URL ends in `?plaintext=allow`.",
      ),
    LEADS_TO: text()
      .meta({ unset: "the sales address of content/facts.yaml" })
      .describe("Recipient(s) of the lead e-mails."),
    LEADS_FROM: text()
      .meta({ unset: "the general address of content/facts.yaml" })
      .describe("Sender of the lead e-mails."),
    LEADS_LANGUAGE: oneOf(locales, defaultLocale).describe(
      "Language of the sales team's lead e-mails: a code of `content/locales.json`.",
    ),
    LEADS_WEBHOOK_URL: url("https://crm.example.com/hooks/leads")
      .meta({ unset: "(none: no webhook)" })
      .describe(
        "Receives each lead (without its IP address) as JSON, signed in `X-Signature`; needs `LEADS_WEBHOOK_SECRET`. Set `privacy.crmConnected: true` in content/facts.yaml too, so the privacy policy names the CRM; the server warns at start otherwise.",
      ),
    LEADS_WEBHOOK_SECRET: text()
      .meta({ unset: "(none)" })
      .describe("HMAC-SHA256 key of the webhook's `X-Signature`."),
    LEADS_RETRY_BASE_MS: wholeNumberOr(10_000, { max: day, floor: 1 }).describe(
      "First delivery retry delay, in ms; doubles per attempt, with jitter.",
    ),
    LEADS_RETRY_MAX_MS: wholeNumberOr(3_600_000, { max: day, floor: 1 }).describe(
      "Longest delivery retry delay, in ms.",
    ),
    LEADS_POLL_MS: wholeNumberOr(1000, { max: 3_600_000, floor: 10 }).describe(
      "How often, in ms, the outbox worker looks for due deliveries. Under 10 counts as 10.",
    ),
    LEADS_LEASE_MS: wholeNumberOr(15_000, { max: day, floor: 300 }).describe(
      "How long, in ms, a claimed delivery stays leased to its server; renewed every third of it while it runs, so a dead server's claims go to any server after it. Under 300 counts as 300.",
    ),
    LEADS_INSTANCE_ID: text()
      .meta({ unset: "`hostname:PORT`" })
      .describe(
        "This server's id in outbox claims, unique among running servers; kept across a restart, the restarted server releases its previous claims at once (a new id waits one lease).",
      ),
    ALTCHA_HMAC_KEY: secret()
      .meta({ unset: "generated once, kept in the lead store" })
      .describe(
        "Key signing the ALTCHA challenges, at least 32 characters (e.g. `openssl rand -hex 32`); unset, the first server generates one and every server on the store, restarted or not, uses it.",
      ),
    LEADS_AUTOREPLY: flag().describe(
      "`1`: each visitor gets a short confirmation in the page's language (`content/email/<locale>/autoreply.yaml`), at most one per address per day; needs `SMTP_URL`.",
    ),
  })
  .superRefine(
    (env, context) => {
      if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
        context.addIssue({
          code: "custom",
          path: ["LEADS_WEBHOOK_URL"],
          message: "needs LEADS_WEBHOOK_SECRET",
        });
      }
    },
    whenParsed("LEADS_WEBHOOK_URL", "LEADS_WEBHOOK_SECRET"),
  )
  .superRefine(
    (env, context) => {
      if (env.LEADS_AUTOREPLY && !env.SMTP_URL) {
        context.addIssue({
          code: "custom",
          path: ["LEADS_AUTOREPLY"],
          message: "LEADS_AUTOREPLY=1 needs SMTP_URL",
        });
      }
    },
    whenParsed("LEADS_AUTOREPLY", "SMTP_URL"),
  )
  .meta({
    title: "Leads",
    description:
      "The leads API (`POST /api/leads`), its store and the delivery of each lead, read with the server's settings.",
  });

/** The parsed {@link leadsEnv}. */
export type LeadsEnv = z.output<typeof leadsEnv>;
