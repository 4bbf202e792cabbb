import type { SiteCopy } from "@lib/content/schemas/site";
import type { ContactFacts } from "~/content/types";
import { cn } from "@lib/ui/cn";

interface ContactDetailsProps {
  copy: SiteCopy["footer"];
  company: ContactFacts;
  /** `dark` for the footer, `light` for a page section. */
  tone: "dark" | "light";
  className?: string;
}

/**
 * The company's contact details of SPEC §3: head office in Guangzhou, two phones, the
 * general, sales and jobs e-mails and the online chat office (a new tab), from
 * `content/facts.yaml`. The address is shown in Latin script, as on contracts, and in the
 * page's own script when its copy gives one.
 */
export function ContactDetails({ copy, company: contact, tone, className }: ContactDetailsProps) {
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
        {contact.localAddress && <dd>{contact.localAddress}</dd>}
        <dd dir="ltr" lang="en" className="text-start [direction:ltr] rtl:text-end">
          {contact.address}
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
      {contact.messengers.length > 0 && (
        <div>
          <dt className={term}>{copy.chat}</dt>
          {contact.messengers.map((messenger) => (
            <dd key={messenger.url}>
              <a
                className={linkClass}
                href={messenger.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {messenger.name}
                <span className="sr-only"> {copy.chatOpensNewTab}</span>
              </a>
            </dd>
          ))}
        </div>
      )}
    </dl>
  );
}
