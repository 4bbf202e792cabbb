import type { SharedFormCopy } from "@lib/leads/attachments-field";
import type { ShellData } from "~/content/types";
import type { MissionsCopy } from "@lib/content/schemas/missions";
import { cityChoices } from "@lib/leads/choices";
import { LeadFormIsland } from "~/leads/lead-form-island";
import { ContactDetails } from "./contact-details";
import { WorkingHours } from "./working-hours";

interface MissionRequestProps {
  shell: ShellData;
  request: MissionsCopy["request"];
  direct: MissionsCopy["direct"];
  /** The programme the form starts on (a departure's page, issue 27), also without JavaScript. */
  program?: string;
}

/** The shared form copy without the file picker's, which the missions form does not have. */
function withoutFileCopy(copy: SharedFormCopy): SharedFormCopy {
  return { ...copy, attachments: undefined };
}

/** The missions request form (`#request`) and, beside it, the direct contact details (SPEC §2). */
export function MissionRequest({ shell, request, direct, program }: MissionRequestProps) {
  const footer = shell.ui.footer;
  return (
    <div className="py-16 sm:py-20" data-pagefind-ignore="">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <section id="request" aria-labelledby="request-title">
          <h2 id="request-title" className="text-3xl font-bold sm:text-4xl">
            {request.heading}
          </h2>
          <p className="mt-4 mb-8 text-lg text-muted">{request.intro}</p>
          <LeadFormIsland
            form="mission"
            locale={shell.locale}
            page={shell.page}
            copy={shell.ui.missionForm}
            leadForm={withoutFileCopy(shell.ui.leadForm)}
            choices={{ cities: cityChoices(shell.ui.departures.cityNames) }}
            {...(program ? { initialValues: { program } } : {})}
          />
        </section>
        <section aria-labelledby="direct-title" className="lg:pt-2">
          <h2 id="direct-title" className="text-2xl font-bold">
            {direct.heading}
          </h2>
          <p className="mt-3 text-muted">{direct.intro}</p>
          <ContactDetails copy={footer} company={shell.company} tone="light" className="mt-6" />
          <h3 className="mt-8 text-lg font-semibold">{footer.hoursHeading}</h3>
          <WorkingHours copy={footer} hours={shell.company.hours} tone="light" className="mt-3" />
        </section>
      </div>
    </div>
  );
}
