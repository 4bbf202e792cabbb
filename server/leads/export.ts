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
 * One CSV cell: text starting with `= + - @`, tab or CR gets a leading apostrophe so
 * spreadsheets show it instead of running it as a formula (OWASP "CSV Injection");
 * then quoted when it holds a comma, quote or line break, quotes doubled (RFC 4180 §2).
 */
export function csvCell(value: string | boolean | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
