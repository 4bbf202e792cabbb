import { flags } from "~/components/flags";
import { Tooltip, TooltipProvider } from "~/components/ui/tooltip";
import type { SwitcherEntry } from "~/content/types";
import { cn } from "@lib/ui/cn";

interface LanguageSwitcherProps {
  /** The flags in display order, from the locale registry (`loadShell`). */
  entries: SwitcherEntry[];
  /** Accessible name of the switcher's navigation. */
  label: string;
}

/**
 * The language switcher of SPEC §2: a flag per locale with a tooltip, each a real link to
 * the same page in that language, named in its own language, the current one `aria-current`.
 * An island: the links work from the first paint, the tooltips once a pointer or focus reaches them.
 */
export function LanguageSwitcher({ entries, label }: LanguageSwitcherProps) {
  return (
    <nav aria-label={label}>
      <TooltipProvider>
        <ul className="flex items-center gap-1.5">
          {entries.map(({ locale: target, nativeName: name, flag, href, current }) => {
            const Flag = flags[flag] ?? flags.none!;
            return (
              <li key={target}>
                <Tooltip content={name} lang={target}>
                  <a
                    href={href}
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
