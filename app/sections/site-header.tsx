import type { ShellData } from "~/content/types";
import { localizedPath } from "@lib/i18n/paths";
import { island } from "~/islands/island";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

const LanguageSwitcherIsland = island("language-switcher", LanguageSwitcher);

/** The header bar of every page: logo home link, in-page navigation and the language switcher (SPEC §2). */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const { locale, ui } = shell;
  const home = localizedPath(locale);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <a
          href={home}
          className="flex min-h-11 items-center gap-2.5 rounded-md"
          aria-label={ui.homeLink}
        >
          <Logo name={shell.company.name} />
        </a>
        <nav aria-label={ui.nav.label} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1 text-[15px] font-medium">
            <li>
              <a className="rounded-md px-3 py-2.5 hover:bg-ink/5" href={`${home}#services`}>
                {ui.nav.services}
              </a>
            </li>
            <li>
              <a
                className="rounded-md px-3 py-2.5 hover:bg-ink/5"
                href={localizedPath(locale, "business-missions")}
              >
                {ui.nav.missions}
              </a>
            </li>
            <li>
              <a className="rounded-md px-3 py-2.5 hover:bg-ink/5" href="#contact">
                {ui.nav.contact}
              </a>
            </li>
          </ul>
        </nav>
        <div className="ms-auto lg:ms-2">
          <LanguageSwitcherIsland entries={shell.switcher} label={ui.switcher.label} />
        </div>
      </div>
    </header>
  );
}
