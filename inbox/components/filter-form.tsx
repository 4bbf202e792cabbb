import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import {
  inboxStatuses,
  leadFilterSchema,
  ownerFilters,
  replyFilters,
  searchMaxLength,
  spamReasonFilters,
  type FacetsResponse,
  type LeadFilter,
  type SpamReasonFilter,
} from "@lib/inbox/api";
import { Button } from "@lib/ui/button";
import { filterKeys } from "../filters";
import { controlClass, FormField } from "./form-field";
import { useCopy } from "../i18n/copy";
import { formName, sectorName } from "./format";

/** The form's values: every key a string, "" for "any". */
type FilterValues = Record<string, string>;

/** The refusal of a range that ends before it starts; the form words it. */
const endBeforeStart = "end_before_start";

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
    message: endBeforeStart,
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
  const anyLabel = useCopy().t("filter.any");
  return (
    <FormField id={`filter-${id}`} label={label}>
      {() => (
        <select id={`filter-${id}`} className={controlClass} {...register(id)}>
          <option value="">{anyLabel}</option>
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
  const copy = useCopy();
  const { t } = copy;
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

  /** A refused field's message in the reader's language. */
  const problem = (error: { message?: string } | undefined, field: "q" | "from" | "to") => {
    if (!error) return undefined;
    if (error.message === endBeforeStart) return t("filter.endBeforeStart");
    return field === "q"
      ? t("filter.searchTooLong", { max: searchMaxLength })
      : t("filter.invalidDate");
  };

  const withCurrent = (values: readonly string[] | undefined, selected: string | undefined) =>
    selected && !(values ?? []).includes(selected) ? [...(values ?? []), selected] : (values ?? []);

  return (
    <form
      role="search"
      aria-label={t("filter.label")}
      noValidate
      onSubmit={form.handleSubmit(onApply)}
      className="grid grid-cols-1 gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormField
        id="filter-q"
        label={t("filter.search")}
        hint={t("filter.searchHint")}
        className="sm:col-span-2"
        error={problem(errors.q, "q")}
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
      <FormField id="filter-status" label={t("filter.status")}>
        {() => (
          <select id="filter-status" className={controlClass} {...form.register("status")}>
            <option value="">{t("filter.anyButSpam")}</option>
            {inboxStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FacetSelect
        id="owner"
        label={t("promise.filterOwner")}
        values={withCurrent(ownerFilters, filter.owner)}
        show={(owner) =>
          owner === "mine"
            ? t("promise.filterMine")
            : owner === "unassigned"
              ? t("promise.filterUnassigned")
              : owner
        }
        register={form.register}
      />
      <FacetSelect
        id="reply"
        label={t("promise.filterReply")}
        values={replyFilters}
        show={(reply) =>
          reply === "overdue" ? t("promise.filterOverdue") : t("promise.filterWaiting")
        }
        register={form.register}
      />
      <FacetSelect
        id="reason"
        label={t("filter.spamReason")}
        values={spamReasonFilters}
        show={(reason) =>
          reason === "check"
            ? t("spam.checkFilter")
            : t(`spam.reasons.${reason as Exclude<SpamReasonFilter, "check">}`)
        }
        register={form.register}
      />
      <FacetSelect
        id="form"
        label={t("filter.form")}
        values={withCurrent(facets?.forms, filter.form)}
        show={(form) => formName(copy, form)}
        register={form.register}
      />
      <FacetSelect
        id="locale"
        label={t("filter.language")}
        values={withCurrent(facets?.locales, filter.locale)}
        show={copy.localeName}
        register={form.register}
      />
      <FacetSelect
        id="sector"
        label={t("filter.sector")}
        values={withCurrent(facets?.sectors, filter.sector)}
        show={(sector) => sectorName(copy, sector)}
        register={form.register}
      />
      <FacetSelect
        id="source"
        label={t("filter.source")}
        values={withCurrent(facets?.sources, filter.source)}
        register={form.register}
      />
      <FacetSelect
        id="campaign"
        label={t("filter.campaign")}
        values={withCurrent(facets?.campaigns, filter.campaign)}
        register={form.register}
      />
      <FormField id="filter-from" label={t("filter.from")} error={problem(errors.from, "from")}>
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
      <FormField id="filter-to" label={t("filter.until")} error={problem(errors.to, "to")}>
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
        <Button type="submit">{t("filter.apply")}</Button>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center px-2 font-semibold text-ink underline underline-offset-4"
        >
          {t("filter.clear")}
        </Link>
      </div>
    </form>
  );
}
