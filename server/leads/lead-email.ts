import nodemailer from "nodemailer";
import { stripFallbackDeep } from "../../lib/content/fallback";
import { loadEntry } from "../../lib/content/load.server";
import { formatMessage } from "../../lib/content/messages";
import type { LeadEmailCopy } from "../../lib/content/schemas/email";
import type { SiteCopy } from "../../lib/content/schemas/site";
import type { MissionCity } from "../../lib/content/keys";
import { isLocale, localeInfo, type Locale } from "../../lib/i18n/locales";
import { leadFormSpecs } from "../../lib/leads/form-fields";
import {
  attributionKeys,
  leadRecord,
  recordFields,
  type RecordField,
} from "../../lib/leads/lead-record";
import { withoutBidiControls } from "../../lib/leads/bidi-controls";
import type { Lead } from "../storage/lead";
import type { Attachment } from "../uploads/attachment";
import type { UploadStore } from "../uploads/upload-store";

/** The record's fields of `mail` standing. */
type FieldsMailed<M> = {
  [F in RecordField]: (typeof leadRecord)[F]["mail"] extends M ? F : never;
}[RecordField];

/**
 * Fields the e-mail labels. Indexing the copy's labels with them fails to compile until the
 * copy's schema (lib/content/schemas/email.ts) has a label for each.
 */
type MailedField = FieldsMailed<"sender" | "request" | "trace" | "body">;

/** Flags whose line the copy holds under the field's name (likewise checked). */
type NoteField = FieldsMailed<"note">;

/**
 * The words of a lead e-mail in one language: its own copy, the form's category, unit and
 * delivery-term names, the missions page's city names, and the language's tag for country
 * names (`Intl.DisplayNames`).
 */
export interface LeadEmailText extends LeadEmailCopy {
  categories: SiteCopy["contactForm"]["categories"];
  units: SiteCopy["contactForm"]["units"];
  incoterms: SiteCopy["contactForm"]["incoterms"];
  cities: SiteCopy["departures"]["cityNames"];
  formatTag: string;
}

/**
 * The lead e-mail's text in `language`, from `content/email/<locale>/lead.yaml` and the
 * categories of `content/ui/<locale>/site.yaml` (read once, when the sender is made).
 * @throws ContentError naming the file and field when the content is invalid.
 */
export function loadLeadEmailText(language: Locale): LeadEmailText {
  const email = stripFallbackDeep(loadEntry("email", language, "lead").data);
  const { contactForm, departures } = stripFallbackDeep(loadEntry("ui", language, "site").data);
  return {
    ...email,
    categories: contactForm.categories,
    units: contactForm.units,
    incoterms: contactForm.incoterms,
    cities: departures.cityNames,
    formatTag: localeInfo(language).formatTag,
  };
}

/** The e-mail of one lead, ready for nodemailer. */
export interface LeadMessage {
  subject: string;
  text: string;
  replyTo: { name: string; address: string };
  messageId: string;
}

/** The record's fields of each standing in the e-mail, in the record's order. */
const mailed = (mail: (typeof leadRecord)[RecordField]["mail"]) =>
  recordFields.filter((field) => leadRecord[field].mail === mail);

/** Fields a form asks for (`lib/leads/form-fields.ts`): a request row shows on its form only. */
const asked = (form: Lead["form"]): readonly string[] =>
  leadFormSpecs[form].fields.map((field) => field.name);

/**
 * Composes the sales team's e-mail for `lead` in `language` (`LEADS_LANGUAGE`): the lead
 * record's rows (server/storage/lead-record.ts: the sender, the request, the trace), each
 * labelled, its notes, then the attribution values the lead has and the message, as plain
 * text (never HTML, so nothing typed is ever rendered) without bidirectional controls
 * (`withoutBidiControls`, issue 35); Reply-To is the sender; the
 * Message-ID comes from the lead id, so a resend after a crash threads with (and can be
 * deduplicated against) the first.
 */
