/**
 * The leads inbox's HTTP contract (issue 20): the zod schemas and types of every request
 * and response under `/api/inbox/`, shared by the server (server/inbox/) and the inbox UI.
 * The server validates each request with these schemas where it enters; the UI may parse
 * responses with them. Every body is JSON; errors are `{ error: InboxErrorCode }`.
 */
import { z } from "zod";
import { leadRecord, recordFields, type RecordField } from "../leads/lead-record";
import { spamReasons } from "../leads/spam-reasons";
import { inboxLanguages } from "./languages";

/** Where each endpoint lives; `:id` is a lead's id. */
export const inboxApiPaths = {
  csrf: "/api/inbox/csrf",
  signIn: "/api/inbox/sign-in",
  signInTotp: "/api/inbox/sign-in/totp",
  signOut: "/api/inbox/sign-out",
  me: "/api/inbox/me",
  facets: "/api/inbox/facets",
  leads: "/api/inbox/leads",
  lead: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}`,
  notes: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}/notes`,
  erase: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}/erase`,
  exportCsv: "/api/inbox/export.csv",
  exportJson: "/api/inbox/export.json",
  dashboard: "/api/inbox/dashboard",
  users: "/api/inbox/users",
} as const;

/** The header every state-changing request (POST, PATCH) carries the CSRF token in. */
export const csrfHeader = "X-CSRF-Token";

/**
 * Error codes: `unauthenticated` (401, no valid session), `csrf` (403, missing or wrong
 * token), `invalid_credentials` (401 at sign-in: wrong password and unknown account alike),
 * `invalid_code` (401: a wrong, expired or already used TOTP code), `mfa_enrolment_required`
 * (403: right password, but `INBOX_REQUIRE_MFA=1` and the user has no second factor yet),
 * `rate_limited` (429, with `Retry-After` in seconds: too many attempts from this address), `not_found` (404),
 * `invalid_request` (400, with `issues` naming each bad field), `unavailable` (503, the
 * database is busy: try again after `Retry-After`), `internal` (500).
 */
export const inboxErrorCodes = [
  "unauthenticated",
  "csrf",
  "invalid_credentials",
  "invalid_code",
  "mfa_enrolment_required",
  "rate_limited",
  "not_found",
  "invalid_request",
  "unavailable",
  "internal",
] as const;
export type InboxErrorCode = (typeof inboxErrorCodes)[number];

/** An error response; `issues` only with `invalid_request`. */
export const inboxErrorSchema = z.object({
  error: z.enum(inboxErrorCodes),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type InboxError = z.infer<typeof inboxErrorSchema>;

/** The sales workflow's steps, in order; a new lead is `new`. */
export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * What the list filters on and a PATCH sets: a workflow step, or `spam` (the lead's spam
 * flag; filtering on a step excludes spam).
 */
export const inboxStatuses = [...leadStatuses, "spam"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

/** Where a lead is delivered (server/storage/lead-store.ts `Channel`). */
export const deliveryChannels = ["email", "webhook", "autoreply"] as const;

// ---------------------------------------------------------------- session

/**
 * `GET /api/inbox/csrf` → the token to send in `X-CSRF-Token` (works without a session).
 * Sign-in starts a new session, so the token changes: fetch it again after signing in.
 */
export const csrfResponseSchema = z.object({ token: z.string() });
export type CsrfResponse = z.infer<typeof csrfResponseSchema>;

/**
 * `POST /api/inbox/sign-in` body → 204 and the session cookie; or, when the user has a
 * second factor, 202 `{next: "totp"}`: send the code to `POST sign-in/totp` within 5 minutes.
 */
export const signInRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** `POST /api/inbox/sign-in`'s 202 answer: a TOTP code comes next. */
export const signInResponseSchema = z.object({ next: z.literal("totp") });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/**
 * `POST /api/inbox/sign-in/totp` body: the authenticator app's 6-digit code (spaces
 * allowed) → 204 and the session cookie.
 */
export const totpRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3}$/, "the code is 6 digits"),
});
export type TotpRequest = z.infer<typeof totpRequestSchema>;

/**
 * `GET /api/inbox/me` → the signed-in user: e-mail and the inbox language they chose, or null
 * to follow the browser's (issue 31 item 7).
 */
export const meResponseSchema = z.object({
  email: z.string(),
  language: z.enum(inboxLanguages).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * `PATCH /api/inbox/me {language}` → 204: stores the signed-in user's inbox language (a tag
 * of `inboxLanguages`), or null to follow the browser's again.
 */
export const patchMeRequestSchema = z.strictObject({
  language: z.enum(inboxLanguages).nullable(),
});
export type PatchMeRequest = z.infer<typeof patchMeRequestSchema>;

// ---------------------------------------------------------------- list

/** `GET /api/inbox/facets` → the values present in the store, for the filter menus, sorted. */
export const facetsResponseSchema = z.object({
  forms: z.array(z.string()),
  locales: z.array(z.string()),
  sectors: z.array(z.string()),
  sources: z.array(z.string()),
  campaigns: z.array(z.string()),
});
export type FacetsResponse = z.infer<typeof facetsResponseSchema>;

const isoDay = z.iso.date({ error: "must be a date as YYYY-MM-DD" });
const filterValue = z.string().trim().min(1).max(500);
/** The longest search (`q`) the list takes, in characters. */
export const searchMaxLength = 200;

/**
 * What the list's `reason` filter takes (issue 28): a spam reason (lib/leads/spam-reasons.ts),
 * or `check` for every reason a real buyer can trip over (`curableSpamReasons`).
 */
export const spamReasonFilters = ["check", ...spamReasons] as const;
export type SpamReasonFilter = (typeof spamReasonFilters)[number];

/**
 * The owner filter's words (issue 31): `mine`, the signed-in user's leads; `unassigned`,
 * those of nobody. Any other value is an inbox user's e-mail address.
 */
export const ownerFilters = ["mine", "unassigned"] as const;

/**
 * The reply filter (issue 31): `waiting`, the new leads nobody has answered yet; `overdue`,
 * those of them past their due time.
 */
export const replyFilters = ["waiting", "overdue"] as const;
export type ReplyFilter = (typeof replyFilters)[number];

/**
 * The list's filter, as query parameters (also those of the exports). Every field is
 * optional; together they narrow (AND). Without `status`, every lead but spam. `sector` is the lead's product category (the
 * form's sector choice); `source` is `utm_source`, or the referrer's host without it;
 * `from`/`to` are UTC days, both inclusive; `q` searches name, company, e-mail and message,
 * case-insensitive, as a substring. `owner` and `reply`: see `ownerFilters`, `replyFilters`. `reason` keeps the spam stored for that reason: without
 * `status` it lists spam; only spam has a reason, so with a workflow step nothing matches.
 */
export const leadFilterSchema = z.object({
  status: z.enum(inboxStatuses).optional(),
  owner: z.union([z.enum(ownerFilters), z.email().max(254)]).optional(),
  reply: z.enum(replyFilters).optional(),
  reason: z.enum(spamReasonFilters).optional(),
  form: filterValue.optional(),
  locale: filterValue.optional(),
  sector: filterValue.optional(),
  source: filterValue.optional(),
  campaign: filterValue.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: z.string().trim().max(searchMaxLength).optional(),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

/** Page sizes of the list. */
export const pageLimits = { min: 1, max: 100, default: 50 } as const;

/** The list's orders: newest first, or soonest due first (issue 31). */
export const listSorts = ["newest", "due"] as const;

/**
 * `GET /api/inbox/leads` query: the filter, `sort`, an opaque `cursor` from the last page,
 * `limit`.
 */
export const leadsQuerySchema = leadFilterSchema.extend({
  sort: z.enum(listSorts).default("newest"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(pageLimits.min)
    .max(pageLimits.max)
    .default(pageLimits.default),
});
export type LeadsQuery = z.input<typeof leadsQuerySchema>;

/** One row of the list. Times are ISO-8601 UTC. */
export const leadSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(leadStatuses),
  spam: z.boolean(),
  form: z.string(),
  locale: z.string(),
  sector: z.string().nullable(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  /** The phone number's country (ISO 3166-1 alpha-2), when the lead gave a phone. */
  country: z.string().nullable(),
  /** `utm_source`, else the referrer's host, else null (direct). */
  source: z.string().nullable(),
  /** `utm_campaign`. */
  campaign: z.string().nullable(),
  withoutJavaScript: z.boolean(),
  /**
   * Why a spam lead is spam (issue 28; lib/leads/spam-reasons.ts); null for a lead, and for
   * spam stored before the reason was kept (migration 6).
   */
  spamReason: z.enum(spamReasons).nullable(),
  /**
   * When a reply is due (issue 31): one business day after `createdAt` in office hours,
   * ISO 8601 in office time with its offset (e.g. 2026-03-16T13:30:00+08:00).
   */
  dueAt: z.string().nullable(),
  /** The inbox user the lead is assigned to, or null. */
  owner: z.string().nullable(),
  /** When it was first answered (marked contacted, or a reply note), ISO UTC, or null. */
  firstResponseAt: z.string().nullable(),
  /**
   * The promise at the time of the request, in business time (ms of office hours): `due`
   * (time left), `overdue` (time past the due time), `answered` (time to the first
   * response); null for spam and for a lead closed without a recorded response.
   */
  promise: z
    .object({ state: z.enum(["due", "overdue", "answered"]), businessMs: z.number().int() })
    .nullable(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/** `GET /api/inbox/leads` → newest first; `nextCursor` null on the last page. */
export const leadsPageSchema = z.object({
  leads: z.array(leadSummarySchema),
  nextCursor: z.string().nullable(),
});
export type LeadsPage = z.infer<typeof leadsPageSchema>;

/**
 * `filter` as a query string (without `?`), empty fields left out, in a fixed order: the
 * inbox's URL, the list request and the export links all use it.
 */
export function filterToSearch(filter: LeadFilter & { cursor?: string; limit?: number }): string {
  const params = new URLSearchParams();
  for (const key of [...Object.keys(leadFilterSchema.shape), "cursor", "limit"] as const) {
    const value = filter[key as keyof typeof filter];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

// ---------------------------------------------------------------- one lead

/** One delivery attempt (the outbox worker's log). */
export const deliveryAttemptSchema = z.object({
  channel: z.enum(deliveryChannels),
  at: z.string(),
  result: z.enum(["delivered", "failed"]),
  error: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** Longest note, in characters. */
export const noteMaxLength = 5000;

/** An internal note; `author` is the e-mail of the user who wrote it. */
export const noteSchema = z.object({
  id: z.string(),
  author: z.string(),
  at: z.string(),
  text: z.string(),
  /** A reply to the buyer, recorded as the first response when it is the first (issue 31). */
  reply: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

/** A lead's attribution; each field null when the visitor's browser did not send it. */
export const leadAttributionSchema = z.object({
  landingPage: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  clickId: z.string().nullable(),
});

/** How the API sends a lead record field of each kind (lib/leads/lead-record.ts). */
const keptSchemas = {
  text: z.string(),
  optional: z.string().nullable(),
  flag: z.boolean(),
  integer: z.number().int().nullable(),
  /** A quote's lines of goods (issue 30): product, and quantity and unit when given. */
  lines: z.array(
    z.object({
      product: z.string(),
      quantity: z.number().optional(),
      unit: z.string().optional(),
    }),
  ),
  list: z.array(z.string()),
} as const;

/** Every field of the lead record, typed by how it is kept (issue 36). */
const recordShape = Object.fromEntries(
  recordFields.map((field) => [field, keptSchemas[leadRecord[field].kept]]),
) as { [F in RecordField]: (typeof keptSchemas)[(typeof leadRecord)[F]["kept"]] };

/**
 * `GET /api/inbox/leads/:id` (and PATCH's answer): every field of the lead record (so a new
 * field reaches the inbox without a change here) with the summary's, attribution, delivery
 * attempts oldest first, notes oldest first. `page` is the page the form was on; `clientIp`
 * is cleared after the privacy policy's period.
 */
/**
 * One file of a lead (issue 30): `url` downloads it (a session needed); `threat` names what
 * clamd found in a quarantined file, which is never delivered (its `url` is null).
 */
export const leadAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  url: z.string().nullable(),
  /** The thumbnail of an image (JPEG, PNG, WebP); null for other files. */
  thumbnailUrl: z.string().nullable(),
  threat: z.string().nullable(),
});
export type LeadAttachment = z.infer<typeof leadAttachmentSchema>;

export const leadDetailSchema = z.object(recordShape).extend({
  ...leadSummarySchema.shape,
  attribution: leadAttributionSchema,
  deliveries: z.array(deliveryAttemptSchema),
  notes: z.array(noteSchema),
  attachments: z.array(leadAttachmentSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/**
 * `PATCH /api/inbox/leads/:id` body: a status, an owner, or both. Moving a lead to
 * `contacted` records its first response (once). `spam` marks the lead as spam; a workflow step on a
 * spam lead takes it out of spam and forwards it (as `npm run leads -- not-spam`).
 */
export const patchLeadRequestSchema = z
  .strictObject({
    status: z.enum(inboxStatuses).optional(),
    /** Assigns the lead to this inbox user (issue 31); null takes it from its owner. */
    owner: z.email().max(254).nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.owner !== undefined, {
    message: "status or owner is required",
  });
export type PatchLeadRequest = z.infer<typeof patchLeadRequestSchema>;

/** `GET /api/inbox/users` → the inbox users a lead can be assigned to, sorted (issue 31). */
export const usersResponseSchema = z.object({ users: z.array(z.string()) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** `POST /api/inbox/leads/:id/notes` body → the stored `Note` (201). */
export const noteRequestSchema = z.strictObject({
  text: z.string().trim().min(1).max(noteMaxLength),
  /** The note records a reply sent to the buyer (issue 31). */
  reply: z.boolean().default(false),
});
export type NoteRequest = z.input<typeof noteRequestSchema>;

/**
 * `POST /api/inbox/leads/:id/erase` → rows removed for the lead's e-mail address (every
 * lead of that person, in any letter case, as `npm run leads -- erase --email`).
 */
export const eraseResponseSchema = z.object({
  erased: z.object({
    leads: z.number().int(),
    deliveries: z.number().int(),
    notes: z.number().int(),
    /** Files of those leads, deleted from the upload store too (issue 30). */
    attachments: z.number().int(),
  }),
});
export type EraseResponse = z.infer<typeof eraseResponseSchema>;

// ---------------------------------------------------------------- dashboard

/** The key counting leads without a sector or source in the dashboard's breakdowns. */
export const noneKey = "(none)";

/**
 * How many weeks the dashboard covers, how many rows its rankings keep, and how many days
 * (today included) its count of spam to check covers (issue 28).
 */
export const dashboardSpan = { weeks: 26, top: 20, spamDays: 14 } as const;

const counts = z.record(z.string(), z.number().int());

/**
 * `GET /api/inbox/dashboard` (spam excluded): `weeks` oldest first, the current week last,
 * each starting on its Monday (UTC), weeks without leads included with zeros (and empty
 * breakdowns); `landingPages` (the attribution's landing page, else the form's page) and
 * `campaigns` ranked by leads over the same 26 weeks, at most 20 each. `spamToCheck`: the
 * spam stored for a reason a real buyer can trip over (`curableSpamReasons`), per UTC day
 * over the last 14 days, oldest first, today last, days without any included with 0, so a
 * wrong verdict is seen within a day (issue 28).
 */
export const dashboardResponseSchema = z.object({
  weeks: z.array(
    z.object({
      week: isoDay,
      total: z.number().int(),
      byLocale: counts,
      bySector: counts,
      bySource: counts,
    }),
  ),
  landingPages: z.array(z.object({ page: z.string(), leads: z.number().int() })),
  campaigns: z.array(
    z.object({
      source: z.string().nullable(),
      campaign: z.string().nullable(),
      leads: z.number().int(),
    }),
  ),
  spamToCheck: z.array(z.object({ day: isoDay, count: z.number().int() })),
  /**
   * The one-business-day promise (issue 31), over the same 26 weeks by week of arrival:
   * `answered` leads with their median and 90th-percentile first-response time in business
   * time (ms, read to the 10 minutes above: null without answers); `decided` leads (answered,
   * or open past their due time) and how many of them were `kept` (answered by the due
   * time), per week and per sector; and the open leads past due now, `overdueCount` in all
   * and the 20 longest overdue (due time in office time, with offset).
   */
  promise: z.object({
    weeks: z.array(
      z.object({
        week: isoDay,
        answered: z.number().int(),
        medianMs: z.number().int().nullable(),
        p90Ms: z.number().int().nullable(),
        decided: z.number().int(),
        kept: z.number().int(),
      }),
    ),
    bySector: z.array(
      z.object({ sector: z.string(), decided: z.number().int(), kept: z.number().int() }),
    ),
    overdueCount: z.number().int(),
    overdue: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        company: z.string().nullable(),
        sector: z.string().nullable(),
        dueAt: z.string(),
        owner: z.string().nullable(),
      }),
    ),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
