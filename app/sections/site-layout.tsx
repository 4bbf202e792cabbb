import type { ReactNode } from "react";
import type { ShellData } from "~/content/types";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Every page's frame: skip link, header bar, `<main id="main">` and footer. */
export function SiteLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {shell.ui.skipToContent}
      </a>
      <SiteHeader shell={shell} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter shell={shell} />
    </>
  );
}
