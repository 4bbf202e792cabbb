import { describe, expect, it } from "vitest";
import { csvCell, leadsToCsv } from "../server/leads/export";
import { retryDelay } from "../server/leads/outbox-worker";
import { noAttribution, noRequestDetails } from "./support/lead-factory";
import type { Lead } from "../server/storage/lead";

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
  ...noRequestDetails,
  message: "line 1\nline 2",
  spam: false,
  spamReason: null,
  withoutJavaScript: false,
  personalDataConsent: false,
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
    expect(csvCell("plain")).toBe("plain");
  });

  // Issue 28: compatibility forms of the formula signs, which NFKC folds to them.
  it.each([
    ["U+2212 MINUS SIGN", "\u2212"],
    ["U+FF1D FULLWIDTH EQUALS SIGN", "\uFF1D"],
    ["U+FF0B FULLWIDTH PLUS SIGN", "\uFF0B"],
    ["U+FF0D FULLWIDTH HYPHEN-MINUS", "\uFF0D"],
    ["U+FF20 FULLWIDTH COMMERCIAL AT", "\uFF20"],
    ["U+FE62 SMALL PLUS SIGN", "\uFE62"],
    ["U+FE63 SMALL HYPHEN-MINUS", "\uFE63"],
    ["U+FE66 SMALL EQUALS SIGN", "\uFE66"],
    ["U+FE6B SMALL COMMERCIAL AT", "\uFE6B"],
    ["U+207A SUPERSCRIPT PLUS SIGN", "\u207A"],
    ["U+207B SUPERSCRIPT MINUS", "\u207B"],
    ["U+207C SUPERSCRIPT EQUALS SIGN", "\u207C"],
    ["U+208A SUBSCRIPT PLUS SIGN", "\u208A"],
    ["U+208B SUBSCRIPT MINUS", "\u208B"],
    ["U+208C SUBSCRIPT EQUALS SIGN", "\u208C"],
    ["U+2A75 TWO CONSECUTIVE EQUALS SIGNS", "\u2A75"],
    ["U+2A76 THREE CONSECUTIVE EQUALS SIGNS", "\u2A76"],
    ["U+FB29 HEBREW LETTER ALTERNATIVE PLUS SIGN", "\uFB29"],
  ])("defuses a cell starting with %s, also after invisible characters", (_name, sign) => {
    expect(csvCell(`${sign}HYPERLINK("http://evil")`)).toBe(`"'${sign}HYPERLINK(""http://evil"")"`);
    expect(csvCell(`${sign}1`)).toBe(`'${sign}1`);
    expect(csvCell(`\u200b ${sign}1`)).toBe(`'\u200b ${sign}1`);
    expect(csvCell(`1${sign}1`)).toBe(`1${sign}1`);
  });

  it("defuses every character whose NFKC form starts with = + - − or @", () => {
    const missed: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (!/^[=+\-\u2212@]/.test(character.normalize("NFKC"))) continue;
      if (!csvCell(`${character}1`).startsWith("'")) missed.push(`U+${code.toString(16)}`);
    }
    expect(missed).toEqual([]);
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
