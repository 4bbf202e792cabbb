import { describe, expect, it } from "vitest";
import { csvCell, leadsToCsv } from "../server/leads/export";
import { retryDelay } from "../server/leads/outbox-worker";
import { noAttribution } from "./support/lead-factory";
import type { Lead } from "../server/storage/lead-store";

const lead: Lead = {
  id: "0c4a",
  createdAt: "2026-01-02T03:04:05.000Z",
  form: "contact",
  locale: "ar",
  page: "/ar",
  name: 'محمد, "أبو فهد"',
  company: '=HYPERLINK("http://evil")',
  email: "m@x.example",
  phone: "+966 50 123 4567",
  category: null,
  program: null,
  message: "line 1\nline 2",
  spam: false,
  spamReason: null,
  withoutJavaScript: false,
  clientIp: "203.0.113.9",
  attribution: noAttribution,
};

describe("CSV export", () => {
  it("starts with a UTF-8 BOM, ends rows with CRLF and keeps non-Latin names", () => {
    const csv = leadsToCsv([lead]);
    expect(csv.startsWith("\uFEFFid,createdAt,")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(3);
    expect(csv).toContain('"محمد, ""أبو فهد"""');
    expect(csv).toContain('"line 1\nline 2"');
  });

  it("defuses cells that spreadsheets would run as formulas", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}1+1`).replace(/^"/, "").startsWith("'")).toBe(true);
    }
    expect(leadsToCsv([lead])).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("'+966 50")).toBe("'+966 50");
    // Issue 28: superscript and subscript signs, which NFKC folds to = + −.
    for (const sign of ["\u207A", "\u207B", "\u207C", "\u208A", "\u208B", "\u208C"]) {
      expect(csvCell(`${sign}HYPERLINK("http://evil")`)).toMatch(/^"'/);
      expect(csvCell(`\u200b${sign}1`)).toBe(`'\u200b${sign}1`);
    }
    expect(csvCell("plain")).toBe("plain");
  });
});

describe("retry delay", () => {
  it("doubles per attempt, stays within half to all of it, and is capped", () => {
    expect(retryDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(retryDelay(2, 1000, 60_000, () => 1)).toBe(2000);
    expect(retryDelay(4, 1000, 60_000, () => 0)).toBe(4000);
    expect(retryDelay(30, 1000, 60_000, () => 1)).toBe(60_000);
    expect(retryDelay(30, 1000, 60_000, () => 0)).toBe(30_000);
  });
});
