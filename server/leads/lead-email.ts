import nodemailer from "nodemailer";
import { leadEmail as ar } from "../../app/content/ar/lead-email";
import { ui as arUi } from "../../app/content/ar/ui";
import { leadEmail as en } from "../../app/content/en/lead-email";
import { ui as enUi } from "../../app/content/en/ui";
import { leadEmail as es } from "../../app/content/es/lead-email";
import { ui as esUi } from "../../app/content/es/ui";
import { leadEmail as ru } from "../../app/content/ru/lead-email";
import { ui as ruUi } from "../../app/content/ru/ui";
import { localeInfo, type Locale } from "../../app/i18n/locales";
import type { Lead } from "../storage/lead-store";

const copy = { en, ar, ru, es };
const categories = {
  en: enUi.contactForm.categories,
  ar: arUi.contactForm.categories,
  ru: ruUi.contactForm.categories,
  es: esUi.contactForm.categories,
};

/** The e-mail of one lead, ready for nodemailer. */
export interface LeadMessage {
  subject: string;
  text: string;
  replyTo: { name: string; address: string };
  messageId: string;
}

/**
 * Composes the sales team's e-mail for `lead` in `language` (`LEADS_LANGUAGE`): every
 * field, labelled, as plain text (never HTML, so nothing typed is ever rendered);
 * Reply-To is the sender; the Message-ID comes from the lead id, so a resend after a
 * crash threads with (and can be deduplicated against) the first.
 */
export function composeLeadEmail(lead: Lead, language: Locale, fromAddress: string): LeadMessage {
  const c = copy[language];
  const category = lead.category
    ? (categories[language][lead.category as keyof (typeof categories)["en"]] ?? lead.category)
    : null;
  const fields: (readonly [string, string | null])[] = [
    [c.labels.name, lead.name],
    [c.labels.company, lead.company],
    [c.labels.email, lead.email],
    [c.labels.phone, lead.phone],
    ...(lead.form === "contact"
      ? ([[c.labels.category, category]] as const)
      : ([[c.labels.program, lead.program]] as const)),
    [c.labels.locale, localeInfo[lead.locale as Locale]?.nativeName ?? lead.locale],
    [c.labels.page, lead.page],
    [c.labels.receivedAt, lead.createdAt],
    [c.labels.id, lead.id],
  ];
  const lines = fields.map(([label, value]) => `${label}: ${value || c.notGiven}`);
  const text = [
    c.intro[lead.form],
    "",
    ...lines,
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
    subject: c.subject[lead.form].replace("{name}", lead.name),
    text,
    replyTo: { name: lead.name, address: lead.email },
    messageId: `<lead-${lead.id}@${domain}>`,
  };
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
  // Bounded waits (nodemailer's defaults allow 10 minutes of silence): a hanging mail host
  // fails the attempt, which is retried, well inside the outbox lease (LEADS_LEASE_MS).
  const transport = nodemailer.createTransport({
    ...smtpTransportOptions(options.smtpUrl),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const send = async (lead: Lead): Promise<void> => {
    const message = composeLeadEmail(lead, options.language, options.from);
    await transport.sendMail({
      from: options.from,
      to: options.to,
      ...message,
      textEncoding: "base64",
    });
  };
  return { send, close: () => transport.close() };
}
