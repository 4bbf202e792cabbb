import "~/lib/zod-jitless";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { SiteCopy as UiCopy } from "@lib/content/schemas/site";
import type { Locale } from "@lib/i18n/locales";
import type { LeadForm as LeadFormName } from "@lib/leads/schema";
import {
  isRequired,
  leadForms,
  type LeadFieldSpec,
  type LeadFormCopy,
} from "@lib/leads/form-fields";
import { errorMessage, LeadField } from "./lead-field";
import { LeadFormFrame } from "./lead-form-frame";
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
  leadForm: UiCopy["leadForm"];
  /** Values the fields start with, by field name (a sector page's category, issue 18). */
  initialValues?: Record<string, string>;
}

/**
 * A lead form (SPEC §3, §5; issues 5 and 15): the contact and the business-missions
 * forms are this one component, drawn from their field lists (`lib/leads/form-fields.ts`)
 * and their copy; validated by the shared schema and sent to the leads API. An island,
 * hydrated on intent; until then (or with scripts blocked) the browser posts it to the same
 * API as a plain HTML form (issue 18).
 */
export function LeadForm(props: LeadFormProps) {
  queryClient ??= new QueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <LeadFormFields {...props} />
    </QueryClientProvider>
  );
}

/** A string of the form's copy by key (labels, placeholders), or a map of option labels. */
function copyText(copy: LeadFormCopy<LeadFormName>, key: string): string {
  return (copy as unknown as Record<string, string>)[key] ?? "";
}

function LeadFormFields({ form, locale, page, copy, leadForm, initialValues = {} }: LeadFormProps) {
  const { fields } = leadForms[form];
  const labels = Object.fromEntries(
    fields.map((field) => [field.name, copyText(copy, field.name)]),
  );
  const { methods, submit, summary, outcome, outcomeRef, honeypot, sending, waitingForNetwork } =
    useLeadForm({
      form,
      locale,
      labels,
      copy: leadForm,
      initialValues,
    });
  const { register, formState } = methods;

  function control(
    field: LeadFieldSpec,
    props: Parameters<Parameters<typeof LeadField>[0]["children"]>[0],
  ) {
    const placeholder = field.placeholder ? copyText(copy, field.placeholder) : undefined;
    // The prerendered HTML shows the initial value too, before the island takes the field.
    const registered = { ...register(field.name), defaultValue: initialValues[field.name] };
    if (field.type === "select") {
      const optionLabels = (copy as unknown as Record<string, Record<string, string>>)[
        field.optionLabels ?? ""
      ];
      return (
        <select {...props} {...registered}>
          <option value="">{placeholder}</option>
          {field.options?.map((value) => (
            <option key={value} value={value}>
              {optionLabels?.[value] ?? value}
            </option>
          ))}
        </select>
      );
    }
    if (field.type === "textarea") {
      return <textarea {...props} {...registered} rows={5} placeholder={placeholder} />;
    }
    return (
      <input
        {...props}
        {...registered}
        type={field.type}
        autoComplete={field.autoComplete}
        placeholder={placeholder}
        {...(field.ltr ? { dir: "ltr" } : {})}
        // A left-to-right number in a right-to-left page lines up with the page's other fields.
        className={field.type === "tel" ? `${props.className} rtl:text-end` : props.className}
      />
    );
  }

  return (
    <LeadFormFrame
      label={copy.label}
      requiredHint={copy.requiredHint}
      submitLabel={copy.submit}
      copy={leadForm}
      locale={locale}
      sending={sending}
      waitingForNetwork={waitingForNetwork}
      summary={summary}
      outcome={outcome}
      outcomeRef={outcomeRef}
      honeypot={honeypot}
      onSubmit={submit}
      hidden={{ form, locale, page }}
    >
      {fields.map((field) => (
        <LeadField
          key={field.name}
          id={`${form}-${field.name}`}
          label={labels[field.name]!}
          required={isRequired(form, field.name)}
          error={errorMessage(leadForm, field.name, formState.errors[field.name]?.message)}
          className={"wide" in field && field.wide ? "sm:col-span-2" : undefined}
        >
          {(props) => control(field, props)}
        </LeadField>
      ))}
    </LeadFormFrame>
  );
}
