import type { SiteCopy as UiCopy } from "@lib/content/schemas/site";
import type { Locale } from "@lib/i18n/locales";
import { errorMessage, LeadField } from "./lead-field";
import { LeadFormFrame } from "./lead-form-frame";
import { contactFieldsSchema, productCategories, type ProductCategory } from "@lib/leads/schema";
import { useLeadForm } from "./use-lead-form";

const empty = {
  name: "",
  company: "",
  email: "",
  phone: "",
  category: "" as ProductCategory | "",
  message: "",
};

/**
 * The landing page's contact form (SPEC §3, §5; issue 5): name, e-mail and message
 * required; validated by the shared schema and sent to the leads API. Takes the page's
 * locale and the forms' copy. An island, hydrated when it nears the viewport.
 */
export function ContactForm({
  locale,
  ui,
}: {
  locale: Locale;
  ui: Pick<UiCopy, "contactForm" | "leadForm">;
}) {
  const copy = ui.contactForm;
  const { methods, submit, summary, honeypot } = useLeadForm({
    form: "contact",
    locale,
    schema: contactFieldsSchema,
    empty,
    labels: {
      name: copy.name,
      company: copy.company,
      email: copy.email,
      phone: copy.phone,
      category: copy.category,
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
      <LeadField id="contact-name" label={copy.name} required error={error("name")}>
        {(control) => <input {...control} {...register("name")} type="text" autoComplete="name" />}
      </LeadField>
      <LeadField id="contact-company" label={copy.company} error={error("company")}>
        {(control) => (
          <input {...control} {...register("company")} type="text" autoComplete="organization" />
        )}
      </LeadField>
      <LeadField id="contact-email" label={copy.email} required error={error("email")}>
        {(control) => (
          <input {...control} {...register("email")} type="email" autoComplete="email" dir="ltr" />
        )}
      </LeadField>
      <LeadField id="contact-phone" label={copy.phone} error={error("phone")}>
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
        id="contact-category"
        label={copy.category}
        error={error("category")}
        className="sm:col-span-2"
      >
        {(control) => (
          <select {...control} {...register("category")}>
            <option value="">{copy.categoryPlaceholder}</option>
            {productCategories.map((value) => (
              <option key={value} value={value}>
                {copy.categories[value]}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      <LeadField
        id="contact-message"
        label={copy.message}
        required
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
