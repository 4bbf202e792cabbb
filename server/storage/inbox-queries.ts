import { type LeadFilter, type LeadStatus, type SpamReasonFilter } from "../../lib/inbox/api";
import { curableSpamReasons } from "../../lib/leads/spam-reasons";
import { foldForSearch } from "./derived-columns";
import type { DailyCount, InboxLead, InboxUser, ListCursor } from "./inbox-store";
import { toLead, type LeadRow } from "./lead-row";

/**
 * The inbox's SQL, written once for both engines (issue 20): each builder takes how the
 * engine writes its n-th parameter (`?` in SQLite, `$n` in PostgreSQL) and returns the
 * statement with its values, every value a bound parameter.
 */
export type Placeholder = (position: number) => string;

/** A statement and its parameter values. */
export interface Query {
  text: string;
  values: (string | number)[];
}

/** The spam reason of a lead the team marked as spam (issue 28), as an SQL literal. */
export const markedReason = "'marked'";

class Params {
  readonly values: (string | number)[] = [];
  constructor(private readonly placeholder: Placeholder) {}
  /** Binds `value`; returns its placeholder. */
  add(value: string | number): string {
    this.values.push(value);
    return this.placeholder(this.values.length);
  }
}

/** The ISO time at which UTC day `day` (YYYY-MM-DD) starts, `offsetDays` later. */
function dayStart(day: string, offsetDays = 0): string {
  const start = new Date(`${day}T00:00:00.000Z`);
  start.setUTCDate(start.getUTCDate() + offsetDays);
  return start.toISOString();
}

/** `text` with LIKE's wildcards and escape character taken literally (ESCAPE '\'). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * `spam_reason`'s condition for the `reason` filter: that reason, or for `check` any reason
 * a real buyer can trip over (issue 28), each value bound.
 */
function reasonCondition(reason: SpamReasonFilter, params: Params): string {
  if (reason !== "check") return `spam_reason = ${params.add(reason)}`;
  return `spam_reason IN (${curableSpamReasons.map((each) => params.add(each)).join(", ")})`;
}

/**
 * The WHERE conditions of `filter`: without a status, every lead but spam (but spam alone
 * when a `reason` is asked for: only spam has one); `spam`, only spam; a workflow step, the
 * non-spam leads at it. `to` includes its whole day.
 */
function conditions(filter: LeadFilter, params: Params): string[] {
  const where: string[] = [];
  if (filter.status === "spam" || (!filter.status && filter.reason)) where.push("spam = 1");
  else {
    where.push("spam = 0");
    if (filter.status) where.push(`status = ${params.add(filter.status)}`);
  }
  if (filter.reason) where.push(reasonCondition(filter.reason, params));
  if (filter.form) where.push(`form = ${params.add(filter.form)}`);
  if (filter.locale) where.push(`locale = ${params.add(filter.locale)}`);
  if (filter.sector) where.push(`category = ${params.add(filter.sector)}`);
  if (filter.source) where.push(`source = ${params.add(filter.source)}`);
  if (filter.campaign) where.push(`utm_campaign = ${params.add(filter.campaign)}`);
  if (filter.from) where.push(`created_at >= ${params.add(dayStart(filter.from))}`);
  if (filter.to) where.push(`created_at < ${params.add(dayStart(filter.to, 1))}`);
  if (filter.q) {
    const pattern = `%${likeLiteral(foldForSearch(filter.q))}%`;
    where.push(`search_text LIKE ${params.add(pattern)} ESCAPE '\\'`);
  }
  return where;
}

/** One page of the list: `limit` leads matching `filter` after `cursor`, newest first. */
export function listLeadsQuery(
  filter: LeadFilter,
  cursor: ListCursor | null,
  limit: number,
  placeholder: Placeholder,
): Query {
  const params = new Params(placeholder);
  const where = conditions(filter, params);
  if (cursor) {
    where.push(`(created_at, id) < (${params.add(cursor.createdAt)}, ${params.add(cursor.id)})`);
  }
  const text = `SELECT * FROM leads WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id DESC LIMIT ${params.add(limit)}`;
  return { text, values: params.values };
}

/** Every lead matching `filter`, newest first (the exports). */
export function exportLeadsQuery(filter: LeadFilter, placeholder: Placeholder): Query {
  const params = new Params(placeholder);
  const where = conditions(filter, params);
  return {
    text: `SELECT * FROM leads WHERE ${where.join(" AND ")} ORDER BY created_at DESC, id DESC`,
    values: params.values,
  };
}

