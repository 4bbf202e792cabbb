import type { SiteCopy as UiCopy } from "@lib/content/schemas/site";
import type { Locale } from "@lib/i18n/locales";
import { errorMessage, LeadField } from "./lead-field";
import { LeadFormFrame } from "./lead-form-frame";
import { missionFieldsSchema } from "@lib/leads/schema";
import { useLeadForm } from "./use-lead-form";

const empty = { name: "", company: "", email: "", phone: "", program: "", message: "" };

/**
 * The business-missions request form (SPEC §3, §5; issue 5): name, e-mail and phone
 * required, company, program of interest and a five-row message; validated by the shared
 * schema and sent to the leads API. Takes the page's locale and the forms' copy. An island, hydrated when it nears the viewport.
 */
export function MissionForm({
  locale,
  ui,
}: {
  locale: Locale;
  ui: Pick<UiCopy, "missionForm" | "leadForm">;
}) {
  const copy = ui.missionForm;
  const { methods, submit, summary, honeypot } = useLeadForm({
    form: "mission",
    locale,
    schema: missionFieldsSchema,
    empty,
    labels: {
      name: copy.name,
      company: copy.company,
      email: copy.email,
      phone: copy.phone,
      program: copy.program,
      message: copy.message,
    },
    copy: ui.leadForm,
  });
  const { register, formState } = methods;
  const error = (field: keyof typeof empty) =>
    errorMessage(ui.leadForm, field, formState.errors[field]?.message);

  return (
    <LeadFormFrame
      label={copy.label}
      requiredHint={copy.requiredHint}
      submitLabel={copy.submit}
      copy={ui.leadForm}
      locale={locale}
      sending={formState.isSubmitting}
      summary={summary}
      honeypot={honeypot}
      onSubmit={submit}
    >
      <LeadField id="mission-name" label={copy.name} required error={error("name")}>
        {(control) => <input {...control} {...register("name")} type="text" autoComplete="name" />}
      </LeadField>
      <LeadField id="mission-company" label={copy.company} error={error("company")}>
        {(control) => (
          <input {...control} {...register("company")} type="text" autoComplete="organization" />
        )}
      </LeadField>
      <LeadField id="mission-email" label={copy.email} required error={error("email")}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" dir="ltr" />
        )}
      </LeadField>
      <LeadField id="mission-phone" label={copy.phone} required error={error("phone")}>
        {(control) => (
          <input
            {...control}
            {...register("phone")}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder={copy.phonePlaceholder}
            className={`${control.className} rtl:text-end`}
          />
        )}
      </LeadField>
      <LeadField
        id="mission-program"
        label={copy.program}
        error={error("program")}
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            {...register("program")}
            type="text"
            placeholder={copy.programPlaceholder}
          />
        )}
      </LeadField>
      <LeadField
        id="mission-message"
        label={copy.message}
        error={error("message")}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            {...register("message")}
            rows={5}
            placeholder={copy.messagePlaceholder}
          />
        )}
      </LeadField>
    </LeadFormFrame>
  );
}
