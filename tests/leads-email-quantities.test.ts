import { describe, expect, it } from "vitest";
import type { Locale } from "../lib/i18n/locales";
import type { QuoteLine } from "../lib/leads/schema";
import { composeLeadEmail, loadLeadEmailText } from "../server/leads/lead-email";
import { storedLead } from "./support/lead-factory";

/**
 * Issue 29: the sales e-mail writes a quantity's unit in agreement with the number, by the
 * plural rules of the e-mail's language ("2 пары", "5 пар", not "2 пар").
 */
function itemsLine(locale: Locale, line: QuoteLine): string {
  const lead = storedLead({ items: [line] });
  const { text } = composeLeadEmail(lead, loadLeadEmailText(locale), "leads@example.com");
  const row = text.split("\n").find((r) => r.includes(line.product));
  if (!row) throw new Error(`no line for ${line.product} in:\n${text}`);
  return row.slice(row.indexOf(" — ") + 3).replace(/\u00a0/g, " ");
}

const cases: [Locale, QuoteLine["unit"], number, string][] = [
  ["ru", "pairs", 1, "1 пара"],
  ["ru", "pairs", 2, "2 пары"],
  ["ru", "pairs", 5, "5 пар"],
  ["ru", "pairs", 21, "21 пара"],
  ["ru", "containers", 1, "1 контейнер"],
  ["ru", "containers", 3, "3 контейнера"],
  ["ru", "containers", 11, "11 контейнеров"],
  ["ru", "containers", 22, "22 контейнера"],
  ["ru", "containers", 1.5, "1,5 контейнера"],
  ["ru", "kg", 1200, "1 200 кг"],
  ["ar", "pieces", 1, "قطعة واحدة"],
  ["ar", "pieces", 2, "قطعتان"],
  ["ar", "pieces", 3, "3 قطع"],
  ["ar", "pieces", 11, "11 قطعة"],
  ["ar", "containers", 100, "100 حاوية"],
  ["ar", "pairs", 10, "10 أزواج"],
  ["es", "pairs", 1, "1 par"],
  ["es", "pairs", 2, "2 pares"],
  ["es", "tonnes", 2.5, "2,5 toneladas"],
  ["en", "pieces", 1, "1 piece"],
  ["en", "containers", 3, "3 containers"],
];

describe("quantities in the sales e-mail (issue 29)", () => {
  it.each(cases)("%s: %s × %d reads “%s”", (locale, unit, quantity, expected) => {
    expect(itemsLine(locale, { product: "Item", quantity, unit })).toBe(expected);
  });

  it("a unit without a quantity is named as on the form; a bare quantity is the number", () => {
    expect(itemsLine("ru", { product: "Item", unit: "pairs" })).toBe("пар");
    expect(itemsLine("en", { product: "Item", quantity: 7 })).toBe("7");
  });
});
