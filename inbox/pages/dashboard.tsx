import { useQuery } from "@tanstack/react-query";
import { dashboardSpan, noneKey } from "@lib/inbox/api";
import { dashboardQuery } from "../api/queries";
import { ErrorMessage } from "../components/form-field";
import { localeName } from "../components/format";
import { usePageTitle } from "../components/page-title";
import { WeeklyChart } from "../components/weekly-chart";

const none = (label: string) => (key: string) => (key === noneKey ? label : key);

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
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-muted">No leads in these weeks.</p>
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
                  Rank
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
                  <td className="px-3 py-2 tabular-nums">{index + 1}</td>
                  {columns.map((column) => (
                    <td
                      key={column.heading}
                      className={`px-3 py-2 ${column.numeric ? "text-end tabular-nums" : "break-all"}`}
                    >
                      {column.value(row)}
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

/**
 * /inbox/dashboard: leads per week over the last 26 weeks by language, sector and source
 * (spam left out), and the landing pages and campaigns that bring the most leads.
 */
export function DashboardPage() {
  usePageTitle("Dashboard");
  const dashboard = useQuery(dashboardQuery());
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="text-muted">
        Leads of the last {dashboardSpan.weeks} weeks, spam left out; weeks start on Monday (UTC).
      </p>
      {dashboard.isPending ? (
        <p role="status">Loading the dashboard…</p>
      ) : dashboard.isError ? (
        <ErrorMessage>
          The dashboard could not be loaded. Reload the page to try again.
        </ErrorMessage>
      ) : (
        <>
          <WeeklyChart
            id="by-locale"
            title="Leads per week by language"
            weeks={dashboard.data.weeks}
            breakdown="byLocale"
            label={localeName}
          />
          <WeeklyChart
            id="by-sector"
            title="Leads per week by sector"
            weeks={dashboard.data.weeks}
            breakdown="bySector"
            label={none("No sector")}
          />
          <WeeklyChart
            id="by-source"
            title="Leads per week by source"
            weeks={dashboard.data.weeks}
            breakdown="bySource"
            label={none("Direct")}
          />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Ranking
              id="landing-pages"
              title="Landing pages ranked by leads"
              rows={dashboard.data.landingPages}
              columns={[
                { heading: "Page", value: (row) => row.page },
                { heading: "Leads", value: (row) => row.leads, numeric: true },
              ]}
            />
            <Ranking
              id="campaigns"
              title="Campaigns ranked by leads"
              rows={dashboard.data.campaigns}
              columns={[
                { heading: "Source", value: (row) => row.source ?? "Direct" },
                { heading: "Campaign", value: (row) => row.campaign ?? "None" },
                { heading: "Leads", value: (row) => row.leads, numeric: true },
              ]}
            />
          </div>
        </>
      )}
    </div>
  );
}
