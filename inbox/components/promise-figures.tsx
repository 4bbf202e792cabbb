import type { ReactNode } from "react";
import { Link } from "react-router";
import { filterToSearch, noneKey, type DashboardResponse } from "@lib/inbox/api";
import { useCopy } from "../i18n/copy";
import { sectorName } from "./format";
import { businessDuration } from "./reply-promise";

const cellClass = "px-3 py-1";
const linkClass = "font-semibold underline underline-offset-4";
const tableClass = "mt-3 w-full border-collapse text-start";

/**
 * The dashboard's one-business-day promise (issue 31, item 5): the open leads past due, the
 * share answered in time in a sentence, then as tables the median and 90th-percentile first
 * reply per week, the share kept per sector, and the longest overdue leads.
 */
export function PromiseFigures({ promise }: { promise: DashboardResponse["promise"] }) {
  const copy = useCopy();
  const { t, formatDay, formatNumber, formatTime } = copy;
  const decided = promise.weeks.reduce((sum, week) => sum + week.decided, 0);
  const kept = promise.weeks.reduce((sum, week) => sum + week.kept, 0);
  const weeks = promise.weeks.filter((week) => week.answered > 0 || week.decided > 0).reverse();
  const keptValue = (row: { kept: number; decided: number }) =>
    t("promise.dashKeptValue", {
      kept: row.kept,
      decided: row.decided,
      share: row.decided ? row.kept / row.decided : 0,
    });
  const duration = (ms: number | null) =>
    ms === null ? t("app.emptyValue") : businessDuration(copy, ms);
  return (
    <section
      aria-labelledby="promise-heading"
      className="rounded-lg border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="promise-heading" className="text-xl font-bold">
        {t("promise.dashTitle")}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{t("promise.dashIntro")}</p>
      <p className="mt-3 text-lg font-bold">
        {t("promise.dashOverdue", { count: promise.overdueCount })}{" "}
        {promise.overdueCount > 0 ? (
          <Link to={`/?${filterToSearch({ reply: "overdue" })}`} className={linkClass}>
            {t("promise.dashOverdueLink")}
          </Link>
        ) : null}
      </p>
      <p className="mt-2">
        {decided > 0
          ? t("promise.dashShare", { kept, decided, share: kept / decided })
          : t("promise.dashNone")}
      </p>
      {weeks.length > 0 ? (
        <FigureTable
          id="promise-weeks"
          caption={t("promise.dashWeeksCaption")}
          headings={[
            t("promise.dashWeek"),
            t("promise.dashAnswered"),
            t("promise.dashMedian"),
            t("promise.dashP90"),
            t("promise.dashKept"),
          ]}
          rows={weeks.map((week) => ({
            key: week.week,
            header: formatDay(week.week),
            cells: [
              <span className="tabular-nums">{formatNumber(week.answered)}</span>,
              duration(week.medianMs),
              duration(week.p90Ms),
              keptValue(week),
            ],
          }))}
        />
      ) : null}
      {promise.bySector.length > 0 ? (
        <FigureTable
          id="promise-sectors"
          caption={t("promise.dashSectorsCaption")}
          headings={[t("promise.dashSector"), t("promise.dashKept")]}
          rows={promise.bySector.map((row) => ({
            key: row.sector,
            header: row.sector === noneKey ? t("dashboard.noSector") : sectorName(copy, row.sector),
            cells: [keptValue(row)],
          }))}
        />
      ) : null}
      {promise.overdue.length > 0 ? (
        <FigureTable
          id="promise-overdue"
          caption={t("promise.dashOverdueCaption")}
          headings={[
            t("promise.dashName"),
            t("promise.dashSector"),
            t("promise.dashDue"),
            t("promise.owner"),
          ]}
          rows={promise.overdue.map((lead) => ({
            key: lead.id,
            header: (
              <>
                <Link to={`/leads/${encodeURIComponent(lead.id)}`} className={linkClass}>
                  <bdi>{lead.name}</bdi>
                </Link>
                {lead.company ? (
                  <span className="block text-sm text-muted">
                    <bdi>{lead.company}</bdi>
                  </span>
                ) : null}
              </>
            ),
            cells: [
              lead.sector ? sectorName(copy, lead.sector) : t("app.emptyValue"),
              <time dateTime={lead.dueAt}>{formatTime(lead.dueAt)}</time>,
              <span className="break-all">{lead.owner ?? t("promise.unassigned")}</span>,
            ],
          }))}
        />
      ) : null}
    </section>
  );
}

/**
 * A figures table that scrolls sideways on a narrow screen (a focusable region named by
 * its caption): `headings` over the columns, then per row its header cell and `cells`.
 */
function FigureTable({
  id,
  caption,
  headings,
  rows,
}: {
  id: string;
  caption: string;
  headings: string[];
  rows: { key: string; header: ReactNode; cells: ReactNode[] }[];
}) {
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto">
      <table className={tableClass}>
        <caption id={id} className="text-start font-semibold">
          {caption}
        </caption>
        <thead className="bg-sand text-sm">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${cellClass} text-start`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line">
              <th scope="row" className={`${cellClass} text-start font-normal`}>
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={cellClass}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
