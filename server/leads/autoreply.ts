import { stripFallbackDeep } from "../../lib/content/fallback";
import { loadEntry } from "../../lib/content/load.server";
import type { AutoreplyEmailCopy } from "../../lib/content/schemas/email";
import { defaultLocale, isLocale, locales, type Locale } from "../../lib/i18n/locales";
import { withoutBidiControls } from "../../lib/leads/bidi-controls";
import type { Lead } from "../storage/lead";
import { createSmtpTransport } from "./lead-email";

/** The visitor's confirmation e-mail, ready for nodemailer. */
export interface AutoreplyMessage {
  to: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
}

/**
 * Composes the confirmation for `lead` in copy `c` (the lead's locale): our words only,
 * with the visitor's name in the greeting, the one thing they typed that it repeats, so
 * the form cannot carry a stranger's message to whatever address is typed into it
 * (issue 15). Its Message-ID comes from the lead id: a resend after a crash is the same mail.
 */
export function composeAutoreply(
  lead: Lead,
  c: AutoreplyEmailCopy,
  fromAddress: string,
): AutoreplyMessage {
  const domain = fromAddress.split("@")[1] ?? "localhost";
  // Shown as typed, in its own order: no bidirectional controls (issue 35, item 9).
  const name = withoutBidiControls(lead.name);
  return {
    to: { name, address: lead.email },
    subject: c.subject,
    text: [
      // A replacer function: a string would expand `$&`, `` $` `` and `$$` in the name.
      c.greeting.replace("{name}", () => name),
      "",
      ...c.body.flatMap((p) => [p, ""]),
      c.signature,
      "",
    ].join("\n"),
    messageId: `<autoreply-${lead.id}@${domain}>`,
  };
}

/**
 * Sends visitors their confirmation (`LEADS_AUTOREPLY=1`) over `smtpUrl` from `from`, in
 * each lead's language (`content/email/<locale>/autoreply.yaml`, every locale read when the
 * sender is made). The outbox queues at most one per address a day (`InsertOptions.autoreply`).
 * The returned function throws when the SMTP server refuses or is down.
 * @throws ContentError naming the file and field when the content is invalid.
 */
export function createAutoreplySender(options: { smtpUrl: string; from: string }) {
  const transport = createSmtpTransport(options.smtpUrl);
  const copy = Object.fromEntries(
    locales.map((locale) => [
      locale,
      stripFallbackDeep(loadEntry("autoreply", locale, "autoreply").data),
    ]),
  ) as Record<Locale, AutoreplyEmailCopy>;
  const send = async (lead: Lead): Promise<void> => {
    const language = isLocale(lead.locale) ? lead.locale : defaultLocale;
    const message = composeAutoreply(lead, copy[language] ?? copy[defaultLocale]!, options.from);
    await transport.sendMail({
      from: options.from,
      ...message,
      textEncoding: "base64",
      headers: { "auto-submitted": "auto-replied" },
    });
  };
  return { send, close: () => transport.close() };
}
