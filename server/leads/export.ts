import type { Lead } from "../storage/lead-store";

/** Export columns, in order. */
export const exportColumns = [
  "id",
  "createdAt",
  "form",
  "locale",
  "page",
  "name",
  "company",
  "email",
  "phone",
  "category",
  "program",
  "message",
  "spam",
] as const satisfies readonly (keyof Lead)[];

/**
 * A cell a spreadsheet may run as a formula (OWASP "CSV Injection"): its first visible
 * character is `= + - @` or a compatibility form of one (fullwidth `＝`, small `﹦`, which
 * NFKC folds to `=`), after any white space, zero-width or other default-ignorable
 * characters, which spreadsheets skip; or it starts with a tab or CR.
 */
const formulaStart =
  /^(?:[\t\r]|[\p{White_Space}\p{Default_Ignorable_Code_Point}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212])/u;

/**
 * One CSV cell: a cell that could start a formula (`formulaStart`) gets a leading
 * apostrophe so spreadsheets show it instead of running it; then quoted when it holds a
 * comma, quote or line break, quotes doubled (RFC 4180 §2).
 */
export function csvCell(value: string | boolean | null): string {
  let text = value === null ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * `leads` as RFC 4180 CSV (CRLF line ends, header row) with a UTF-8 byte-order mark, so
 * Excel opens Arabic and Cyrillic names intact.
 */
export function leadsToCsv(leads: readonly Lead[]): string {
  const rows = [
    exportColumns.join(","),
    ...leads.map((lead) => exportColumns.map((c) => csvCell(lead[c])).join(",")),
  ];
  return `\uFEFF${rows.join("\r\n")}\r\n`;
}

/** `leads` as a JSON array, one object per lead with the export columns. */
export function leadsToJson(leads: readonly Lead[]): string {
  return `${JSON.stringify(
    leads.map((lead) => Object.fromEntries(exportColumns.map((c) => [c, lead[c]]))),
    null,
    2,
  )}\n`;
}
