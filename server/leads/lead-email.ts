import nodemailer from "nodemailer";
import { stripFallbackDeep } from "../../lib/content/fallback";
import { loadEntry } from "../../lib/content/load.server";
import type { LeadEmailCopy } from "../../lib/content/schemas/email";
import type { SiteCopy } from "../../lib/content/schemas/site";
import { isLocale, localeInfo, type Locale } from "../../lib/i18n/locales";
import { attributionKeys } from "../storage/lead-record";
import type { Lead } from "../storage/lead-store";

/** The words of a lead e-mail in one language: its own copy and the form's category names. */
export interface LeadEmailText extends LeadEmailCopy {
  categories: SiteCopy["contactForm"]["categories"];
}

/**
 * The lead e-mail's text in `language`, from `content/email/<locale>/lead.yaml` and the
 * categories of `content/ui/<locale>/site.yaml` (read once, when the sender is made).
 * @throws ContentError naming the file and field when the content is invalid.
 */
export function loadLeadEmailText(language: Locale): LeadEmailText {
  const email = stripFallbackDeep(loadEntry("email", language, "lead").data);
  const { contactForm } = stripFallbackDeep(loadEntry("ui", language, "site").data);
  return { ...email, categories: contactForm.categories };
}

/** The e-mail of one lead, ready for nodemailer. */
export interface LeadMessage {
  subject: string;
  text: string;
  replyTo: { name: string; address: string };
  messageId: string;
}

/**
 * Composes the sales team's e-mail for `lead` in `language` (`LEADS_LANGUAGE`): every
 * field, labelled, then the attribution values the lead has, as plain text (never HTML, so nothing typed is ever rendered);
 * Reply-To is the sender; the Message-ID comes from the lead id, so a resend after a
 * crash threads with (and can be deduplicated against) the first.
 */
export function composeLeadEmail(lead: Lead, c: LeadEmailText, fromAddress: string): LeadMessage {
  const category = lead.category
    ? (c.categories[lead.category as keyof LeadEmailText["categories"]] ?? lead.category)
    : null;
  const fields: (readonly [string, string | null])[] = [
    [c.labels.name, lead.name],
    [c.labels.company, lead.company],
    [c.labels.email, lead.email],
    [c.labels.phone, lead.phone],
    ...(lead.form === "contact"
      ? ([[c.labels.category, category]] as const)
      : ([[c.labels.program, lead.program]] as const)),
    [c.labels.locale, isLocale(lead.locale) ? localeInfo(lead.locale).nativeName : lead.locale],
    [c.labels.page, lead.page],
    [c.labels.receivedAt, lead.createdAt],
    [c.labels.id, lead.id],
  ];
  const lines = fields.map(([label, value]) => `${label}: ${value || c.notGiven}`);
  // Attribution (issue 15): only what the visit carried, so a direct visit adds no lines.
  const source = attributionKeys
    .filter((key) => lead.attribution[key])
    .map((key) => `${c.labels[key]}: ${lead.attribution[key]}`);
  const text = [
    c.intro[lead.form],
    "",
    ...lines,
    // Judged by the honeypot and the rate limit only (issue 18): the team may look closer.
    ...(lead.withoutJavaScript ? [c.withoutJavaScript] : []),
    ...(source.length > 0 ? ["", ...source] : []),
    "",
    `${c.labels.message}:`,
    lead.message || c.notGiven,
    "",
    "--",
    c.replyHint,
    "",
  ].join("\n");
  const domain = fromAddress.split("@")[1] ?? "localhost";
  return {
    // A replacer function: a string would expand `$&`, `` $` `` and `$$` in a visitor's name.
    subject: c.subject[lead.form].replace("{name}", () => lead.name),
    text,
    replyTo: { name: lead.name, address: lead.email },
    messageId: `<lead-${lead.id}@${domain}>`,
  };
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

/** Sends leads by e-mail over `smtpUrl`; the returned function throws when the SMTP server refuses or is down. */
export function createEmailSender(options: {
  smtpUrl: string;
  to: string;
  from: string;
  language: Locale;
}) {
  const transport = createSmtpTransport(options.smtpUrl);
  const text = loadLeadEmailText(options.language);
  const send = async (lead: Lead): Promise<void> => {
    const message = composeLeadEmail(lead, text, options.from);
    await transport.sendMail({
      from: options.from,
      to: options.to,
      ...message,
      textEncoding: "base64",
    });
  };
  return { send, close: () => transport.close() };
}
