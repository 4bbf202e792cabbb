/**
 * A price as `locale` writes it in `currency` (ISO 4217, as the quote form takes it, issue
 * 30): "US$12,500.50" in British English, "US$12,500.50" or "¥12,500.50" in Chinese, with
 * the currency's usual decimals or the stored ones when there are more (never rounded); the
 * amount is the decimal text the lead stores. An amount that is not a number, or a code
 * `Intl` does not know, shows as stored: "12500.50 XYZ".
 */
export function priceFormat(locale: string): (amount: string, currency: string | null) => string {
  const formats = new Map<string, Intl.NumberFormat>();
  return (amount, currency) => {
    const value = Number(amount);
    if (!currency || !Number.isFinite(value)) return `${amount} ${currency ?? ""}`.trim();
    try {
      // Never rounded away: "12500.5 JPY" keeps its half yen, "99.999 USD" its thousandths.
      const decimals = (amount.split(".")[1] ?? "").length;
      const key = `${currency} ${decimals}`;
      let format = formats.get(key);
      if (!format) {
        const usual = new Intl.NumberFormat(locale, { style: "currency", currency });
        const { maximumFractionDigits = 2 } = usual.resolvedOptions();
        format =
          decimals > maximumFractionDigits
            ? new Intl.NumberFormat(locale, {
                style: "currency",
                currency,
                maximumFractionDigits: Math.min(decimals, 20),
              })
            : usual;
        formats.set(key, format);
      }
      return format.format(value);
    } catch {
      return `${amount} ${currency}`;
    }
  };
}
