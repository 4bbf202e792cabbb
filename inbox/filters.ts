import { leadFilterSchema, type LeadFilter } from "@lib/inbox/api";
import type { MessageKey } from "./i18n/keys";

/** The filter's keys, in the contract's order (lib/inbox/api.ts `leadFilterSchema`). */
export const filterKeys = Object.keys(leadFilterSchema.shape) as (keyof LeadFilter)[];

/** The filter form's label of each key, for a message naming refused values. */
export const filterLabels: Record<keyof LeadFilter, MessageKey> = {
  status: "filter.status",
  owner: "promise.filterOwner",
  reply: "promise.filterReply",
  reason: "filter.spamReason",
  form: "filter.form",
  locale: "filter.language",
  sector: "filter.sector",
  source: "filter.source",
  campaign: "filter.campaign",
  from: "filter.from",
  to: "filter.until",
  q: "filter.search",
};

/**
 * The list's filter as it lives in the page's URL (`/inbox/?sector=…&campaign=…`, so a
 * link shares it): each key the contract knows, checked with its schema. A value the
 * contract refuses (a hand-edited link's "2026-13-45") is left out and named in `ignored`,
 * so the page can say so rather than show an unfiltered list as if filtered.
 */
export function filterFromParams(params: URLSearchParams): {
  filter: LeadFilter;
  ignored: (keyof LeadFilter)[];
} {
  const filter: Record<string, unknown> = {};
  const ignored: (keyof LeadFilter)[] = [];
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value === null || value.trim() === "") continue;
    const parsed = leadFilterSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "")
      filter[key] = parsed.data;
    else ignored.push(key);
  }
  return { filter: filter as LeadFilter, ignored };
}

/** Whether `filter` narrows the list at all. */
export function isFiltered(filter: LeadFilter): boolean {
  return filterKeys.some((key) => filter[key] !== undefined && filter[key] !== "");
}
