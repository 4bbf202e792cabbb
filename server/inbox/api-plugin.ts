import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { recordOf } from "../../lib/leads/lead-record";
import {
  dashboardSpan,
  leadFilterSchema,
  leadsQuerySchema,
  noteRequestSchema,
  patchLeadRequestSchema,
  type EraseResponse,
  type FacetsResponse,
  type InboxError,
  type LeadDetail,
  type LeadSummary,
  type LeadFilter,
  type LeadsPage,
  type UsersResponse,
  type Note,
} from "../../lib/inbox/api";
import { csvChunks, firstPageRead, jsonChunks } from "../leads/export";
import type { InboxLead, ListCursor } from "../storage/inbox-store";
import type { Channel, LeadStore } from "../storage/lead-store";
import { businessTimeBetween, officeIso, type OfficeCalendar } from "./business-time";
import { sendAttachment, sendThumbnail } from "../uploads/send-attachment";

/** Where the inbox downloads file `id` of a lead (issue 30). */
const inboxDownloadPath = (id: string) => `/api/inbox/attachments/${encodeURIComponent(id)}`;
/** The files the inbox shows a thumbnail of. */
const thumbnailTypes = ["image/jpeg", "image/png", "image/webp"];
import type { UploadStore } from "../uploads/upload-store";
import type { ErasureLog } from "../privacy/erasure-log";
import { erasePerson } from "../privacy/erase-person";
import { dashboardResponse, dashboardSince, spamCheckSince } from "./dashboard";
import { InvalidRequestError, parseRequest } from "./inbox-errors";

export interface InboxApiOptions {
  store: LeadStore;
  /** The office's hours and holidays: the reply promise's business time (issue 31). */
  calendar: OfficeCalendar;
  /** Where the leads' files are (issue 30). */
  uploads: UploadStore;
  /** Where each erasure is logged before it is made (issue 32). */
  erasureLog: ErasureLog;
  /** Where a lead taken out of spam is delivered (`leadChannels` of the config). */
  channels: readonly Channel[];
  now: () => Date;
}

/**
 * The cursor the list hands out: the last row's sort key (created_at, or due_at when sorted
 * by due time) and id, base64url JSON.
 */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString("base64url");
}

/** `cursor` decoded; throws `InvalidRequestError` when it is not one this server made. */
export function decodeCursor(cursor: string): ListCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((part) => typeof part === "string")
    ) {
      return { key: value[0] as string, id: value[1] as string };
    }
  } catch {
    // answered below
  }
  throw new InvalidRequestError([{ path: "cursor", message: "not a cursor of this list" }]);
}

/** The phone number's country (ISO 3166-1 alpha-2), or null. */
function phoneCountry(phone: string | null): string | null {
  return (phone && parsePhoneNumberFromString(phone)?.country) || null;
}

/**
 * Where `lead` stands against the one-business-day promise at `now` (issue 31), in
 * business time: answered in, overdue by, or due in; null for spam and for a lead closed
 * without a recorded response.
 */
function promiseOf(lead: InboxLead, now: Date, calendar: OfficeCalendar): LeadSummary["promise"] {
  if (lead.spam) return null;
  if (lead.firstResponseAt !== null) {
    return { state: "answered", businessMs: lead.firstResponseMs ?? 0 };
  }
  if (lead.status !== "new" || lead.dueAt === null) return null;
  const due = new Date(lead.dueAt);
  return due.getTime() <= now.getTime()
    ? { state: "overdue", businessMs: businessTimeBetween(due, now, calendar) }
    : { state: "due", businessMs: businessTimeBetween(now, due, calendar) };
}

function toSummary(lead: InboxLead, now: Date, calendar: OfficeCalendar): LeadSummary {
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    status: lead.status,
    spam: lead.spam,
    form: lead.form,
    locale: lead.locale,
    sector: lead.category,
    name: lead.name,
    company: lead.company,
    email: lead.email,
    country: phoneCountry(lead.phone),
    source: lead.source,
    campaign: lead.attribution.utmCampaign,
    withoutJavaScript: lead.withoutJavaScript,
    spamReason: lead.spamReason,
    dueAt: lead.dueAt === null ? null : officeIso(new Date(lead.dueAt), calendar),
    owner: lead.owner,
    firstResponseAt: lead.firstResponseAt,
    promise: promiseOf(lead, now, calendar),
  };
}

