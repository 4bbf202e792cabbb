import {
  attributionColumns,
  attributionKeys,
  leadRecord,
  recordFields,
} from "../../lib/leads/lead-record";
import type { QuoteLine } from "../../lib/leads/schema";
import type { Lead } from "../storage/lead";

/** A value of an export column: text, a flag, a count, or a list (issue 30). */
export type ExportValue =
  string | boolean | number | null | readonly string[] | readonly QuoteLine[];

/**
 * Export columns, in order, each with its value: the lead record's exported fields, named as
 * the fields, then its attribution as `landing_page`, `referrer`, `utm_source`, … `click_id`
 * (issue 15; both declared in server/storage/lead-record.ts).
 */
export const exportColumns: readonly {
  name: string;
  value: (lead: Lead) => ExportValue;
}[] = [
  ...recordFields
    .filter((field) => leadRecord[field].exported)
    .map((name) => ({ name, value: (lead: Lead) => lead[name] })),
  ...attributionKeys.map((key) => ({
    name: attributionColumns[key],
    value: (lead: Lead) => lead.attribution[key],
  })),
];

/**
 * A cell a spreadsheet may run as a formula (OWASP "CSV Injection"): its first visible
 * character is `= + - @`, the minus sign `−`, or any character NFKC folds to a text that
 * starts with one (fullwidth `＝ ＋ － ＠`, small `﹦ ﹢ ﹣ ﹫`, superscript `⁼ ⁺ ⁻` and
 * subscript `₌ ₊ ₋`, `⩵ ⩶` for `== ===`, the Hebrew alternative plus `﬩`; issue 28, a test
 * checks every code point), after any white space, zero-width or other default-ignorable
 * characters, which spreadsheets skip; or it starts with a tab or CR.
 */
const formulaStart =
  /^(?:[\t\r]|[\p{White_Space}\p{Default_Ignorable_Code_Point}]*[=+\-@\u2212\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u207A\u207B\u207C\u208A\u208B\u208C\u2A75\u2A76\uFB29])/u;

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

/** The CSV's header row: the export columns' names. */
const csvHeader = exportColumns.map((column) => column.name).join(",");

/** One lead as a CSV row (no line end). */
function csvRow(lead: Lead): string {
  return exportColumns.map((column) => csvCell(csvText(column.value(lead)))).join(",");
}

/** One lead as the JSON export's object. */
function jsonObject(lead: Lead): Record<string, ExportValue> {
  return Object.fromEntries(exportColumns.map((column) => [column.name, column.value(lead)]));
}

/**
 * A value as one CSV cell's text: a list of choices joined by "; ", each line of goods as
 * "product (quantity unit)" joined by "; ", so the cell starts with the visitor's own text
 * and `csvCell` neutralises it like any other.
 */
export function csvText(value: ExportValue): string | boolean | null {
  if (typeof value === "number") return String(value);
  if (!Array.isArray(value)) return value as string | boolean | null;
  return (value as readonly (string | QuoteLine)[])
    .map((entry) => {
      if (typeof entry === "string") return entry;
      const amount = [entry.quantity, entry.unit].filter((part) => part !== undefined).join(" ");
      return amount ? `${entry.product} (${amount})` : entry.product;
    })
    .join("; ");
}

/**
 * `leads` as RFC 4180 CSV (CRLF line ends, header row) with a UTF-8 byte-order mark, so
 * Excel opens Arabic and Cyrillic names intact. Every cell, the attribution columns' URLs
 * and campaign names included (anyone can craft them), goes through `csvCell`.
 */
export function leadsToCsv(leads: readonly Lead[]): string {
  return `\uFEFF${[csvHeader, ...leads.map(csvRow)].join("\r\n")}\r\n`;
}

/** `leads` as a JSON array, one object per lead with the export columns. */
export function leadsToJson(leads: readonly Lead[]): string {
  return `${JSON.stringify(leads.map(jsonObject), null, 2)}\n`;
}

/**
 * The CSV of `leadsToCsv`, text chunk by text chunk, one per page of `pages` (issue 35,
 * item 8): an export holds one page of leads in memory at a time, however many there are.
 * Read it through a stream (`Readable.from`), which asks for the next page only when the
 * reader has taken the last (backpressure).
 */
export async function* csvChunks(pages: AsyncIterable<readonly Lead[]>): AsyncGenerator<string> {
  yield `\uFEFF${csvHeader}\r\n`;
  for await (const page of pages) {
    if (page.length > 0) yield `${page.map(csvRow).join("\r\n")}\r\n`;
  }
}

/**
 * The JSON of `leadsToJson` (the same text, byte for byte), chunk by chunk as `csvChunks`.
 */
export async function* jsonChunks(pages: AsyncIterable<readonly Lead[]>): AsyncGenerator<string> {
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const objects = page.map((lead) =>
      JSON.stringify(jsonObject(lead), null, 2).replaceAll("\n", "\n  "),
    );
    yield `${first ? "[\n  " : ",\n  "}${objects.join(",\n  ")}`;
    first = false;
  }
  yield first ? "[]\n" : "\n]\n";
}

/**
 * `pages` with its first page already read: awaiting it surfaces a store that cannot answer
 * (busy, down) before a streamed answer has started.
 */
export async function firstPageRead<T>(pages: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await pages.next();
  return (async function* () {
    if (!first.done) yield first.value;
    yield* pages;
  })();
}