export function composeLeadEmail(
  lead: Lead,
  c: LeadEmailText,
  fromAddress: string,
  files: LeadFiles = { attachments: [], inboxUrl: null },
): LeadMessage {
  /** What a row shows: category and language by their names, the rest as stored. */
  const shown = (field: RecordField): string | null => {
    const value = lead[field];
    if (field === "category" && lead.category) {
      return c.categories[lead.category as keyof LeadEmailText["categories"]] ?? lead.category;
    }
    if (field === "locale" && isLocale(lead.locale)) return localeInfo(lead.locale).nativeName;
    const request = requestText(lead, field, c);
    if (request !== undefined) return request === null ? null : withoutBidiControls(request);
    return typeof value === "string" ? withoutBidiControls(value) : null;
  };
  const row = (field: MailedField) => `${c.labels[field]}: ${shown(field) || c.notGiven}`;
  const rows = [
    ...mailed("sender"),
    ...mailed("request").filter((field) => asked(lead.form).includes(field)),
    ...mailed("trace"),
  ].map((field) => row(field as MailedField));
  // A flag's line, e.g. judged by the honeypot and the rate limit only (issue 18).
  const notes = mailed("note")
    .filter((field) => lead[field] === true)
    .map((field) => c[field as NoteField]);
  // Attribution (issue 15): only what the visit carried, so a direct visit adds no lines.
  const source = attributionKeys
    .filter((key) => lead.attribution[key])
    .map((key) => `${c.labels[key]}: ${withoutBidiControls(lead.attribution[key] ?? "")}`);
  const body = mailed("body").flatMap((field) => [
    "",
    `${c.labels[field as MailedField]}:`,
    shown(field) || c.notGiven,
  ]);
  // The lead's files (issue 30): name, type and size each, and where to open them.
  const fileLines =
    files.attachments.length === 0
      ? []
      : [
          "",
          `${c.attachments.heading}:`,
          ...files.attachments.map(
            (file) =>
              `- ${withoutBidiControls(file.name)} (${file.type}, ${fileSize(file.size)})` +
              (file.threat
                ? `: ${c.attachments.quarantined.replace("{threat}", () => file.threat!)}`
                : ""),
          ),
          ...(files.inboxUrl ? [c.attachments.inbox.replace("{url}", () => files.inboxUrl!)] : []),
        ];
  const text = [
    c.intro[lead.form],
    "",
    ...rows,
    ...notes,
    ...(source.length > 0 ? ["", ...source] : []),
    ...body,
    ...fileLines,
    "",
    "--",
    c.replyHint,
    "",
  ].join("\n");
  const domain = fromAddress.split("@")[1] ?? "localhost";
  // Shown as typed, in its own order: no bidirectional controls (issue 35, item 9).
  const name = withoutBidiControls(lead.name);
  return {
    // A replacer function: a string would expand `$&`, `` $` `` and `$$` in a visitor's name.
    subject: c.subject[lead.form].replace("{name}", () => name),
    text,
    replyTo: { name, address: lead.email },
    messageId: `<lead-${lead.id}@${domain}>`,
  };
}

/**
 * How the e-mail shows a field of the structured request (issue 30), in the e-mail's
 * language: each line of goods on its own line, a country by its name and code, a delivery
 * term by its Incoterms code (or the copy's "not sure"), a price with its currency, cities by
 * their names. `undefined` for the other fields.
 */
function requestText(lead: Lead, field: RecordField, c: LeadEmailText): string | null | undefined {
  switch (field) {
    case "items":
      return lead.items.length === 0
        ? null
        : lead.items
            .map((line, index) => {
              const amount = quantityText(line, c);
              return `\n  ${index + 1}. ${line.product}${amount ? ` — ${amount}` : ""}`;
            })
            .join("");
    case "destinationCountry": {
      const code = lead.destinationCountry;
      if (!code) return null;
      const name = new Intl.DisplayNames([c.formatTag], { type: "region", fallback: "code" }).of(
        code,
      );
      return name && name !== code ? `${name} (${code})` : code;
    }
    case "incoterm":
      return lead.incoterm === "not_sure" ? c.incoterms.not_sure : lead.incoterm;
    case "targetPrice":
      return lead.targetPrice ? `${lead.targetPrice} ${lead.targetCurrency ?? ""}`.trim() : null;
    case "travellers":
      return lead.travellers === null ? null : String(lead.travellers);
    case "cities":
      return lead.cities.length === 0
        ? null
        : lead.cities.map((city) => c.cities[city as MissionCity] ?? city).join(", ");
    default:
      return undefined;
  }
}

