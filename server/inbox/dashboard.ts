import { dashboardSpan, noneKey, type DashboardResponse } from "../../lib/inbox/api";
import type { DailyCount, DashboardCounts, PromiseCounts } from "../storage/inbox-store";
import { responseBucketMs } from "../storage/dashboard-rollup";
import { officeIso, type OfficeCalendar } from "./business-time";

const dayMs = 86_400_000;

/** The Monday (00:00 UTC) starting the ISO week of `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  // getUTCDay: Sunday 0 … Saturday 6; ISO weeks start on Monday.
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs);
}

/** The first day the dashboard counts at `now`: the Monday 25 weeks before this week's. */
export function dashboardSince(now: Date): Date {
  return new Date(weekStart(now).getTime() - (dashboardSpan.weeks - 1) * 7 * dayMs);
}

/** The first day of the dashboard's spam to check at `now`: 13 days before today (UTC). */
export function spamCheckSince(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (dashboardSpan.spamDays - 1) * dayMs);
}

/**
 * The dashboard's answer from the store's daily counts: each day's counts added into its
 * week (Monday, UTC), every one of the 26 weeks present (zeros when empty), oldest first.
 * A missing sector or source counts under `noneKey`. The spam to check has every one of its
 * 14 days, today last, 0 when none (issue 28).
 */
export function dashboardResponse(
  counts: DashboardCounts,
  now: Date,
  calendar: OfficeCalendar,
): DashboardResponse {
  const first = dashboardSince(now).getTime();
  const weeks = Array.from({ length: dashboardSpan.weeks }, (_, index) => ({
    week: new Date(first + index * 7 * dayMs).toISOString().slice(0, 10),
    total: 0,
    byLocale: {} as Record<string, number>,
    bySector: {} as Record<string, number>,
    bySource: {} as Record<string, number>,
  }));
  const weekOf = (day: string) =>
    weeks[Math.floor((new Date(`${day}T00:00:00.000Z`).getTime() - first) / (7 * dayMs))];
  const add = (rows: DailyCount[], key: "byLocale" | "bySector" | "bySource") => {
    for (const row of rows) {
      const week = weekOf(row.day);
      if (!week) continue;
      const value = row.value ?? noneKey;
      week[key][value] = (week[key][value] ?? 0) + row.leads;
      if (key === "byLocale") week.total += row.leads;
    }
  };
  add(counts.byLocale, "byLocale");
  add(counts.bySector, "bySector");
  add(counts.bySource, "bySource");
  const spamFirst = spamCheckSince(now).getTime();
  const spamByDay = new Map(counts.spamToCheck.map((row) => [row.day, row.leads]));
  const spamToCheck = Array.from({ length: dashboardSpan.spamDays }, (_, index) => {
    const day = new Date(spamFirst + index * dayMs).toISOString().slice(0, 10);
    return { day, count: spamByDay.get(day) ?? 0 };
  });
  return {
    weeks,
    landingPages: counts.landingPages,
    campaigns: counts.campaigns,
    spamToCheck,
    promise: promiseFigures(
      counts.promise,
      weeks.map((week) => week.week),
      weekOfDay(first),
      calendar,
    ),
  };
}

/** The index of the week (of the dashboard's, from `first` ms) a UTC day falls in. */
function weekOfDay(first: number) {
  return (day: string) =>
    Math.floor((new Date(`${day}T00:00:00.000Z`).getTime() - first) / (7 * dayMs));
}

/**
 * The `q`-quantile (nearest rank) of a histogram of 10-minute buckets, as the bucket's upper
 * end in ms; null when it is empty.
 */
export function bucketQuantile(buckets: Map<number, number>, q: number): number | null {
  const total = [...buckets.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (const [bucket, count] of [...buckets].sort((x, y) => x[0] - y[0])) {
    seen += count;
    if (seen >= rank) return (bucket + 1) * responseBucketMs;
  }
  return null;
}

/** The promise's weekly and per-sector figures from the store's daily ones (issue 31). */
function promiseFigures(
  counts: PromiseCounts,
  weekDays: string[],
  weekIndex: (day: string) => number,
  calendar: OfficeCalendar,
): DashboardResponse["promise"] {
  const histograms = weekDays.map(() => new Map<number, number>());
  const weeks = weekDays.map((week) => ({
    week,
    answered: 0,
    medianMs: null as number | null,
    p90Ms: null as number | null,
    decided: 0,
    kept: 0,
  }));
  for (const row of counts.responseBuckets) {
    const index = weekIndex(row.day);
    const histogram = histograms[index];
    if (!histogram) continue;
    histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.leads);
    weeks[index]!.answered += row.leads;
  }
  weeks.forEach((week, index) => {
    week.medianMs = bucketQuantile(histograms[index]!, 0.5);
    week.p90Ms = bucketQuantile(histograms[index]!, 0.9);
  });
  const sectors = new Map<string, { decided: number; kept: number }>();
  for (const row of counts.kept) {
    const week = weeks[weekIndex(row.day)];
    if (!week) continue;
    week.decided += row.decided;
    week.kept += row.kept;
    const sector = row.sector ?? noneKey;
    const total = sectors.get(sector) ?? { decided: 0, kept: 0 };
    total.decided += row.decided;
    total.kept += row.kept;
    sectors.set(sector, total);
  }
  return {
    weeks,
    bySector: [...sectors]
      .map(([sector, total]) => ({ sector, ...total }))
      .sort((x, y) => y.decided - x.decided || x.sector.localeCompare(y.sector)),
    overdueCount: counts.overdueCount,
    overdue: counts.overdue.map((lead) => ({
      ...lead,
      dueAt: officeIso(new Date(lead.dueAt), calendar),
    })),
  };
}
