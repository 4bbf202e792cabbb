import { describe, expect, it } from "vitest";
import { inboxFormatLocales } from "../lib/inbox/languages";
import { priceFormat } from "../inbox/i18n/price-format";

/**
 * A quote's target price on the lead page (issue 30's structured fields, shown in the inbox
 * language of issue 31): the currency as each language writes it, never rounded.
 */
describe("a target price in the inbox", () => {
  const english = priceFormat(inboxFormatLocales.en);
  const chinese = priceFormat(inboxFormatLocales["zh-Hans"]);

  it("is written with its currency's sign and the language's grouping", () => {
    expect(english("12500.50", "USD")).toBe("US$12,500.50");
    expect(english("12500.50", "CNY")).toBe("CN¥12,500.50");
    expect(chinese("12500.50", "CNY")).toBe("¥12,500.50");
    expect(chinese("900", "EUR")).toBe("€900.00");
  });

  it("keeps every decimal the buyer typed, even past the currency's usual ones", () => {
    expect(english("12500.5", "JPY")).toBe("JP¥12,500.5");
    expect(english("0.125", "USD")).toBe("US$0.125");
    expect(english("300000", "JPY")).toBe("JP¥300,000");
  });

  it("shows what was stored when the amount or the code cannot be formatted", () => {
    expect(english("12500.50", "XYZ1")).toBe("12500.50 XYZ1");
    expect(english("about 100", "USD")).toBe("about 100 USD");
    expect(english("100", null)).toBe("100");
  });
});
