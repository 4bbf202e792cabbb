import type { ReactNode } from "react";
import type { ShellData } from "~/content/types";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Every page's frame: skip link, header bar, `<main id="main">` and footer.
 * `contactSection` is false on pages without a `#contact` section (the header's Contact
 * link then goes to the home page's).
 */
export function SiteLayout({
  shell,
  contactSection = true,
  children,
}: {
  shell: ShellData;
  contactSection?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {shell.ui.skipToContent}
      </a>
      <SiteHeader shell={shell} contactSection={contactSection} />
      {/* Pagefind indexes the main content only (issue 27: scripts/search/build.ts). */}
      <main id="main" tabIndex={-1} className="outline-none" data-pagefind-body="">
        {children}
      </main>
      <SiteFooter shell={shell} />
    </>
  );
}