/** The facet menus' columns, by the name the API gives them. */
export const facetColumns = {
  forms: "form",
  locales: "locale",
  sectors: "category",
  sources: "source",
  campaigns: "utm_campaign",
} as const;

/** The distinct non-empty values of `column`, sorted. */
export function facetQuery(column: (typeof facetColumns)[keyof typeof facetColumns]): string {
  return `SELECT DISTINCT ${column} AS value FROM leads WHERE ${column} IS NOT NULL ORDER BY ${column}`;
}

/** Columns the dashboard breaks each day down by. */
export const dashboardDimensions = {
  byLocale: "locale",
  bySector: "category",
  bySource: "source",
} as const;

/** Non-spam leads since `since` per UTC day and value of `column`. */
export function dailyCountsQuery(
  column: (typeof dashboardDimensions)[keyof typeof dashboardDimensions],
  since: Date,
  placeholder: Placeholder,
): Query {
  const params = new Params(placeholder);
  return {
    text: `SELECT substr(created_at, 1, 10) AS day, ${column} AS value, COUNT(*) AS leads
      FROM leads WHERE spam = 0 AND created_at >= ${params.add(since.toISOString())}
      GROUP BY substr(created_at, 1, 10), ${column}`,
    values: params.values,
  };
}

/**
 * Landing pages (the attribution's, else the form's page) ranked by non-spam leads since
 * `since`, at most `top`.
 */
export function landingPagesQuery(since: Date, top: number, placeholder: Placeholder): Query {
  const params = new Params(placeholder);
  return {
    text: `SELECT COALESCE(landing_page, page) AS page, COUNT(*) AS leads
      FROM leads WHERE spam = 0 AND created_at >= ${params.add(since.toISOString())}
      GROUP BY COALESCE(landing_page, page)
      ORDER BY leads DESC, page LIMIT ${params.add(top)}`,
    values: params.values,
  };
}

/** (source, campaign) pairs ranked by non-spam leads since `since`; direct visits left out. */
export function campaignsQuery(since: Date, top: number, placeholder: Placeholder): Query {
  const params = new Params(placeholder);
  return {
    text: `SELECT source, utm_campaign AS campaign, COUNT(*) AS leads
      FROM leads WHERE spam = 0 AND created_at >= ${params.add(since.toISOString())}
        AND (source IS NOT NULL OR utm_campaign IS NOT NULL)
      GROUP BY source, utm_campaign
      ORDER BY leads DESC, COALESCE(source, ''), COALESCE(utm_campaign, '') LIMIT ${params.add(top)}`,
    values: params.values,
  };
}

/**
 * Spam stored since `since` for a reason a real buyer can trip over (`curableSpamReasons`),
 * per UTC day: the dashboard's count of spam to check (issue 28). Days without any are
 * absent. An index reads only recent spam (`leads_spam_reason` of migration 6, or the
 * list's `(spam, status, created_at, id)`, as the planner likes).
 */
export function spamToCheckQuery(since: Date, placeholder: Placeholder): Query {
  const params = new Params(placeholder);
  return {
    text: `SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS leads
      FROM leads WHERE spam = 1 AND ${reasonCondition("check", params)}
        AND created_at >= ${params.add(since.toISOString())}
      GROUP BY substr(created_at, 1, 10)`,
    values: params.values,
  };
}

/** A `leads` row with the inbox's columns (migration 5). */
export type InboxLeadRow = LeadRow & { status: string; source: string | null };

/** The `InboxLead` a row stores. */
export function toInboxLead(row: InboxLeadRow): InboxLead {
  return { ...toLead(row), status: row.status as LeadStatus, source: row.source };
}

/** `rows` with their counts as numbers (PostgreSQL returns COUNT as a string). */
export function toDailyCounts(
  rows: readonly { day: string; value: string | null; leads: number | string }[],
): DailyCount[] {
  return rows.map((row) => ({ day: row.day, value: row.value, leads: Number(row.leads) }));
}

/** An `inbox_users` row (migration 5). */
export interface UserRow {
  email: string;
  password_hash: string;
  created_at: string;
  failed_attempts: number;
  locked_until: string | null;
}

/** The `InboxUser` a row stores. */
export function toUser(row: UserRow): InboxUser {
  return {
    email: row.email,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    failedAttempts: row.failed_attempts,
    lockedUntil: row.locked_until,
  };
}
