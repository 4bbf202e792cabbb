import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import {
  inboxStatuses,
  leadFilterSchema,
  spamReasonFilters,
  type FacetsResponse,
  type LeadFilter,
} from "@lib/inbox/api";
import { Button } from "@lib/ui/button";
import { filterKeys } from "../filters";
import { controlClass, FormField } from "./form-field";
import { localeName, spamReasonFilterLabels, statusLabels } from "./format";

/** The form's values: every key a string, "" for "any". */
type FilterValues = Record<string, string>;

/**
 * The contract's filter, with the form's empty fields meaning "any" and a range that must
 * not end before it starts.
 */
const filterFormSchema = z
  .record(z.string(), z.string())
  .transform((values) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== "")),
  )
  .pipe(leadFilterSchema)
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    path: ["to"],
    message: "The end date is before the start date.",
  });

const toValues = (filter: LeadFilter): FilterValues =>
  Object.fromEntries(filterKeys.map((key) => [key, filter[key] ?? ""])) as FilterValues;

/** A select of `values` with an "Any" first option, each shown through `label`. */
function FacetSelect({
  id,
  label,
  values,
  show = (value) => value,
  register,
}: {
  id: keyof LeadFilter;
  label: string;
  values: readonly string[];
  show?: (value: string) => string;
  register: ReturnType<typeof useForm<FilterValues>>["register"];
}) {
  return (
    <FormField id={`filter-${id}`} label={label}>
      {() => (
        <select id={`filter-${id}`} className={controlClass} {...register(id)}>
          <option value="">Any</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {show(value)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * The list's filter form: search, status, spam reason, form, locale, sector, source,
 * campaign and a date range. `facets` fills the menus with the values the store holds; the
 * current `filter` (from the URL) stays selected even when no lead has it any more. Sends
 * the filter to `onApply`.
 */
export function FilterForm({
  filter,
  facets,
  onApply,
}: {
  filter: LeadFilter;
  facets: FacetsResponse | undefined;
  onApply: (filter: LeadFilter) => void;
}) {
  const form = useForm<FilterValues, unknown, LeadFilter>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: toValues(filter),
  });
  const { errors } = form.formState;
  // Back, forward or a shared link changes the URL: the form follows it.
  const current = JSON.stringify(toValues(filter));
  useEffect(() => {
    form.reset(JSON.parse(current) as FilterValues);
  }, [current, form]);

  const withCurrent = (values: readonly string[] | undefined, selected: string | undefined) =>
    selected && !(values ?? []).includes(selected) ? [...(values ?? []), selected] : (values ?? []);

  return (
    <form
      role="search"
      aria-label="Filter leads"
      noValidate
      onSubmit={form.handleSubmit(onApply)}
      className="grid grid-cols-1 gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormField
        id="filter-q"
        label="Search"
        hint="Name, company, e-mail or message"
        className="sm:col-span-2"
        error={errors.q?.message}
      >
        {(describedBy) => (
          <input
            id="filter-q"
            type="search"
            className={controlClass}
            aria-describedby={describedBy}
            {...form.register("q")}
          />
        )}
      </FormField>
      <FormField id="filter-status" label="Status">
        {() => (
          <select id="filter-status" className={controlClass} {...form.register("status")}>
            <option value="">Any but spam</option>
            {inboxStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FacetSelect
        id="reason"
        label="Spam reason"
        values={spamReasonFilters}
        show={(reason) => spamReasonFilterLabels[reason as keyof typeof spamReasonFilterLabels]}
        register={form.register}
      />
      <FacetSelect
        id="form"
        label="Form"
        values={withCurrent(facets?.forms, filter.form)}
        register={form.register}
      />
      <FacetSelect
        id="locale"
        label="Language"
        values={withCurrent(facets?.locales, filter.locale)}
        show={localeName}
        register={form.register}
      />
      <FacetSelect
        id="sector"
        label="Sector"
        values={withCurrent(facets?.sectors, filter.sector)}
        register={form.register}
      />
      <FacetSelect
        id="source"
        label="Source"
        values={withCurrent(facets?.sources, filter.source)}
        register={form.register}
      />
      <FacetSelect
        id="campaign"
        label="Campaign"
        values={withCurrent(facets?.campaigns, filter.campaign)}
        register={form.register}
      />
      <FormField id="filter-from" label="Received from" error={errors.from?.message}>
        {(describedBy) => (
          <input
            id="filter-from"
            type="date"
            className={controlClass}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={describedBy}
            {...form.register("from")}
          />
        )}
      </FormField>
      <FormField id="filter-to" label="Received until" error={errors.to?.message}>
        {(describedBy) => (
          <input
            id="filter-to"
            type="date"
            className={controlClass}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={describedBy}
            {...form.register("to")}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-end gap-3">
        <Button type="submit">Apply filters</Button>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center px-2 font-semibold text-ink underline underline-offset-4"
        >
          Clear filters
        </Link>
      </div>
    </form>
  );
}
