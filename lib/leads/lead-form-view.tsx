import type { ReactNode } from "react";
import type { SiteCopy } from "../content/schemas/site";
import { AttachmentsField, type SharedFormCopy } from "./attachments-field";
import type { Locale } from "../i18n/locales";
import { localizedPath } from "../i18n/paths";
import {
  consentField,
  errorMessage,
  formCopyText,
  isRequired,
  leadFormSpec,
  optionLabels,
  type LeadFieldSpec,
  type LeadFormCopy,
} from "./form-fields";
import { LeadField, type ControlBinding, type ControlProps } from "./lead-field";
import { LeadFormFrame, type LiveForm, type LiveFormRefs } from "./lead-form-frame";
import { consentSchema, type LeadForm } from "./schema";
import type { FormChoices } from "./choices";
import { QuoteLines, type LiveLines } from "./quote-lines";

/** The props of a lead form's markup: which form, its copy, and what its fields show. */
export interface LeadFormViewProps {
  form: LeadForm;
  locale: Locale;
  /** The page's path (`/ar/horeca`), sent with a lead posted without JavaScript. */
  page: string;
  copy: LeadFormCopy<LeadForm>;
  leadForm: SharedFormCopy;
  /** Where the browser posts the form by itself: the leads API. */
  action: string;
  /**
   * What the controls start with, by field name (the honeypot's is `website`): the island's
   * initial values, or what a visitor posted when the form is given back.
   */
  values?: Record<string, string | readonly string[]>;
  /** The options the page supplies: countries, cities (issue 30). */
  choices?: FormChoices;
  /** The island's lines of goods (added, removed); without it, `shownQuoteLines` fixed lines. */
  lines?: LiveLines;
  /** Each field's error code (`errorCodes` of `lib/leads/schema.ts`), by field name. */
  errors?: Record<string, string | undefined>;
  /** Ties each control to the island's form state; without it the form is plain HTML. */
  bind?: (name: string) => ControlBinding;
  /** The island's state (`LeadFormFrame`); absent on a page that runs no script. */
  live?: LiveForm;
  /** The island's handles on the outcome element and the honeypot. */
  refs?: LiveFormRefs;
  /** The translated refusal of a file the form was sent with (issue 30). */
  attachmentError?: string;
  /** The island's list of chosen files (sizes, remove, progress), under the picker. */
  attachmentList?: ReactNode;
  /** The island's handler of the picker's files. */
  onPickFiles?: (files: FileList | null) => void;
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
  attachmentError,
  attachmentList,
  onPickFiles,
  choices = {},
  lines,
}: LeadFormViewProps) {
  const fields: readonly LeadFieldSpec[] = leadFormSpec(form, locale).fields;
  return (
    <LeadFormFrame
      label={copy.label}
      requiredHint={copy.requiredHint}
      submitLabel={copy.submit}
      copy={leadForm}
      locale={locale}
      action={action}
      hidden={{ form, locale, page }}
      honeypotValue={typeof values.website === "string" ? values.website : undefined}
      multipart={form === "contact"}
      live={live}
      refs={refs}
    >
      {fields.map((field) =>
        field.type === "lines" ? (
          <QuoteLines
            key={field.name}
            id={`${form}-${field.name}`}
            name={field.name}
            copy={copy as LeadFormCopy<"contact">}
            errors={errors}
            errorText={(name) => errorMessage(leadForm, name, errors[name])}
            values={values}
            bind={bind}
            live={lines}
          />
        ) : field.type === "checkboxes" ? (
          <CheckboxGroup
            key={field.name}
            id={`${form}-${field.name}`}
            legend={formCopyText(copy, field.name)}
            options={choices[field.choices ?? "cities"] ?? []}
            error={errorMessage(leadForm, field.name, errors[field.name])}
            binding={{ name: field.name, ...bind?.(field.name) }}
            checked={asList(values[field.name])}
          />
        ) : field.name === consentField.name ? (
          <ConsentCheckbox
            key={field.name}
            id={`${form}-${field.name}`}
            locale={locale}
            copy={leadForm.separateConsent}
            error={errorMessage(leadForm, field.name, errors[field.name])}
            binding={{ name: field.name, ...bind?.(field.name) }}
            checked={values[field.name] === consentSchema.value}
          />
        ) : (
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
                value={asText(values[field.name])}
                choices={choices}
              />
            )}
          </LeadField>
        ),
      )}
      {form === "contact" && leadForm.attachments && (
        <AttachmentsField
          id={`${form}-attachments`}
          copy={leadForm.attachments}
          {...(attachmentError ? { error: attachmentError } : {})}
          {...(onPickFiles ? { onPick: onPickFiles } : {})}
        >
          {attachmentList}
        </AttachmentsField>
      )}
    </LeadFormFrame>
  );
}

