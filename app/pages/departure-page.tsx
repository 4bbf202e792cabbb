import { CalendarPlus } from "lucide-react";
import type { MissionsCopy } from "@lib/content/schemas/missions";
import { localizedPath } from "@lib/i18n/paths";
import { PageIntro } from "@lib/ui/page-intro";
import type { DepartureView } from "~/content/departure-view";
import type { ShellData } from "~/content/types";
import { DepartureFacts } from "~/sections/departure-facts";
import { LinkBack } from "~/sections/link-back";
import { MissionRequest } from "~/sections/mission-request";
import { SiteLayout } from "~/sections/site-layout";

/** What a departure's page shows: the departure and the missions page's direct contacts. */
export interface DeparturePageProps {
  shell: ShellData;
  departure: DepartureView;
  direct: MissionsCopy["direct"];
}

/**
 * A dated departure's page (issue 27), `/{lang}/business-missions/{slug}`: its title and
 * description, its facts, its calendar file, and the missions request form starting on this
 * departure in its programme field (written into the prerendered HTML, so also without
 * JavaScript). Rendered by `app/routes/departure.tsx` and by the CMS preview.
 */
export function DeparturePage({ shell, departure, direct }: DeparturePageProps) {
  const copy = shell.ui.departures;
  return (
    <SiteLayout shell={shell} contactSection={false}>
      <PageIntro
        title={departure.title}
        back={
          <LinkBack
            href={localizedPath(shell.locale, "business-missions")}
            label={shell.missionsTitle}
          />
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <p className="text-lg leading-relaxed text-ink/85">{departure.description}</p>
        <div className="rounded-xl bg-sand p-6">
          <DepartureFacts departure={departure} copy={copy} linkSectors />
          <a
            href={departure.calendarHref}
            download
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline"
          >
            <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
            {copy.calendar}
          </a>
        </div>
      </div>
      <MissionRequest
        shell={shell}
        request={{ heading: copy.requestHeading, intro: copy.requestIntro }}
        direct={direct}
        program={`${departure.title} (${departure.dates})`}
      />
    </SiteLayout>
  );
}
