import type { Choice, FormChoices } from "@lib/leads/choices";

/**
 * The lead form island's props as sent to the browser: without its countries, some 250
 * names the prerendered select already holds, so the page's first bytes carry them once
 * (issue 33: the HTML within its budget). `countryChoicesFromMarkup` reads them back.
 */
export function withoutCountryChoices<P extends { choices?: FormChoices }>(props: P): P {
  if (!props.choices?.countries) return props;
  const others: FormChoices = { ...props.choices };
  delete others.countries;
  return { ...props, choices: others };
}

/**
 * The options of the prerendered select named `field` in `container` (the page: it has one
 * contact form; placeholder left out), as value and label in the order the build wrote them, so the island hydrates with
 * the very labels of the markup; none when there is no such select.
 */
export function countryChoicesFromMarkup(container: ParentNode, field: string): Choice[] {
  const select = container.querySelector<HTMLSelectElement>(`select[name="${field}"]`);
  if (!select) return [];
  return [...select.options]
    .filter((option) => option.value !== "")
    .map((option): Choice => [option.value, option.text]);
}