/** A value as one control shows it: text, or nothing for a list. */
function asText(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A value as a checkbox group shows it: the ticked values. */
function asList(value: string | readonly string[] | undefined): readonly string[] {
  return typeof value === "string" ? [value] : (value ?? []);
}

interface CheckboxGroupProps {
  id: string;
  legend: string;
  options: FormChoices["cities"] & object;
  error: string | undefined;
  binding: Partial<ControlBinding> & { name: string };
  checked: readonly string[];
}

/**
 * A multi-select as a group of checkboxes sharing one name (issue 30: a mission's cities of
 * interest): a fieldset whose legend names it, its error under it like any field's. Posted
 * without JavaScript, each ticked box repeats the name.
 */
function CheckboxGroup({ id, legend, options, error, binding, checked }: CheckboxGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      className="sm:col-span-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="block text-sm font-semibold">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              {...binding}
              type="checkbox"
              value={value}
              defaultChecked={checked.includes(value)}
              className="size-5 shrink-0 accent-accent"
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-accent-strong">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ConsentCheckboxProps {
  id: string;
  locale: Locale;
  copy: SiteCopy["leadForm"]["separateConsent"];
  error: string | undefined;
  binding: Partial<ControlBinding> & { name: string };
  /** Ticked when the page is given back with the visitor's consent; never ticked by default. */
  checked: boolean;
}

/**
 * The separate consent to the processing of personal data (issue 34; 152-FZ art. 9): an
 * unticked checkbox whose label links to the standalone consent text (`/<locale>/consent`),
 * required, with its translated error under it like any field's.
 */
function ConsentCheckbox({ id, locale, copy, error, binding, checked }: ConsentCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          {...binding}
          id={id}
          type="checkbox"
          value={consentSchema.value}
          defaultChecked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <label htmlFor={id} className="text-sm leading-relaxed">
          {copy.before}
          <a
            href={localizedPath(locale, "consent")}
            className="font-medium text-ink underline underline-offset-4"
          >
            {copy.link}
          </a>
          {copy.after}
          <span aria-hidden="true" className="ms-0.5 text-accent">
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-accent-strong">
          {error}
        </p>
      )}
    </div>
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
  choices: FormChoices;
}

/** A select's options: the field's own with their labels from the copy, or the page's. */
function selectOptions(field: LeadFieldSpec, copy: LeadFormCopy<LeadForm>, choices: FormChoices) {
  if (field.choices) return choices[field.choices] ?? [];
  const labels = optionLabels(copy, field);
  return (field.options ?? []).map((option): readonly [string, string] => {
    const label = labels[option] ?? option;
    // A standard code (an Incoterms rule) leads its explanation; "not sure" is its own label.
    return [
      option,
      field.codedOptions && option !== label && /^[A-Z]+$/.test(option)
        ? `${option} — ${label}`
        : label,
    ];
  });
}

/** A field's control: a select, a textarea or an input of the field's type. */
function LeadControl({ field, props, copy, binding, value, choices }: LeadControlProps) {
  const placeholder = field.placeholder ? formCopyText(copy, field.placeholder) : undefined;
  const control = { ...props, ...binding, defaultValue: value };
  if (field.type === "select") {
    return (
      <select {...control} autoComplete={field.autoComplete}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {selectOptions(field, copy, choices).map(([option, label]) => (
          <option key={option} value={option}>
            {label}
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
      inputMode={field.inputMode}
      {...(field.type === "number" ? { min: 1, step: 1 } : {})}
      {...(field.ltr ? { dir: "ltr" } : {})}
      // A left-to-right number in a right-to-left page lines up with the page's other fields.
      className={
        field.ltr && field.type !== "email" ? `${props.className} rtl:text-end` : props.className
      }
    />
  );
}
