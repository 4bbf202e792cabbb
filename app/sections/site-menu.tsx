import { Menu, X } from "lucide-react";
import type { ShellData } from "~/content/types";
import { cn } from "@lib/ui/cn";

/** `id` of the phone menu's `<dialog>`, which its buttons name in `commandfor`. */
export const siteMenuId = "site-menu";

/** One link of the header's navigation, shared by the desktop bar and the phone menu. */
export interface NavLink {
  href: string;
  label: string;
}

/**
 * The button that opens the phone menu (below the desktop breakpoint). It needs no script:
 * `command="show-modal"` opens the `<dialog>` as a modal, so the page behind is inert,
 * Escape closes it and focus returns to this button (HTML Standard, invoker commands).
 */
export function SiteMenuButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      commandfor={siteMenuId}
      command="show-modal"
      aria-haspopup="dialog"
      aria-controls={siteMenuId}
      className={cn(
        "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2.5 text-[15px] font-medium text-ink hover:bg-ink/5",
        className,
      )}
    >
      <Menu aria-hidden="true" className="h-5 w-5" />
      <span>{label}</span>
    </button>
  );
}

/**
 * The phone menu: the header's links and the languages, each named in its own language, in
 * a modal `<dialog>` sliding from the inline end (right in English, left in Arabic).
 * `closedby="any"` lets a tap outside close it too; `app/entry.client.tsx` closes it when a
 * link inside leads to a section of the same page.
 */
export function SiteMenu({ shell, links }: { shell: ShellData; links: NavLink[] }) {
  const { ui } = shell;
  return (
    <dialog
      id={siteMenuId}
      aria-label={ui.nav.menu}
      closedby="any"
      className="fixed inset-y-0 m-0 ms-auto h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-4 text-ink shadow-xl backdrop:bg-ink/50 lg:hidden"
    >
      <div className="flex justify-end">
        <button
          type="button"
          commandfor={siteMenuId}
          command="close"
          aria-label={ui.nav.close}
          className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-ink/5"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {/* One landmark, named apart from the header's own (which a phone hides). */}
      <nav aria-label={ui.nav.menu}>
        <ul className="mt-2 space-y-1 text-lg font-semibold">
          {links.map((link) => (
            <li key={link.href}>
              <a
                className="flex min-h-12 items-center rounded-md px-3 hover:bg-ink/5"
                href={link.href}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <ul className="mt-6 space-y-1 border-t border-line pt-4">
          {shell.switcher.map((entry) => (
            <li key={entry.locale}>
              <a
                href={entry.href}
                hrefLang={entry.locale}
                lang={entry.locale}
                aria-current={entry.current ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center rounded-md px-3 hover:bg-ink/5",
                  entry.current && "bg-ink/5 font-semibold",
                )}
              >
                {entry.nativeName}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
