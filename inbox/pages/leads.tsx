import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { filterToSearch, inboxApiPaths, type LeadFilter, type LeadSummary } from "@lib/inbox/api";
import { Button } from "@lib/ui/button";
import { facetsQuery, leadsQuery } from "../api/queries";
import { ErrorMessage } from "../components/form-field";
import { FilterForm } from "../components/filter-form";
import { formName, sectorName, shownStatus } from "../components/format";
import { usePageTitle } from "../components/page-title";
import { SpamReasonNote } from "../components/spam-reason";
import { ReplyPromise } from "../components/reply-promise";
import { StatusBadge } from "../components/status-badge";
import { filterFromParams, filterLabels, isFiltered } from "../filters";
import { useCopy } from "../i18n/copy";

const cell = "px-3 py-2 align-top";
/** The first column stays in view while a narrow screen scrolls the table sideways. */
const stickyCell = "sticky start-0 z-10 bg-white shadow-[1px_0_0_var(--color-line)]";

function LeadRow({ lead, search }: { lead: LeadSummary; search: string }) {
  const copy = useCopy();
  const { t } = copy;
  return (
    <tr className="border-t border-line">
      <th scope="row" className={`${cell} ${stickyCell} text-start font-normal`}>
        <Link
          to={`/leads/${encodeURIComponent(lead.id)}`}
          state={{ search }}
          className="font-semibold text-ink underline underline-offset-4"
        >
          <bdi>{lead.name}</bdi>
        </Link>
        <span className="block text-sm text-muted">{lead.company ?? t("leads.noCompany")}</span>
      </th>
      <td className={cell}>
        <StatusBadge status={shownStatus(lead)} />
        {lead.spam ? (
          <span className="mt-1 block text-sm">
            <SpamReasonNote reason={lead.spamReason} />
          </span>
        ) : null}
      </td>
      <td className={cell}>
        <ReplyPromise promise={lead.promise} />
        <span className="block text-sm text-muted">
          {lead.owner ? <bdi>{lead.owner}</bdi> : t("promise.unassigned")}
        </span>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <time dateTime={lead.createdAt}>{copy.formatTime(lead.createdAt)}</time>
      </td>
      <td className={`${cell} break-all`}>{lead.email}</td>
      <td className={cell}>{lead.sector ? sectorName(copy, lead.sector) : t("app.emptyValue")}</td>
      <td className={cell}>
        {formName(copy, lead.form)}
        {lead.withoutJavaScript ? (
          <span className="block text-sm text-muted">{t("leads.withoutJavaScript")}</span>
        ) : null}
      </td>
      <td className={cell}>{copy.localeName(lead.locale)}</td>
      <td className={cell}>
        {lead.country ? copy.countryName(lead.country) : t("app.emptyValue")}
      </td>
      <td className={cell}>
        {lead.source ?? t("leads.direct")}
        {lead.campaign ? <span className="block text-sm text-muted">{lead.campaign}</span> : null}
      </td>
    </tr>
  );
}

/** Links to the whole filter's export (not only the loaded pages), as files. */
function ExportLinks({ filter }: { filter: LeadFilter }) {
  const { t } = useCopy();
  const search = filterToSearch(filter);
  const query = search ? `?${search}` : "";
  const linkClass =
    "inline-flex min-h-11 items-center rounded-md px-4 font-semibold ring-1 ring-inset ring-ink/25 hover:bg-ink/5";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={`${inboxApiPaths.exportCsv}${query}`} download className={linkClass}>
        {t("leads.exportCsv")}
      </a>
      <a href={`${inboxApiPaths.exportJson}${query}`} download className={linkClass}>
        {t("leads.exportJson")}
      </a>
    </div>
  );
}

/**
 * /inbox/: the leads newest first, filtered by the URL's query (so a link shares the
 * filter), a page at a time with "Load more", each row linking to the lead.
 */
export function LeadsPage() {
  const copy = useCopy();
  const { t } = copy;
  usePageTitle(t("leads.pageTitle"));
  const [params, setParams] = useSearchParams();
  const { state, search } = useLocation() as { state: { notice?: string } | null; search: string };
  const { filter, ignored } = useMemo(() => filterFromParams(params), [params]);
  const facets = useQuery(facetsQuery());
  const leads = useInfiniteQuery(leadsQuery(filter));
  const rows = leads.data?.pages.flatMap((page) => page.leads) ?? [];
  const [announcement, setAnnouncement] = useState("");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("leads.heading")}</h1>
        <ExportLinks filter={filter} />
      </div>
      {state?.notice ? (
        <p
          role="status"
          className="rounded-md border border-ink/20 bg-white px-3 py-2 font-semibold"
        >
          {state.notice}
        </p>
      ) : null}
      <FilterForm
        filter={filter}
        facets={facets.data}
        onApply={(next) => setParams(new URLSearchParams(filterToSearch(next)))}
      />
      {ignored.length > 0 ? (
        <ErrorMessage>
          {t("leads.ignored", {
            fields: copy.formatList(ignored.map((key) => t(filterLabels[key]))),
            count: ignored.length,
          })}
        </ErrorMessage>
      ) : null}
      <section aria-labelledby="results-heading" className="flex flex-col gap-3">
        <h2 id="results-heading" className="text-xl font-bold">
          {t(isFiltered(filter) ? "leads.filteredHeading" : "leads.allHeading")}
        </h2>
        <p className="max-w-prose text-sm text-muted">{t("promise.hint")}</p>
        {filter.status === "spam" || (!filter.status && filter.reason) ? (
          <p className="max-w-prose">{t("spam.checkAdvice")}</p>
        ) : null}
        {leads.isPending ? (
          <p role="status">{t("leads.loading")}</p>
        ) : leads.isError ? (
          <ErrorMessage>{t("leads.loadFailed")}</ErrorMessage>
        ) : rows.length === 0 ? (
          <p role="status">{t("leads.noMatch")}</p>
        ) : (
          <>
            <p className="text-muted">
              {t("leads.shown", { count: rows.length, more: leads.hasNextPage ? "yes" : "no" })}
            </p>
            <div
              role="region"
              aria-labelledby="results-heading"
              tabIndex={0}
              className="overflow-x-auto rounded-lg border border-line bg-white"
            >
              <table className="w-full min-w-[60rem] border-collapse text-start">
                <caption className="sr-only">{t("leads.caption")}</caption>
                <thead className="bg-sand text-sm">
                  <tr>
                    <th scope="col" className={`${cell} ${stickyCell} bg-sand text-start`}>
                      {t("leads.nameAndCompany")}
                    </th>
                    {[
                      t("leads.status"),
                      t("promise.column"),
                      t("leads.received"),
                      t("leads.email"),
                      t("leads.sector"),
                      t("leads.form"),
                      t("leads.language"),
                      t("leads.country"),
                      t("leads.sourceAndCampaign"),
                    ].map((heading) => (
                      <th key={heading} scope="col" className={`${cell} text-start`}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((lead) => (
                    <LeadRow key={lead.id} lead={lead} search={search} />
                  ))}
                </tbody>
              </table>
            </div>
            {leads.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                className="self-start"
                disabled={leads.isFetchingNextPage}
                onClick={async () => {
                  const before = rows.length;
                  const result = await leads.fetchNextPage();
                  const after = result.data?.pages.flatMap((page) => page.leads).length ?? before;
                  setAnnouncement(t("leads.loadedMore", { count: after - before, shown: after }));
                }}
              >
                {leads.isFetchingNextPage ? t("leads.loadingMore") : t("leads.loadMore")}
              </Button>
            ) : null}
          </>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>
    </div>
  );
}
