import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { DashboardResponse } from "@lib/inbox/api";
import { useCopy, type Copy } from "../i18n/copy";

type Week = DashboardResponse["weeks"][number];
type Breakdown = "byLocale" | "bySector" | "bySource";

/** Series shown one by one; the rest are summed as "Other", so the colours stay tellable apart. */
const maxSeries = 6;
/** Site tokens and darker companions, each at least 3:1 against white (WCAG 1.4.11). */
const colours = ["#0b1f3a", "#b3202a", "#1d4ed8", "#8a6100", "#2f6f4f", "#6b3fa0", "#4a5568"];
/** The series key of the rest (no breakdown key starts with a NUL). */
const other = "\u0000other";

/**
 * The weeks' counts by `breakdown` as chart rows: one series per key (the `maxSeries - 1`
 * biggest over the span, then the rest, named `otherName`), keys named through `label`.
 */
export function weeklySeries(
  weeks: readonly Week[],
  breakdown: Breakdown,
  label: (key: string) => string,
  otherName: string,
) {
  const totals = new Map<string, number>();
  for (const week of weeks) {
    for (const [key, count] of Object.entries(week[breakdown]))
      totals.set(key, (totals.get(key) ?? 0) + count);
  }
  const ranked = [...totals].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  const shown = ranked.length > maxSeries ? ranked.slice(0, maxSeries - 1) : ranked;
  const shownKeys = new Set(shown.map(([key]) => key));
  const series = shown.map(([key, total]) => ({ key, name: label(key), total }));
  const otherTotal = ranked
    .filter(([key]) => !shownKeys.has(key))
    .reduce((sum, [, n]) => sum + n, 0);
  if (ranked.length > maxSeries) series.push({ key: other, name: otherName, total: otherTotal });
  const rows = weeks.map((week) => {
    const row: Record<string, string | number> = { week: week.week, total: week.total };
    for (const { key } of series) row[key] = 0;
    for (const [key, count] of Object.entries(week[breakdown])) {
      const target = shownKeys.has(key) ? key : other;
      row[target] = (row[target] as number) + count;
    }
    return row;
  });
  return { series, rows };
}

/** One sentence a screen reader hears in place of the chart: span, totals by series, busiest week. */
function summary(
  { t, formatDay, formatList }: Copy,
  title: string,
  weeks: readonly Week[],
  series: { name: string; total: number }[],
): string {
  if (weeks.length === 0) return t("dashboard.chart.noWeeks", { title });
  const all = weeks.reduce((sum, week) => sum + week.total, 0);
  const busiest = weeks.reduce((best, week) => (week.total > best.total ? week : best));
  const span = {
    title,
    weeks: weeks.length,
    from: formatDay(weeks[0]!.week),
    to: formatDay(weeks.at(-1)!.week),
    count: all,
  };
  const parts = series.map((s) =>
    t("dashboard.chart.summaryPart", { name: s.name, count: s.total }),
  );
  const sentence = parts.length
    ? t("dashboard.chart.summaryWithParts", { ...span, parts: formatList(parts) })
    : t("dashboard.chart.summary", span);
  if (all === 0) return sentence;
  const busiestWeek = t("dashboard.chart.summaryBusiest", {
    week: formatDay(busiest.week),
    count: busiest.total,
  });
  return t("dashboard.chart.twoSentences", { first: sentence, second: busiestWeek });
}

/**
 * Leads per week as stacked bars by `breakdown` (recharts), with its text alternatives: a
 * one-sentence summary as the chart's accessible name and every figure in a table.
 */
export function WeeklyChart({
  id,
  title,
  weeks,
  breakdown,
  label = (key) => key,
}: {
  id: string;
  title: string;
  weeks: readonly Week[];
  breakdown: Breakdown;
  label?: (key: string) => string;
}) {
  const copy = useCopy();
  const { t, formatDay, formatShortDay, formatNumber } = copy;
  const { series, rows } = weeklySeries(weeks, breakdown, label, t("dashboard.chart.other"));
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <div role="img" aria-label={summary(copy, title, weeks, series)} className="mt-4 h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="week"
              tickFormatter={(week: string) => formatShortDay(week)}
              minTickGap={16}
            />
            <YAxis allowDecimals={false} width={36} tickFormatter={formatNumber} />
            <Tooltip
              labelFormatter={(week) =>
                t("dashboard.chart.weekOf", { day: formatDay(String(week)) })
              }
            />
            <Legend />
            {series.map((s, index) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                stackId="leads"
                fill={colours[index % colours.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold">{t("dashboard.chart.figures")}</summary>
        <div
          role="region"
          aria-label={t("dashboard.chart.figuresLabel", { title })}
          tabIndex={0}
          className="mt-2 overflow-x-auto"
        >
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-sand">
              <tr>
                <th scope="col" className="px-2 py-1 text-start">
                  {t("dashboard.chart.weekColumn")}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-1 text-end">
                    {s.name}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1 text-end">
                  {t("dashboard.chart.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.week} className="border-t border-line">
                  <th scope="row" className="px-2 py-1 text-start font-normal whitespace-nowrap">
                    {formatDay(String(row.week))}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-2 py-1 text-end tabular-nums">
                      {formatNumber(Number(row[s.key]))}
                    </td>
                  ))}
                  <td className="px-2 py-1 text-end font-semibold tabular-nums">
                    {formatNumber(Number(row.total))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