const notFound: InboxError = { error: "not_found" };

/**
 * The inbox's JSON API under `/api/inbox/` (issue 20), every route behind `requireUser`
 * and every POST/PATCH behind the CSRF check: facets, the cursor-paginated list, a lead
 * with its delivery log and notes, its status (out of spam it is forwarded as
 * `npm run leads -- not-spam` does), notes, the exports of a filter (the columns and
 * formula neutralising of server/leads/export.ts), erasure of the lead's person (as
 * `erase --email`), and the dashboard. Requests are validated by the contract's schemas
 * (lib/inbox/api.ts).
 */
export async function inboxApiPlugin(
  app: FastifyInstance,
  { store, uploads, erasureLog, calendar, channels, now }: InboxApiOptions,
) {
  const inbox = store.inbox;
  const read = { preHandler: app.requireUser };
  const write = { preHandler: [app.requireUser, app.csrfProtection] };

  async function detail(id: string): Promise<LeadDetail | null> {
    const lead = await inbox.getLead(id);
    if (!lead) return null;
    const [deliveries, notes, files] = await Promise.all([
      inbox.attempts(id),
      inbox.notes(id),
      store.attachments(id),
    ]);
    return {
      ...recordOf(lead),
      ...toSummary(lead, now(), calendar),
      attribution: lead.attribution,
      deliveries,
      notes,
      attachments: files.map((file) => ({
        id: file.id,
        name: file.name,
        type: file.type,
        size: file.size,
        sha256: file.sha256,
        url: file.threat ? null : inboxDownloadPath(file.id),
        thumbnailUrl:
          !file.threat && thumbnailTypes.includes(file.type)
            ? `${inboxDownloadPath(file.id)}/thumbnail`
            : null,
        threat: file.threat,
      })),
    };
  }

  app.get("/api/inbox/facets", read, async (): Promise<FacetsResponse> => inbox.facets());

  /** `filter` with the owner `mine` read as the signed-in user. */
  const ownFilter = <T extends LeadFilter>(filter: T, user: string | undefined): T =>
    filter.owner === "mine" ? { ...filter, owner: user ?? "" } : filter;

  app.get("/api/inbox/users", read, async (): Promise<UsersResponse> => {
    const users = await inbox.listUsers();
    return { users: users.map((user) => user.email) };
  });

  app.get("/api/inbox/leads", read, async (request): Promise<LeadsPage> => {
    const { cursor, limit, sort, ...query } = parseRequest(leadsQuerySchema, request.query);
    const filter = ownFilter(query, request.session.get("user"));
    const at = now();
    const rows = await inbox.listLeads(filter, cursor ? decodeCursor(cursor) : null, limit + 1, {
      sort,
      now: at,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      leads: page.map((lead) => toSummary(lead, at, calendar)),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ key: (sort === "due" ? last.dueAt : last.createdAt) ?? "", id: last.id })
          : null,
    };
  });

  app.get<{ Params: { id: string } }>("/api/inbox/leads/:id", read, async (request, reply) => {
    const found = await detail(request.params.id);
    return found ?? reply.code(404).send(notFound);
  });

  app.patch<{ Params: { id: string } }>("/api/inbox/leads/:id", write, async (request, reply) => {
    const { status, owner } = parseRequest(patchLeadRequestSchema, request.body);
    const { id } = request.params;
    const user = request.session.get("user");
    const lead = await inbox.getLead(id);
    if (!lead) return reply.code(404).send(notFound);
    if (owner !== undefined) {
      const email = owner === null ? null : owner.trim().toLowerCase();
      if (!(await inbox.assign(id, email))) {
        throw new InvalidRequestError([{ path: "owner", message: "not an inbox user" }]);
      }
      request.log.info({ inboxAudit: { event: "lead owner", leadId: id, owner: email, user } });
    }
    if (status === "spam") {
      if (!lead.spam) await inbox.markSpam(id);
    } else if (status !== undefined) {
      if (lead.spam) await store.markNotSpam(id, channels);
      await inbox.setStatus(id, status);
      if (status === "contacted") await inbox.recordFirstResponse(id, now());
    }
    if (status !== undefined) {
      request.log.info({ inboxAudit: { event: "lead status", leadId: id, status, user } });
    }
    return detail(id);
  });

  app.post<{ Params: { id: string } }>(
    "/api/inbox/leads/:id/notes",
    write,
    async (request, reply) => {
      const { text, reply: isReply } = parseRequest(noteRequestSchema, request.body);
      const at = now();
      const note: Note = {
        id: randomUUID(),
        author: request.session.get("user")!,
        at: at.toISOString(),
        text,
        reply: isReply,
      };
      if (!(await inbox.addNote(request.params.id, note))) return reply.code(404).send(notFound);
      if (isReply) await inbox.recordFirstResponse(request.params.id, at);
      return reply.code(201).send(note);
    },
  );

  // Streamed page by page with backpressure (issue 35, item 8): memory holds a page or two
  // however many leads match, and the first page is read before the answer starts, so a
  // busy store still answers 503.
  const exportOf = async (request: FastifyRequest, reply: FastifyReply, format: "csv" | "json") => {
    const filter = ownFilter(
      parseRequest(leadFilterSchema, request.query),
      request.session.get("user"),
    );
    const pages = await firstPageRead(inbox.exportLeads(filter, now()));
    const day = now().toISOString().slice(0, 10);
    reply.header("content-disposition", `attachment; filename="leads-${day}.${format}"`);
    reply.type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8");
    const chunks = format === "csv" ? csvChunks(pages) : jsonChunks(pages);
    return reply.send(Readable.from(chunks, { objectMode: false }));
  };
  app.get("/api/inbox/export.csv", read, (request, reply) => exportOf(request, reply, "csv"));
  app.get("/api/inbox/export.json", read, (request, reply) => exportOf(request, reply, "json"));

  app.post<{ Params: { id: string } }>(
    "/api/inbox/leads/:id/erase",
    write,
    async (request, reply): Promise<EraseResponse> => {
      const lead = await inbox.getLead(request.params.id);
      if (!lead) return reply.code(404).send(notFound);
      const erased = await erasePerson(store, uploads, erasureLog, lead.email);
      // Off the request path: on PostgreSQL it rebuilds indexes (seconds on a large table).
      store.scrubDeleted().then(
        (done) => done || request.log.warn("erasure: the SQLite WAL stayed in use, not truncated"),
        (error: unknown) => request.log.error({ err: error }, "erasure: scrub failed"),
      );
      request.log.info({
        inboxAudit: {
          event: "person erased",
          leadId: lead.id,
          user: request.session.get("user"),
          erased,
        },
      });
      return { erased };
    },
  );

  // A lead's files (issue 30): downloads and image thumbnails, for a signed-in user only.
  app.get<{ Params: { id: string } }>(
    "/api/inbox/attachments/:id",
    read,
    async (request, reply) => {
      const file = await store.attachment(request.params.id);
      if (!file) return reply.code(404).send(notFound);
      return sendAttachment(reply, uploads, file);
    },
  );
  app.get<{ Params: { id: string } }>(
    "/api/inbox/attachments/:id/thumbnail",
    read,
    async (request, reply) => {
      const file = await store.attachment(request.params.id);
      if (!file) return reply.code(404).send(notFound);
      return sendThumbnail(reply, uploads, file);
    },
  );

  app.get("/api/inbox/dashboard", read, async () => {
    const at = now();
    const counts = await inbox.dashboard(
      dashboardSince(at),
      dashboardSpan.top,
      spamCheckSince(at),
      at,
    );
    return dashboardResponse(counts, at, calendar);
  });

  // Any other path under /api/inbox/ (the bare prefix too): 401 without a session (issue 20:
  // nothing under it answers a stranger otherwise), then a JSON 404.
  for (const path of ["/api/inbox", "/api/inbox/*"]) {
    app.all(path, read, async (_request, reply) => reply.code(404).send(notFound));
  }
}
