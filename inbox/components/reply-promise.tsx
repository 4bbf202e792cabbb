import type { LeadSummary } from "@lib/inbox/api";
import type { Copy } from "../i18n/copy";
import { useCopy } from "../i18n/copy";

/** `ms` of office time in words: "3 h 20 min", or "45 min" under an hour (rounded down). */
export function businessDuration(copy: Copy, ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? copy.t("promise.durationHours", { hours, minutes: minutes % 60 })
    : copy.t("promise.durationMinutes", { minutes });
}

/**
 * Where a lead stands against the one-business-day promise (issue 31): "Due in 3 h",
 * "Overdue by 2 h" (stressed: the word carries it, the colour only helps) or "Answered in
 * 5 h", all in office time; nothing for spam or a lead closed without a recorded response.
 */
export function ReplyPromise({ promise }: { promise: LeadSummary["promise"] }) {
  const copy = useCopy();
  if (!promise) return <>{copy.t("app.emptyValue")}</>;
  const time = businessDuration(copy, promise.businessMs);
  switch (promise.state) {
    case "overdue":
      return (
        <strong className="font-semibold text-accent-strong">
          {copy.t("promise.overdueBy", { time })}
        </strong>
      );
    case "due":
      return <>{copy.t("promise.dueIn", { time })}</>;
    case "answered":
      return <span className="text-muted">{copy.t("promise.answeredIn", { time })}</span>;
  }
}
