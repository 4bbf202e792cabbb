import type { UiCopy } from "~/content/en/ui";
import { company } from "~/content/company";
import { cn } from "~/lib/cn";

interface WorkingHoursProps {
  copy: UiCopy["footer"];
  tone: "dark" | "light";
  className?: string;
}

/** The working hours of SPEC §9 (China Standard Time), from `company.ts`. */
export function WorkingHours({ copy, tone, className }: WorkingHoursProps) {
  const { hours } = company;
  const term = tone === "dark" ? "text-white/70" : "text-muted";
  return (
    <dl className={cn("space-y-2", className)}>
      <div>
        <dt className={term}>{copy.weekdays}</dt>
        <dd dir="ltr" className="rtl:text-end">
          {hours.weekdays.opens}–{hours.weekdays.closes} ({hours.timeZone})
        </dd>
      </div>
      <div>
        <dt className={term}>{copy.saturday}</dt>
        <dd dir="ltr" className="rtl:text-end">
          {hours.saturday.opens}–{hours.saturday.closes} ({hours.timeZone})
        </dd>
      </div>
      <div>
        <dd>{copy.sunday}</dd>
      </div>
    </dl>
  );
}
