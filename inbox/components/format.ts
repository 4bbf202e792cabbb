import { dashboardSpan, type InboxStatus, type SpamReasonFilter } from "@lib/inbox/api";
import type { SpamReason } from "@lib/leads/spam-reasons";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** An ISO-8601 time in the reader's time zone, e.g. "23 Nov 2026, 14:05". */
export function formatTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A UTC day ("2026-11-23") as "23 Nov 2026". */
export function formatDay(isoDay: string): string {
  return dateOnly.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A locale code with its language's English name: "ar" → "Arabic (ar)". */
export function localeName(code: string): string {
  try {
    const name = languageNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** An ISO 3166-1 alpha-2 code as its English name: "SA" → "Saudi Arabia". */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The sales team's word for each status of the workflow. */
export const statusLabels: Record<InboxStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** A lead's place in the workflow as one value: `spam` when flagged, else its step. */
export function shownStatus(lead: { status: InboxStatus; spam: boolean }): InboxStatus {
  return lead.spam ? "spam" : lead.status;
}

/**
 * Why a lead is spam, in the sales team's words (issue 28; the reasons are
 * lib/leads/spam-reasons.ts). `spamReasonUnknown` is for spam stored before reasons were kept.
 */
export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: "Honeypot filled",
  proof_missing: "No proof of work",
  proof_invalid: "Proof of work failed",
  proof_reused: "Proof of work used twice",
  too_fast: "Sent too fast",
  daily_cap: "Over the daily limit without JavaScript",
  marked: "Marked by the team",
};
export const spamReasonUnknown = "Reason not recorded";

/** A sentence on the lead's page saying what each reason means and how a real buyer trips it. */
export const spamReasonDetails: Record<SpamReason, string> = {
  honeypot: "A hidden field that people never see was filled in: almost always a bot.",
  proof_missing:
    "The form came without its anti-spam proof: a blocked script, an old browser or a lost connection can cause this.",
  proof_invalid:
    "The form's anti-spam proof could not be checked: it may have expired while the form stayed open, or the server restarted.",
  proof_reused:
    "The form's anti-spam proof had already come with another lead: a form sent twice can cause this.",
  too_fast:
    "The form was sent sooner after it opened than a person usually types: the browser filling it in can cause this.",
  daily_cap:
    "Sent without JavaScript after the day's allowance of the sender's address was used: a shared office network can cause this.",
  marked: "Someone on the sales team marked it as spam.",
};
export const spamReasonUnknownDetail = "Stored before the inbox kept the reasons for spam.";

/**
 * The mark of spam whose reason a real buyer can trip over (`isCurableSpamReason`), and what
 * it asks of the team.
 */
export const spamCheck = {
  badge: "To check",
  advice:
    "Spam marked “To check” was stopped by the form’s automatic checks, which a real buyer can trip over. Open each one: choosing a status for a real buyer forwards the lead.",
};

/** The list's reason filter: "check" for every reason a real buyer can trip over, or one reason. */
export const spamReasonFilterLabels: Record<SpamReasonFilter, string> = {
  check: "To check (a real buyer may have tripped)",
  ...spamReasonLabels,
};

/** The dashboard's count of spam to check (issue 28). */
export const spamToCheckCopy = {
  title: `Spam to check, last ${dashboardSpan.spamDays} days`,
  intro:
    "Spam stopped by the form’s automatic checks (proof of work, timing, the daily limit without JavaScript), which a real buyer can trip over; the honeypot and the team’s own marks are left out. Days are UTC.",
  today: (count: number) =>
    `${count} ${count === 1 ? "lead" : "leads"} stopped as spam today may be ${count === 1 ? "a real buyer" : "real buyers"}.`,
  todayLink: "Check today’s spam",
  total: (count: number) =>
    count === 0
      ? `None in the last ${dashboardSpan.spamDays} days.`
      : `${count} in the last ${dashboardSpan.spamDays} days.`,
  allLink: "Show them all",
  dayHeading: "Day (UTC)",
  countHeading: "Spam to check",
  todaySuffix: "today",
};