/** A nodemailer transport for `smtpUrl` with bounded waits (see `createEmailSender`). */
export function createSmtpTransport(smtpUrl: string) {
  // Bounded waits (nodemailer's defaults allow 10 minutes of silence): a hanging mail host
  // fails the attempt, which is retried; the worker renews its lease while it waits.
  return nodemailer.createTransport({
    ...smtpTransportOptions(smtpUrl),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * `SMTP_URL` as nodemailer's `url` and `requireTLS`: TLS is required (STARTTLS on `smtp://`,
 * implicit on `smtps://`), so credentials and leads never cross the network in clear when
 * a mail server offers no STARTTLS; only `?plaintext=allow` at the end of the URL lifts it.
 */
export function smtpTransportOptions(smtpUrl: string): { url: string; requireTLS: boolean } {
  const url = new URL(smtpUrl);
  const plaintext = url.searchParams.get("plaintext");
  if (plaintext !== null && plaintext !== "allow") {
    throw new Error(`SMTP_URL: plaintext may only be "allow", got "${plaintext}"`);
  }
  url.searchParams.delete("plaintext");
  return { url: url.toString(), requireTLS: plaintext !== "allow" };
}

/** A lead's files as its e-mail lists them, and the inbox page of the lead (null: no link). */
export interface LeadFiles {
  attachments: readonly Attachment[];
  inboxUrl: string | null;
}

/**
 * A line's quantity and unit in the e-mail's language, the unit agreeing with the number by
 * the language's plural rules (CLDR, through ICU MessageFormat; issue 29): "1 pair", "2 pairs",
 * and Russian's separate forms for 2 and 5. A unit without a quantity is its name on the form; a quantity without a unit,
 * the number. Empty when the line has neither.
 */
function quantityText(line: Lead["items"][number], c: LeadEmailText): string {
  if (line.unit === undefined) return line.quantity === undefined ? "" : String(line.quantity);
  if (line.quantity === undefined) return c.units[line.unit];
  return formatMessage(c.quantities[line.unit], c.formatTag, { quantity: line.quantity });
}

/** A size in bytes as `840 B`, `12.3 kB` or `4.2 MB` (decimal units, as mail clients show). */
function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Files are attached to the e-mail only under this total (issue 30): 10 MB. */
export const emailAttachLimitBytes = 10 * 1024 * 1024;

/**
 * Sends leads by e-mail over `smtpUrl`; the returned function throws when the SMTP server
 * refuses or is down. With `files`, the e-mail lists each of the lead's files with a link to
 * the lead in the inbox, and with `files.attach` (`LEADS_EMAIL_ATTACH=1`) carries them too
 * when they total under 10 MB (a quarantined file never).
 */
export function createEmailSender(options: {
  smtpUrl: string;
  to: string;
  from: string;
  language: Locale;
  files?: {
    of: (leadId: string) => Promise<Attachment[]>;
    uploads: UploadStore;
    inboxUrl: (leadId: string) => string;
    attach: boolean;
  };
}) {
  const transport = createSmtpTransport(options.smtpUrl);
  const text = loadLeadEmailText(options.language);
  const send = async (lead: Lead): Promise<void> => {
    const attachments = options.files ? await options.files.of(lead.id) : [];
    const message = composeLeadEmail(lead, text, options.from, {
      attachments,
      inboxUrl: options.files && attachments.length > 0 ? options.files.inboxUrl(lead.id) : null,
    });
    const deliverable = attachments.filter((file) => !file.threat);
    const total = deliverable.reduce((sum, file) => sum + file.size, 0);
    const attach =
      options.files?.attach === true && deliverable.length > 0 && total < emailAttachLimitBytes;
    await transport.sendMail({
      from: options.from,
      to: options.to,
      ...message,
      textEncoding: "base64",
      ...(attach
        ? {
            attachments: await Promise.all(
              deliverable.map(async (file) => ({
                filename: file.name,
                contentType: file.type,
                content: await options.files!.uploads.open(file.storageKey),
              })),
            ),
          }
        : {}),
    });
  };
  return { send, close: () => transport.close() };
}
