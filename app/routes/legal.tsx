import { loadShell } from "~/content";
import { localeFromPath, suffixFromPath } from "~/i18n/paths";
import { PageIntro } from "~/sections/page-intro";
import { SiteLayout } from "~/sections/site-layout";
import type { Route } from "./+types/legal";

/** Runs at build time for each locale's privacy and terms pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const shell = await loadShell(localeFromPath(pathname));
  const title =
    suffixFromPath(pathname) === "terms" ? shell.ui.footer.terms : shell.ui.footer.privacy;
  return { shell, title };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data.title }];
}

/** The privacy policy or the terms of use. */
export default function Legal({ loaderData }: Route.ComponentProps) {
  const { shell, title } = loaderData;
  return (
    <SiteLayout shell={shell}>
      <PageIntro shell={shell} title={title} />
    </SiteLayout>
  );
}
