import type { InboxStatus } from "@lib/inbox/api";

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
