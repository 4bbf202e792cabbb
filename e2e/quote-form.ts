import type { Locator, Page } from "@playwright/test";
import type { Incoterm, PriceCurrency, QuantityUnit } from "../lib/leads/quote-terms";
import { copyOf } from "./content";

const { contactForm } = copyOf("ui", "en", "site");

/** The structured request (issue 30, item 1) as a visitor types it into the form on `/en`. */
export interface QuoteFields {
  /** Into the lines of goods in order, from the first; quantity as typed. */
  lines: { product: string; quantity?: string; unit?: QuantityUnit }[];
  /** The destination country by its English name, as the list shows it. */
  destinationCountry: string;
  /** An Incoterms 2020 rule, chosen by its code and name as the list shows them. */
  incoterm: Exclude<Incoterm, "not_sure">;
  targetPrice?: string;
  targetCurrency?: PriceCurrency;
  /** The date the goods are needed by, `YYYY-MM-DD`. */
  neededBy?: string;
}

/** Line of goods `n` (from 1) of the contact form on `page` (`/en`). */
export function quoteLine(page: Page, n: number): Locator {
  return page
    .getByRole("form", { name: contactForm.label })
    .getByRole("group", { name: contactForm.line.replace("{n}", String(n)) });
}

/**
 * Fills the structured request of the contact form on `page` (`/en`) with `fields`, as a
 * visitor does: each line's product, quantity and unit, then the destination country, the
 * delivery terms and, when given, the target price, its currency and the date.
 */
export async function fillQuoteFields(page: Page, fields: QuoteFields): Promise<void> {
  const form = page.getByRole("form", { name: contactForm.label });
  for (const [index, line] of fields.lines.entries()) {
    const group = quoteLine(page, index + 1);
    await group.getByRole("textbox", { name: contactForm.product }).fill(line.product);
    if (line.quantity !== undefined)
      await group.getByRole("textbox", { name: contactForm.quantity }).fill(line.quantity);
    if (line.unit)
      await group
        .getByRole("combobox", { name: contactForm.unit })
        .selectOption({ label: contactForm.units[line.unit] });
  }
  await form
    .getByRole("combobox", { name: contactForm.destinationCountry })
    .selectOption({ label: fields.destinationCountry });
  await form
    .getByRole("combobox", { name: contactForm.incoterm })
    .selectOption({ label: `${fields.incoterm} — ${contactForm.incoterms[fields.incoterm]}` });
  if (fields.targetPrice !== undefined)
    await form.getByRole("textbox", { name: contactForm.targetPrice }).fill(fields.targetPrice);
  if (fields.targetCurrency)
    await form
      .getByRole("combobox", { name: contactForm.targetCurrency })
      .selectOption(fields.targetCurrency);
  if (fields.neededBy !== undefined)
    await form.getByLabel(contactForm.neededBy, { exact: true }).fill(fields.neededBy);
}
