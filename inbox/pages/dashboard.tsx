import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { dashboardSpan, filterToSearch, noneKey, type DashboardResponse } from "@lib/inbox/api";
import { dashboardQuery } from "../api/queries";
import { ErrorMessage } from "../components/form-field";
import { sectorName } from "../components/format";
import { usePageTitle } from "../components/page-title";
import { PromiseFigures } from "../components/promise-figures";
import { WeeklyChart } from "../components/weekly-chart";
import { useCopy } from "../i18n/copy";

/** A breakdown's key in words: `label` for the count without one, else `name` of the key. */
const none =
  (label: string, name: (key: string) => string = (key) => key) =>
  (key: string) =>
    key === noneKey ? label : name(key);

/** A ranked table of `rows` under `title`, its columns from `columns`. */
function Ranking<T>({
  id,
  title,
  rows,
  columns,
}: {
  id: string;
  title: string;
  rows: T[];
  columns: { heading: string; value: (row: T) => string | number; numeric?: boolean }[];
}) {
  const { t, formatNumber } = useCopy();
  const shown = (value: string | number) =>
    typeof value === "number" ? formatNumber(value) : value;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-muted">{t("dashboard.noLeads")}</p>
      ) : (
        <div
          role="region"
          aria-labelledby={`${id}-heading`}
          tabIndex={0}
          className="mt-3 overflow-x-auto"
        >
          <table className="w-full border-collapse text-start">
            <thead className="bg-sand text-sm">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("dashboard.rank")}
                </th>
                {columns.map((column) => (
                  <th
                    key={column.heading}
                    scope="col"
                    className={`px-3 py-2 ${column.numeric ? "text-end" : "text-start"}`}
                  >
                    {column.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-t border-line">
                  <td className="px-3 py-2 tabular-nums">{formatNumber(index + 1)}</td>
                  {columns.map((column) => (
                    <td
                      key={column.heading}
                      className={`px-3 py-2 ${column.numeric ? "text-end tabular-nums" : "break-all"}`}
                    >
                      {shown(column.value(row))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The spam view of days `from` to `to` (UTC), only the spam a real buyer can trip over. */
const spamToCheckPath = (from: string, to: string) =>
  `/?${filterToSearch({ status: "spam", reason: "check", from, to })}`;

const linkClass = "font-semibold text-ink underline underline-offset-4";

/**
 * The spam to check per day over the last 14 days (issue 28: a wrong verdict is seen within
 * a day): today's count, when there is any, stands out with a link to those leads; each day
 * with some links to its spam view (`reason=check` and the day as `from`/`to`).
 */
function SpamToCheck({ days }: { days: DashboardResponse["spamToCheck"] }) {
  const { t, formatDay, formatNumber } = useCopy();
  const spanDays = { days: dashboardSpan.spamDays };
  const today = days.at(-1);
  const first = days[0];
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <section
      aria-labelledby="spam-to-check-heading"
      className="rounded-lg border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="spam-to-check-heading" className="text-xl font-bold">
        {t("dashboard.spamToCheck.title", spanDays)}
      </h2>
      <div className="mt-2 grid grid-cols-1 gap-x-8 gap-y-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="flex flex-col gap-3">
          <p className="max-w-prose text-muted">{t("dashboard.spamToCheck.intro")}</p>
          {today && today.count > 0 ? (
            <p className="rounded-md border-s-4 border-accent bg-accent/5 px-3 py-2 text-lg font-bold">
              {t("dashboard.spamToCheck.today", { count: today.count })}{" "}
              <Link to={spamToCheckPath(today.day, today.day)} className={linkClass}>
                {t("dashboard.spamToCheck.todayLink")}
              </Link>
            </p>
          ) : null}
          <p>
            {t("dashboard.spamToCheck.total", { ...spanDays, count: total })}{" "}
            {total > 0 && first && today ? (
              <Link to={spamToCheckPath(first.day, today.day)} className={linkClass}>
                {t("dashboard.spamToCheck.allLink")}
              </Link>
            ) : null}
          </p>
        </div>
        {/* Newest first: today and yesterday, the days that matter most, lead the table. */}
        <table
          aria-labelledby="spam-to-check-heading"
          className="w-full border-collapse self-start text-start"
        >
          <thead className="bg-sand text-sm">
            <tr>
              <th scope="col" className="px-3 py-1 text-start">
                {t("dashboard.spamToCheck.dayHeading")}
              </th>
              <th scope="col" className="px-3 py-1 text-end">
                {t("dashboard.spamToCheck.countHeading")}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => {
              const label =
                day === today
                  ? t("dashboard.spamToCheck.todaySuffix", { day: formatDay(day.day) })
                  : formatDay(day.day);
              return (
                <tr key={day.day} className="border-t border-line">
                  <th scope="row" className="px-3 py-1 text-start font-normal">
                    {day.count > 0 ? (
                      <Link to={spamToCheckPath(day.day, day.day)} className={linkClass}>
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                  <td
                    className={`px-3 py-1 text-end tabular-nums ${day.count > 0 ? "font-bold" : "text-muted"}`}
                  >
                    {formatNumber(day.count)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * /inbox/dashboard: the spam to check per day over the last 14 days, then leads per week
 * over the last 26 weeks by language, sector and source (spam left out), and the landing
 * pages and campaigns that bring the most leads.
 */
export function DashboardPage() {
  const copy = useCopy();
  const { t } = copy;
  usePageTitle(t("dashboard.pageTitle"));
  const dashboard = useQuery(dashboardQuery());
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t("dashboard.heading")}</h1>
      <p className="text-muted">{t("dashboard.intro", { weeks: dashboardSpan.weeks })}</p>
      {dashboard.isPending ? (
        <p role="status">{t("dashboard.loading")}</p>
      ) : dashboard.isError ? (
        <ErrorMessage>{t("dashboard.loadFailed")}</ErrorMessage>
      ) : (
        <>
          <SpamToCheck days={dashboard.data.spamToCheck} />
          <PromiseFigures promise={dashboard.data.promise} />
          <WeeklyChart
            id="by-locale"
            title={t("dashboard.byLanguage")}
            weeks={dashboard.data.weeks}
            breakdown="byLocale"
            label={copy.localeName}
          />
          <WeeklyChart
            id="by-sector"
            title={t("dashboard.bySector")}
            weeks={dashboard.data.weeks}
            breakdown="bySector"
            label={none(t("dashboard.noSector"), (key) => sectorName(copy, key))}
          />
          <WeeklyChart
            id="by-source"
            title={t("dashboard.bySource")}
            weeks={dashboard.data.weeks}
            breakdown="bySource"
            label={none(t("dashboard.direct"))}
          />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Ranking
              id="landing-pages"
              title={t("dashboard.landingPages")}
              rows={dashboard.data.landingPages}
              columns={[
                { heading: t("dashboard.page"), value: (row) => row.page },
                { heading: t("dashboard.leads"), value: (row) => row.leads, numeric: true },
              ]}
            />
            <Ranking
              id="campaigns"
              title={t("dashboard.campaigns")}
              rows={dashboard.data.campaigns}
              columns={[
                {
                  heading: t("dashboard.source"),
                  value: (row) => row.source ?? t("dashboard.direct"),
                },
                {
                  heading: t("dashboard.campaign"),
                  value: (row) => row.campaign ?? t("dashboard.noCampaign"),
                },
                { heading: t("dashboard.leads"), value: (row) => row.leads, numeric: true },
              ]}
            />
          </div>
        </>
      )}
    </div>
  );
}
