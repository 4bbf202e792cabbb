import type { SiteCopy } from "../content/schemas/site";
import type { Locale } from "../i18n/locales";
import {
  errorMessage,
  formCopyText,
  isRequired,
  leadFormSpecs,
  optionLabels,
  type LeadFieldSpec,
  type LeadFormCopy,
} from "./form-fields";
import { LeadField, type ControlProps } from "./lead-field";
import { LeadFormFrame, type LiveForm, type LiveFormRefs } from "./lead-form-frame";
import type { LeadForm } from "./schema";

/** What ties a control to the island's form state: react-hook-form's `register(name)`. */
export interface ControlBinding {
  name: string;
  onChange: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
  ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
}

/** The props of a lead form's markup: which form, its copy, and what its fields show. */
export interface LeadFormViewProps {
  form: LeadForm;
  locale: Locale;
  /** The page's path (`/ar/horeca`), sent with a lead posted without JavaScript. */
  page: string;
  copy: LeadFormCopy<LeadForm>;
  leadForm: SiteCopy["leadForm"];
  /** Where the browser posts the form by itself: the leads API. */
  action: string;
  /**
   * What the controls start with, by field name (the honeypot's is `website`): the island's
   * initial values, or what a visitor posted when the form is given back.
   */
  values?: Record<string, string>;
  /** Each field's error code (`errorCodes` of `lib/leads/schema.ts`), by field name. */
  errors?: Record<string, string | undefined>;
  /** Ties each control to the island's form state; without it the form is plain HTML. */
  bind?: (name: string) => ControlBinding;
  /** The island's state (`LeadFormFrame`); absent on a page that runs no script. */
  live?: LiveForm;
  /** The island's handles on the outcome element and the honeypot. */
  refs?: LiveFormRefs;
}

/**
 * A lead form's markup (SPEC §3, §5; issues 5, 15 and 18): the fields of the form's list
 * (`lib/leads/form-fields.ts`) in their frame, each with its label, required mark, value and
 * translated error (`aria-invalid`, `aria-describedby`). The one markup of both the island
 * (`app/leads/lead-form.tsx`, prerendered and hydrated) and the page the server gives a form
 * sent without JavaScript back in (`server/leads/form-post-page.tsx`), so the two never
 * differ.
 */
export function LeadFormView({
  form,
  locale,
  page,
  copy,
  leadForm,
  action,
  values = {},
  errors = {},
  bind,
  live,
  refs,
}: LeadFormViewProps) {
  const fields: readonly LeadFieldSpec[] = leadFormSpecs[form].fields;
  return (
    <LeadFormFrame
      label={copy.label}
      requiredHint={copy.requiredHint}
      submitLabel={copy.submit}
      copy={leadForm}
      locale={locale}
      action={action}
      hidden={{ form, locale, page }}
      honeypotValue={values.website}
      live={live}
      refs={refs}
    >
      {fields.map((field) => (
        <LeadField
          key={field.name}
          id={`${form}-${field.name}`}
          label={formCopyText(copy, field.name)}
          required={isRequired(form, field.name)}
          error={errorMessage(leadForm, field.name, errors[field.name])}
          className={field.wide ? "sm:col-span-2" : undefined}
        >
          {(props) => (
            <LeadControl
              field={field}
              props={props}
              copy={copy}
              binding={{ name: field.name, ...bind?.(field.name) }}
              value={values[field.name]}
            />
          )}
        </LeadField>
      ))}
    </LeadFormFrame>
  );
}

interface LeadControlProps {
  field: LeadFieldSpec;
  /** The label's and error's ties (`LeadField`). */
  props: ControlProps;
  copy: LeadFormCopy<LeadForm>;
  binding: Partial<ControlBinding> & { name: string };
  /** The value it starts with; the island's state takes over once it runs. */
  value: string | undefined;
}

/** A field's control: a select, a textarea or an input of the field's type. */
function LeadControl({ field, props, copy, binding, value }: LeadControlProps) {
  const placeholder = field.placeholder ? formCopyText(copy, field.placeholder) : undefined;
  const control = { ...props, ...binding, defaultValue: value };
  if (field.type === "select") {
    const labels = optionLabels(copy, field);
    return (
      <select {...control}>
        <option value="">{placeholder}</option>
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {labels[option] ?? option}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === "textarea") {
    return <textarea {...control} rows={5} placeholder={placeholder} />;
  }
  return (
    <input
      {...control}
      type={field.type}
      autoComplete={field.autoComplete}
      placeholder={placeholder}
      {...(field.ltr ? { dir: "ltr" } : {})}
      // A left-to-right number in a right-to-left page lines up with the page's other fields.
      className={field.type === "tel" ? `${props.className} rtl:text-end` : props.className}
    />
  );
}
