import { Button } from "../ui/button";
import type { LeadFormCopy } from "./form-fields";
import type { ControlBinding } from "./lead-field";
import { maxQuoteLines, quantityUnits, shownQuoteLines } from "./quote-terms";

/** The island's hold on the lines of goods: react-hook-form's field array. */
export interface LiveLines {
  /** A stable key per line shown, in order. */
  keys: readonly string[];
  add(): void;
  remove(index: number): void;
  /** The script runs, so the add and remove buttons work and show. */
  ready: boolean;
}

interface QuoteLinesProps {
  /** The id the controls' ids start with (`contact-items`). */
  id: string;
  /** The field's name (`items`); a line's controls are `items.<index>.product` etc. */
  name: string;
  copy: LeadFormCopy<"contact">;
  /** Each error code by field name (`items.0.quantity`). */
  errors: Record<string, string | undefined>;
  /** The translated error of a field by its name, if it has one. */
  errorText: (field: string) => string | undefined;
  values: Record<string, string | readonly string[]>;
  bind?: (name: string) => ControlBinding;
  live?: LiveLines;
}

const controlClass =
  "mt-1 block w-full rounded-md border border-ink/30 bg-white px-3 py-2 text-base text-ink placeholder:text-ink/60 focus-visible:border-focus aria-invalid:border-accent";

/**
 * The quote's lines of goods (issue 30): a group per line with the product or part, the
 * quantity and its unit, each labelled and with its translated error. With the island, lines
 * are added (up to `maxQuoteLines`) and removed; without script, `shownQuoteLines` lines (or
 * as many as a form given back was posted with) are there to fill, and blank ones are dropped.
 */
export function QuoteLines({
  id,
  name,
  copy,
  errors,
  errorText,
  values,
  bind,
  live,
}: QuoteLinesProps) {
  const posted = Object.keys(values)
    .map((key) => new RegExp(`^${name}\\.(\\d+)\\.`).exec(key)?.[1])
    .filter((index) => index !== undefined)
    .map(Number);
  const count = Math.min(maxQuoteLines, Math.max(shownQuoteLines, ...posted.map((i) => i + 1)));
  const keys = live?.keys ?? Array.from({ length: count }, (_, index) => String(index));
  const hintId = `${id}-hint`;
  const listError = errorText(name);
  const value = (field: string) => {
    const typed = values[field];
    return typeof typed === "string" ? typed : undefined;
  };
  return (
    <fieldset
      id={id}
      className="sm:col-span-2"
      aria-describedby={listError ? `${hintId} ${id}-error` : hintId}
    >
      <legend className="block text-sm font-semibold">{copy.items}</legend>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {copy.itemsHint}
      </p>
      <div className="mt-3 space-y-3">
        {keys.map((key, index) => {
          const lineName = copy.line.replace("{n}", String(index + 1));
          const control = (part: string) => {
            const field = `${name}.${index}.${part}`;
            const error = errorText(field);
            return {
              field,
              error,
              props: {
                id: `${id}-${index}-${part}`,
                name: field,
                ...bind?.(field),
                "aria-invalid": errors[field] ? (true as const) : undefined,
                "aria-describedby": error ? `${id}-${index}-${part}-error` : undefined,
                defaultValue: value(field),
              },
            };
          };
          const product = control("product");
          const quantity = control("quantity");
          const unit = control("unit");
          return (
            <div
              key={key}
              role="group"
              aria-label={lineName}
              className="grid gap-3 rounded-md p-3 ring-1 ring-line sm:grid-cols-[minmax(0,1fr)_7rem_9rem]"
            >
              <div>
                <label htmlFor={product.props.id} className="block text-sm">
                  {copy.product}
                </label>
                <input
                  {...product.props}
                  type="text"
                  placeholder={index === 0 ? copy.productPlaceholder : undefined}
                  className={controlClass}
                />
              </div>
              <div>
                <label htmlFor={quantity.props.id} className="block text-sm">
                  {copy.quantity}
                </label>
                <input
                  {...quantity.props}
                  type="text"
                  inputMode="decimal"
                  dir="ltr"
                  className={`${controlClass} rtl:text-end`}
                />
              </div>
              <div>
                <label htmlFor={unit.props.id} className="block text-sm">
                  {copy.unit}
                </label>
                <select {...unit.props} className={controlClass}>
                  <option value="">{copy.unitPlaceholder}</option>
                  {quantityUnits.map((option) => (
                    <option key={option} value={option}>
                      {copy.units[option]}
                    </option>
                  ))}
                </select>
              </div>
              {[product, quantity, unit].map(
                (part) =>
                  part.error && (
                    <p
                      key={part.field}
                      id={part.props["aria-describedby"]}
                      className="text-sm font-medium text-accent-strong sm:col-span-3"
                    >
                      {part.error}
                    </p>
                  ),
              )}
              {live?.ready && keys.length > 1 && (
                // Only once the script runs: without it the button could do nothing.
                <button
                  type="button"
                  onClick={() => live.remove(index)}
                  className="min-h-11 justify-self-start text-sm font-medium text-ink underline underline-offset-4 sm:col-span-3"
                >
                  {copy.removeLine.replace("{n}", String(index + 1))}
                </button>
              )}
            </div>
          );
        })}
      </div>
      {listError && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-accent-strong">
          {listError}
        </p>
      )}
      {live?.ready && keys.length < maxQuoteLines && (
        <Button type="button" variant="outline" onClick={live.add} className="mt-3">
          {copy.addLine}
        </Button>
      )}
    </fieldset>
  );
}
