import type { InboxCopy } from "../../lib/content/schemas/inbox";
import { formatMessage } from "../../lib/content/messages";
import { filterToSearch } from "../../lib/inbox/api";
import { inboxFormatLocales, type InboxLanguage } from "../../lib/inbox/languages";
import { inboxPages } from "../../lib/inbox/paths";
import { withoutBidiControls } from "../../lib/leads/bidi-controls";
import type { DigestLead } from "../storage/digest-store";
import type { OfficeCalendar } from "./business-time";

/** The most leads a digest lists one by one; the rest are counted, with a link. */
export const digestListLimit = 50;

/** A digest e-mail, ready for nodemailer: plain text, never HTML. */
export interface DigestMessage {
  subject: string;
  text: string;
  messageId: string;
}

/**
 * Composes the morning digest (issue 31 item 6) for `recipient` in `language`: the leads
 * past due at `morning` (the office day's 09:00), then those due later that day, each as
 * name, company, sector and due time in office time with a link to it in the inbox at
 * `origin`; no message text, no address. `total` counts every lead awaiting a reply of the
 * recipient's (the list holds the first `digestListLimit`). The Message-ID comes from the
 * recipient and the day, so a resend after a crash can be recognised as the same digest.
 */
export function composeDigest(options: {
  recipient: string;
  day: string;
  morning: Date;
  leads: readonly DigestLead[];
  total: number;
  copy: InboxCopy;
  language: InboxLanguage;
  calendar: OfficeCalendar;
  origin: string;
}): DigestMessage {
  const { copy, language, calendar, origin, morning } = options;
  const tag = inboxFormatLocales[language];
  const format = (message: string, values: Record<string, string | number>) =>
    formatMessage(message, tag, values);
  const day = new Intl.DateTimeFormat(tag, {
    dateStyle: "full",
    timeZone: calendar.timeZone,
  }).format(morning);
  const time = new Intl.DateTimeFormat(tag, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: calendar.timeZone,
  });
  const waiting = `${origin}${inboxPages.list}?${filterToSearch({ reply: "waiting" })}`;
  const line = (lead: DigestLead) =>
    format(copy.digest.line, {
      name: withoutBidiControls(lead.name),
      company: lead.company ? withoutBidiControls(lead.company) : copy.digest.noCompany,
      sector: lead.sector
        ? (copy.sectors[lead.sector as keyof InboxCopy["sectors"]] ?? lead.sector)
        : copy.digest.noSector,
      time: time.format(new Date(lead.dueAt)),
      url: `${origin}${inboxPages.lead(lead.id)}`,
    });
  const overdue = options.leads.filter((lead) => new Date(lead.dueAt) < morning);
  const dueToday = options.leads.filter((lead) => new Date(lead.dueAt) >= morning);
  const section = (heading: string, leads: readonly DigestLead[]) =>
    leads.length === 0 ? [] : [format(heading, { count: leads.length }), ...leads.map(line), ""];
  const more = options.total - options.leads.length;
  const text = [
    format(copy.digest.greeting, { day }),
    "",
    ...section(copy.digest.overdueHeading, overdue),
    ...section(copy.digest.dueTodayHeading, dueToday),
    more > 0
      ? format(copy.digest.more, { more, url: waiting })
      : format(copy.digest.openInbox, { url: waiting }),
    "",
    "-- ",
    copy.digest.footer,
    "",
  ].join("\n");
  const host = new URL(origin).hostname;
  return {
    subject: format(copy.digest.subject, { count: options.total, day }),
    text,
    messageId: `<digest-${options.day}-${Buffer.from(options.recipient).toString("hex")}@${host}>`,
  };
}
