import { loadShell } from "~/content";
import { loadPageMeta } from "~/content/page-meta";
import { localeFromPath } from "~/i18n/paths";
import { missionsMeta } from "~/seo/route-meta";
import { nearViewport } from "~/components/near-viewport";
import { PageIntro } from "~/sections/page-intro";
import { SiteLayout } from "~/sections/site-layout";
import type { Route } from "./+types/business-missions";

/** react-hook-form, zod and Sonner load when the form nears the viewport (issue 7). */
const MissionForm = nearViewport(() =>
  import("~/leads/mission-form").then((module) => module.MissionForm),
);

/** Runs at build time for each locale's business-missions page. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [shell, pageMeta] = await Promise.all([loadShell(locale), loadPageMeta(locale)]);
  return { shell, meta: pageMeta.missions };
}

export function meta({ data, location }: Route.MetaArgs) {
  return missionsMeta(location.pathname, { meta: data.meta, name: data.shell.missionsTitle });
}

/** The business-missions page (SPEC §2). */
export default function BusinessMissions({ loaderData }: Route.ComponentProps) {
  const { shell } = loaderData;
  return (
    <SiteLayout shell={shell}>
      <PageIntro shell={shell} title={shell.missionsTitle} />
      <section aria-label={shell.ui.missionForm.label} className="bg-sand py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <MissionForm ui={shell.ui} />
        </div>
      </section>
    </SiteLayout>
  );
}
