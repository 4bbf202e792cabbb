import type { ShellData } from "~/content/types";
import { localizedPath } from "@lib/i18n/paths";
import { ContactDetails } from "./contact-details";
import { Logo } from "./logo";
import { WorkingHours } from "./working-hours";

/** The footer of every page (SPEC §2): contacts, working hours, sector links, copyright, legal links. */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const { locale, ui } = shell;
  const f = ui.footer;
  // min-h-6: WCAG 2.5.8 asks for 24 × 24 px targets; text-sm links are 20 px tall.
  const linkClass = "inline-flex min-h-6 items-center underline-offset-4 hover:underline";
  return (
    <footer className="on-dark bg-ink text-white/85">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2.5">
            <Logo name={shell.company.name} inverted />
          </div>
          <p className="mt-4 text-sm leading-relaxed">{f.tagline}</p>
        </div>

        <div>
          <h2 className="text-base font-semibold text-white">{f.contactsHeading}</h2>
          <ContactDetails copy={f} company={shell.company} tone="dark" className="mt-4 text-sm" />
        </div>

        <div>
          <h2 className="text-base font-semibold text-white">{f.hoursHeading}</h2>
          <WorkingHours copy={f} hours={shell.company.hours} tone="dark" className="mt-4 text-sm" />
        </div>

        <nav aria-labelledby="footer-sectors">
          <h2 id="footer-sectors" className="text-base font-semibold text-white">
            {f.sectorsHeading}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {shell.sectors.map((sector) => (
              <li key={sector.slug}>
                <a className={linkClass} href={localizedPath(locale, sector.slug)}>
                  {sector.title}
                </a>
              </li>
            ))}
            <li>
              <a className={linkClass} href={localizedPath(locale, "business-missions")}>
                {shell.missionsTitle}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © <span dir="ltr">{shell.copyrightYears}</span> {shell.company.name}. {f.rights}
          </p>
          <nav aria-label={f.legalLabel}>
            <ul className="flex gap-6">
              <li>
                <a className={linkClass} href={localizedPath(locale, "privacy")}>
                  {f.privacy}
                </a>
              </li>
              <li>
                <a className={linkClass} href={localizedPath(locale, "terms")}>
                  {f.terms}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
