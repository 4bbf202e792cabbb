import type { UiCopy } from "~/content/en/ui";
import { Button } from "~/components/ui/button";

const fieldClass =
  "mt-1.5 block w-full rounded-md border border-ink/30 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink/60 focus-visible:border-focus";

function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold">
      {text}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-accent">
          *
        </span>
      )}
    </label>
  );
}

/** The landing page's contact form: the fields of SPEC §3. */
export function ContactForm({ copy }: { copy: UiCopy["contactForm"] }) {
  const categories = Object.entries(copy.categories);
  return (
    <form
      aria-label={copy.label}
      className="grid gap-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-line sm:grid-cols-2 sm:p-8"
    >
      <p className="text-sm text-muted sm:col-span-2">{copy.requiredHint}</p>
      <div>
        <Label htmlFor="contact-name" text={copy.name} required />
        <input id="contact-name" name="name" autoComplete="name" required className={fieldClass} />
      </div>
      <div>
        <Label htmlFor="contact-company" text={copy.company} />
        <input
          id="contact-company"
          name="company"
          autoComplete="organization"
          className={fieldClass}
        />
      </div>
      <div>
        <Label htmlFor="contact-email" text={copy.email} required />
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          dir="ltr"
          className={fieldClass}
        />
      </div>
      <div>
        <Label htmlFor="contact-phone" text={copy.phone} />
        <input
          id="contact-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder={copy.phonePlaceholder}
          className={`${fieldClass} rtl:text-end`}
        />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="contact-category" text={copy.category} />
        <select id="contact-category" name="category" defaultValue="" className={fieldClass}>
          <option value="">{copy.categoryPlaceholder}</option>
          {categories.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="contact-message" text={copy.message} required />
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          placeholder={copy.messagePlaceholder}
          className={fieldClass}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit">{copy.submit}</Button>
      </div>
    </form>
  );
}
