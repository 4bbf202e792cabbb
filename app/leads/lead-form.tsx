import type { SharedFormCopy } from "@lib/leads/attachments-field";
import "~/lib/zod-jitless";
import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Locale } from "@lib/i18n/locales";
import type { LeadForm as LeadFormName } from "@lib/leads/schema";
import { fieldLabel, leadFormSpec, type LeadFormCopy } from "@lib/leads/form-fields";
import { localeInfo } from "@lib/i18n/locales";
import { LeadFormView } from "@lib/leads/lead-form-view";
import type { FormChoices } from "@lib/leads/choices";
import { leadsEndpoint } from "./api";
import { AttachmentList, useAttachments } from "./attachments";
import { countryChoicesFromMarkup } from "./country-choices";
import { useLeadForm } from "./use-lead-form";

/** The form island's data client; its mutations resume when the browser comes back online. */
let queryClient: QueryClient | null = null;

/** The props of a lead form island: which form, the page's locale, the form's and the shared copy. */
export interface LeadFormProps<F extends LeadFormName = LeadFormName> {
  form: F;
  locale: Locale;
  /** The page's path (`/ar/horeca`), sent with a lead posted without JavaScript. */
  page: string;
  copy: LeadFormCopy<F>;
  leadForm: SharedFormCopy;
  /** Values the fields start with, by field name (a sector page's category, issue 18). */
  initialValues?: Record<string, string>;
  /** The options the page supplies, named in its language: countries or cities (issue 30). */
  choices?: FormChoices;
}

/**
 * A lead form (SPEC §3, §5; issues 5 and 15): the contact and the business-missions
 * forms are this one component, its markup the shared `LeadFormView`
 * (`lib/leads/lead-form-view.tsx`), validated by the shared schema and sent to the leads
 * API. An island, hydrated on intent; until then (or with scripts blocked) the browser posts
 * it to the same API as a plain HTML form (issue 18).
 */
export function LeadForm(props: LeadFormProps) {
  queryClient ??= new QueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <LiveLeadForm {...props} />
    </QueryClientProvider>
  );
}

/** The shared markup with the island's behaviour (`useLeadForm`) bound to it. */
function LiveLeadForm({
  form,
  locale,
  page,
  copy,
  leadForm,
  initialValues = {},
  choices,
}: LeadFormProps) {
  const { fields } = leadFormSpec(form, locale);
  const formatTag = localeInfo(locale).formatTag;
  // Sent without its countries (`withoutCountryChoices`): read back from the prerendered
  // select before the first render, so hydration writes the same options.
  const countryField = fields.find(
    (field) => "choices" in field && field.choices === "countries",
  )?.name;
  const [pageChoices] = useState(() =>
    countryField && !choices?.countries && typeof document !== "undefined"
      ? {
          ...choices,
          countries: countryChoicesFromMarkup(document, countryField),
        }
      : choices,
  );
  const labels = Object.fromEntries(
    fields.map((field) => [field.name, fieldLabel(copy, leadForm, field.name, formatTag)]),
  );
  // The quote form's picker; the missions form's copy has none.
  const attachmentsCopy = form === "contact" ? leadForm.attachments : undefined;
  const attachments = useAttachments(attachmentsCopy);
  const withFiles = attachmentsCopy !== undefined;
  const {
    methods,
    lines,
    submit,
    summary,
    outcome,
    outcomeRef,
    honeypot,
    sending,
    waitingForNetwork,
  } = useLeadForm({
    form,
    locale,
    labels,
    copy: leadForm,
    initialValues,
    ...(withFiles ? { attachments } : {}),
  });
  const { register, formState } = methods;
  const errors = errorCodes(formState.errors);

  return (
    <LeadFormView
      form={form}
      locale={locale}
      page={page}
      copy={copy}
      leadForm={leadForm}
      action={leadsEndpoint}
      // The prerendered HTML shows the initial values too, before the island takes the fields.
      values={initialValues}
      errors={errors}
      bind={register}
      choices={pageChoices}
      lines={lines}
      live={{ sending, waitingForNetwork, summary, outcome, onSubmit: submit }}
      refs={{ outcome: outcomeRef, honeypot }}
      {...(attachmentsCopy
        ? {
            attachmentError: attachments.problem,
            attachmentList: (
              <AttachmentList copy={attachmentsCopy} formatTag={formatTag} state={attachments} />
            ),
            onPickFiles: (picked: FileList | null) => attachments.add(picked ?? []),
          }
        : {})}
    />
  );
}

/**
 * react-hook-form's errors as error codes by field name, a nested field's by its path
 * (`items.1.quantity`), as the shared view and the server name them.
 */
function errorCodes(errors: object, prefix = ""): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== "object" || value === null || key === "ref") continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string") codes[name] = message;
    Object.assign(codes, errorCodes(value as object, name));
  }
  return codes;
}
