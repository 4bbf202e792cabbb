import { flags } from "~/components/flags";
import { Tooltip, TooltipProvider } from "~/components/ui/tooltip";
import { localeInfo, type Locale } from "~/i18n/locales";
import { switcherOrder, switchTarget } from "~/i18n/switcher";
import { cn } from "~/lib/cn";

interface LanguageSwitcherProps {
  locale: Locale;
  /** Accessible name of the switcher's navigation. */
  label: string;
  /** The current page's path; each flag links to the same page in its language. */
  pathname: string;
}

/**
 * The language switcher of SPEC §2: four flags with tooltips, each a real link to the
 * same page in that language, named in its own language, the current one `aria-current`.
 * An island: the links work from the first paint, the tooltips once a pointer or focus reaches them.
 */
export function LanguageSwitcher({ locale, label, pathname }: LanguageSwitcherProps) {
  return (
    <nav aria-label={label}>
      <TooltipProvider>
        <ul className="flex items-center gap-1.5">
          {switcherOrder(locale).map((target) => {
            const Flag = flags[target];
            const current = target === locale;
            const name = localeInfo[target].nativeName;
            return (
              <li key={target}>
                <Tooltip content={name} lang={target}>
                  <a
                    href={switchTarget(pathname, target)}
                    hrefLang={target}
                    lang={target}
                    aria-current={current ? "page" : undefined}
                    data-locale={target}
                    className={cn(
                      "flex h-11 w-11 items-center justify-center rounded-md transition-colors hover:bg-ink/5",
                      current && "bg-ink/5",
                    )}
                  >
                    <span
                      className={cn(
                        "block h-5 w-7.5 overflow-hidden rounded-[3px] ring-1 ring-ink/20 [&>svg]:h-full [&>svg]:w-full",
                        current && "ring-2 ring-ink",
                      )}
                    >
                      <Flag />
                    </span>
                    <span className="sr-only">{name}</span>
                  </a>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      </TooltipProvider>
    </nav>
  );
}
