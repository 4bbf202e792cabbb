import { PageIntro } from "@lib/ui/page-intro";
import type { ShellData } from "~/content/types";
import { island } from "~/islands/island";
import { SiteSearch, searchFieldCopy } from "~/search/site-search";
import { BackLink } from "~/sections/back-link";
import { SiteLayout } from "~/sections/site-layout";

// The field's copy, the same on every page of a locale, travels in a cached file (issue 33).
const SiteSearchIsland = island("site-search", SiteSearch, { shared: ["copy"] });

/**
 * The search page of a locale, `/{lang}/search` (issue 27): a search field whose results are
 * the pages of that language (Pagefind, loaded on focus or when opened with `?q=`), and a
 * line for readers without JavaScript.
 */
export function SearchPage({ shell }: { shell: ShellData }) {
  const copy = shell.ui.search;
  return (
    <SiteLayout shell={shell} contactSection={false}>
      <PageIntro title={copy.heading} back={<BackLink shell={shell} />} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-pagefind-ignore="">
        <SiteSearchIsland locale={shell.locale} copy={searchFieldCopy(copy)} variant="page" />
        <noscript>
          <p className="mt-6 text-muted">{copy.noScript}</p>
        </noscript>
      </div>
    </SiteLayout>
  );
}
