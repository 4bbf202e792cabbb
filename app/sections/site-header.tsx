import type { ShellData } from "~/content/types";
import { localizedPath } from "@lib/i18n/paths";
import { Search } from "lucide-react";
import { island } from "~/islands/island";
import { SiteSearch, searchFieldCopy } from "~/search/site-search";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { SiteMenu, SiteMenuButton, type NavLink } from "./site-menu";

const LanguageSwitcherIsland = island("language-switcher", LanguageSwitcher);
// The field's copy, the same on every page of a locale, travels in a cached file (issue 33).
const SiteSearchIsland = island("site-search", SiteSearch, { shared: ["copy"] });

/**
 * The header bar of every page (SPEC §2): logo home link, the navigation and the language
 * switcher from the desktop breakpoint up; below it a menu button opening the same links
 * and the languages (issue 18), the flags staying beside it while they fit (from 640 px).
 * `contactSection` says whether the page has its own `#contact` section; pages without one
 * (privacy, terms) link to the home page's.
 */
export function SiteHeader({
  shell,
  contactSection = true,
}: {
  shell: ShellData;
  contactSection?: boolean;
}) {
  const { locale, ui } = shell;
  const home = localizedPath(locale);
  const links: NavLink[] = [
    { href: `${home}#services`, label: ui.nav.services },
    { href: localizedPath(locale, "business-missions"), label: ui.nav.missions },
    { href: contactSection ? "#contact" : `${home}#contact`, label: ui.nav.contact },
  ];
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <a
            href={home}
            className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-md whitespace-nowrap"
            aria-label={ui.homeLink}
          >
            <Logo name={shell.company.name} />
          </a>
          <nav aria-label={ui.nav.label} className="ms-auto hidden lg:block">
            <ul className="flex items-center gap-1 text-[15px] font-medium">
              {links.map((link) => (
                <li key={link.href}>
                  <a className="rounded-md px-3 py-2.5 hover:bg-ink/5" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {/* The search field from the desktop breakpoint; below it, a link to the search page. */}
          <div className="ms-2 hidden lg:block">
            <SiteSearchIsland locale={locale} copy={searchFieldCopy(ui.search)} variant="header" />
          </div>
          <a
            href={`/${locale}/search`}
            className="ms-auto inline-flex size-11 items-center justify-center rounded-md hover:bg-ink/5 lg:hidden"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">{ui.search.label}</span>
          </a>
          <div className="hidden sm:block lg:ms-2">
            <LanguageSwitcherIsland entries={shell.switcher} label={ui.switcher.label} />
          </div>
          <SiteMenuButton label={ui.nav.menu} className="lg:hidden" />
        </div>
      </header>
      <SiteMenu shell={shell} links={links} />
    </>
  );
}
