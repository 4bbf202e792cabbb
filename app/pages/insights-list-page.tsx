import { PageIntro } from "@lib/ui/page-intro";
import { ArrowIcon } from "~/components/arrow-icon";
import type { InsightCard, Pagination } from "~/content/insights-view";
import type { ShellData } from "~/content/types";
import { BackLink } from "~/sections/back-link";
import { InsightCardList } from "~/sections/insight-cards";
import { SiteLayout } from "~/sections/site-layout";

/** What an insights list shows: its heading and intro, one page of cards, the pagination. */
export interface InsightsListPageProps {
  shell: ShellData;
  title: string;
  intro?: string;
  cards: InsightCard[];
  pagination?: Pagination;
}

/**
 * A list of articles (issue 27): all of a locale's, newest first, 12 per page
 * (`/{lang}/insights`, `/{lang}/insights/page/2`…), or one sector's
 * (`/{lang}/insights/sector/{sector}`). Rendered by `app/routes/insights-list.tsx`.
 */
export function InsightsListPage({
  shell,
  title,
  intro,
  cards,
  pagination,
}: InsightsListPageProps) {
  return (
    <SiteLayout shell={shell} contactSection={false}>
      <PageIntro title={title} back={<BackLink shell={shell} />} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {intro && <p className="max-w-3xl text-lg text-muted">{intro}</p>}
        <div className={intro ? "mt-10" : undefined}>
          <InsightCardList cards={cards} headingLevel={2} priority />
        </div>
        {pagination && (
          <nav aria-label={pagination.label} className="mt-12 flex flex-wrap items-center gap-6">
            {pagination.newer && (
              <a
                href={pagination.newer.href}
                rel="prev"
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong hover:underline"
              >
                <ArrowIcon back />
                {pagination.newer.label}
              </a>
            )}
            <p className="text-muted">{pagination.status}</p>
            {pagination.older && (
              <a
                href={pagination.older.href}
                rel="next"
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong hover:underline"
              >
                {pagination.older.label}
                <ArrowIcon />
              </a>
            )}
          </nav>
        )}
      </div>
    </SiteLayout>
  );
}
