import type { InboxStatus } from "@lib/inbox/api";
import { leadForms, productCategories } from "@lib/leads/schema";
import type { Copy } from "../i18n/copy";

/** A lead's place in the workflow as one value: `spam` when flagged, else its step. */
export function shownStatus(lead: { status: InboxStatus; spam: boolean }): InboxStatus {
  return lead.spam ? "spam" : lead.status;
}

/** A lead's sector (a product category key, SPEC §3) in words; an unknown key as stored. */
export function sectorName({ t }: Copy, sector: string): string {
  return (productCategories as readonly string[]).includes(sector)
    ? t(`sectors.${sector as (typeof productCategories)[number]}`)
    : sector;
}

/** A lead's form ("contact", "mission") in words; an unknown one as stored. */
export function formName({ t }: Copy, form: string): string {
  return (leadForms as readonly string[]).includes(form)
    ? t(`forms.${form as (typeof leadForms)[number]}`)
    : form;
}
