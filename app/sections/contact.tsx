import type { ProductCategory } from "@lib/leads/schema";
import { localeInfo } from "@lib/i18n/locales";
import { countryChoices } from "@lib/leads/choices";
import type { ShellData } from "~/content/types";
import { LeadFormIsland } from "~/leads/lead-form-island";
import { ContactDetails } from "./contact-details";
import { WorkingHours } from "./working-hours";

interface ContactSectionProps {
  /** The page's shell: its locale, path (reported with the lead), words and company facts. */
  shell: ShellData;
  /** The section's heading and intro, from the page's content file. */
  copy: { heading: string; intro: string };
  /**
   * Whether the direct contacts and working hours show beside the form; not where the page
   * shows them already (the missions page, beside its own form).
   */
  withCompany?: boolean;
  /** The category the form starts on (a sector page's own, issue 18). */
  category?: ProductCategory | undefined;
}

/**
 * The contact section, anchor `#contact` (SPEC §2): heading, intro, the direct contacts and
 * working hours of `content/facts.yaml` unless `withCompany` is false (issue 21: the column
 * beside the form), and the landing contact form, starting on `category` when given. Every
 * page with a form draws it from its shell, so the form reports the page it was sent from.
 */
export function ContactSection({ shell, copy, withCompany = true, category }: ContactSectionProps) {
  const { locale, page, ui, company } = shell;
  const { heading, intro } = copy;
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="bg-sand py-16 sm:py-24"
      // The same on every page: no search result for it (issue 27).
      data-pagefind-ignore=""
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="contact-title" className="text-3xl font-bold sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{intro}</p>
          {withCompany && (
            // On paper the footer carries the same contacts and hours: print them once.
            <div className="print:hidden">
              <h3 className="mt-8 text-lg font-semibold">{ui.footer.contactsHeading}</h3>
              <ContactDetails copy={ui.footer} company={company} tone="light" className="mt-3" />
              <h3 className="mt-8 text-lg font-semibold">{ui.footer.hoursHeading}</h3>
              <WorkingHours copy={ui.footer} hours={company.hours} tone="light" className="mt-3" />
            </div>
          )}
        </div>
        <LeadFormIsland
          form="contact"
          locale={locale}
          page={page}
          copy={ui.contactForm}
          leadForm={ui.leadForm}
          // Named here, at the build, so the island hydrates with the same names (issue 30),
          // read back from the prerendered select (`withoutCountryChoices`).
          choices={{ countries: countryChoices(localeInfo(locale).formatTag) }}
          {...(category ? { initialValues: { category } } : {})}
        />
      </div>
    </section>
  );
}
