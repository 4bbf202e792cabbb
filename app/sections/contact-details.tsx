import type { UiCopy } from "~/content/en/ui";
import { company } from "~/content/company";
import { cn } from "~/lib/cn";

interface ContactDetailsProps {
  copy: UiCopy["footer"];
  /** `dark` for the footer, `light` for a page section. */
  tone: "dark" | "light";
  className?: string;
}

/**
 * The company's contact details of SPEC §3: head office in Guangzhou, two phones, the
 * general, sales and jobs e-mails and the online chat office (a new tab), from `company.ts`.
 */
export function ContactDetails({ copy, tone, className }: ContactDetailsProps) {
  const { contact } = company;
  const term = tone === "dark" ? "text-white/70" : "text-muted";
  // min-h-6: WCAG 2.5.8 asks for 24 × 24 px targets; the stacked phone links were 17 px tall.
  const linkClass = cn(
    "inline-flex min-h-6 items-center underline-offset-4 hover:underline",
    tone === "light" && "font-semibold text-ink hover:text-accent",
  );
  return (
    <dl className={cn("space-y-3", className)}>
      <div>
        <dt className={term}>{copy.headOffice}</dt>
        <dd dir="ltr" className="text-start [direction:ltr] rtl:text-end">
          {contact.address.street}, {contact.address.district}, {contact.address.city}{" "}
          {contact.address.postalCode}
        </dd>
      </div>
      <div>
        <dt className={term}>{copy.phones}</dt>
        {contact.phones.map((phone) => (
          <dd key={phone.e164}>
            <a className={linkClass} href={`tel:${phone.e164}`} dir="ltr">
              {phone.display}
            </a>
          </dd>
        ))}
      </div>
      {(
        [
          [copy.emailGeneral, contact.emails.general],
          [copy.emailSales, contact.emails.sales],
          [copy.emailJobs, contact.emails.jobs],
        ] as const
      ).map(([label, email]) => (
        <div key={email}>
          <dt className={term}>{label}</dt>
          <dd>
            <a className={`${linkClass} break-all`} href={`mailto:${email}`} dir="ltr">
              {email}
            </a>
          </dd>
        </div>
      ))}
      <div>
        <dt className={term}>{copy.chat}</dt>
        <dd>
          <a
            className={linkClass}
            href={contact.messenger.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {contact.messenger.name}
            <span className="sr-only"> {copy.chatOpensNewTab}</span>
          </a>
        </dd>
      </div>
    </dl>
  );
}
