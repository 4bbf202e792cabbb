import { IntlMessageFormat } from "intl-messageformat";

/** A value an ICU placeholder may take: a number (formatted per locale) or ready text. */
export type MessageValue = string | number;
export type MessageValues = Record<string, MessageValue>;

/**
 * Placeholders filled only when the text is used, not at build time: the sender's `{name}`
 * in a lead e-mail's subject, a field's `{max}` length in a form error, the `{email}` link
 * of a legal paragraph, the analytics service's `{provider}` and `{analyticsHost}` in the
 * privacy policy (filled only in a build with analytics), the operator's `{address}` in a
 * legal page (in the page's script, from the site copy), a legal page's effective `{date}`
 * and its EU/UK representative's details (app/routes/legal.tsx), a file's `{file}` name,
 * upload `{percent}` and the `{files}` to attach again on the quote form, and the inbox `{url}` and a file's `{threat}` in a
 * lead e-mail (issue 30). The build leaves them in place, verbatim.
 */
export const lateArguments = [
  "name",
  "max",
  "email",
  "provider",
  "analyticsHost",
  "address",
  "date",
  "representativeRegion",
  "representativeName",
  "representativeAddress",
  "representativeEmail",
  "file",
  "files",
  "percent",
  "url",
  "threat",
  "n",
] as const;
const late = Object.fromEntries(lateArguments.map((name) => [name, `{${name}}`]));

/**
 * `message`, an ICU MessageFormat string (plural, select, number), formatted for `formatTag`
 * with `values`; tags such as `<b>` are plain text.
 * @throws Error naming the problem when the syntax is wrong or a placeholder has no value.
 */
export function formatMessage(message: string, formatTag: string, values: MessageValues): string {
  if (!message.includes("{")) return message;
  const formatted = new IntlMessageFormat(message, formatTag, undefined, {
    ignoreTag: true,
  }).format({
    ...late,
    ...values,
  });
  if (typeof formatted !== "string") throw new Error("the message did not format to text");
  return formatted;
}
