import type { SiteCopy } from "@lib/content/schemas/site";
import type { ContactFacts } from "~/content/types";
import { cn } from "@lib/ui/cn";

interface WorkingHoursProps {
  copy: SiteCopy["footer"];
  hours: ContactFacts["hours"];
  tone: "dark" | "light";
  className?: string;
}

/** The working hours of SPEC §9 (China Standard Time), from `content/facts.yaml`. */
export function WorkingHours({ copy, hours, tone, className }: WorkingHoursProps) {
  const term = tone === "dark" ? "text-white/70" : "text-muted";
  return (
    <dl className={cn("space-y-2", className)}>
      <div>
        <dt className={term}>{copy.weekdays}</dt>
        <dd dir="ltr" className="rtl:text-end">
          {hours.weekdays} ({hours.timeZone})
        </dd>
      </div>
      <div>
        <dt className={term}>{copy.saturday}</dt>
        <dd dir="ltr" className="rtl:text-end">
          {hours.saturday} ({hours.timeZone})
        </dd>
      </div>
      <div>
        <dt className={term}>{copy.sunday}</dt>
        <dd>{copy.closed}</dd>
      </div>
    </dl>
  );
}
