import { loadShell } from "~/content";
import { loadPageMeta } from "~/content/page-meta";
import { localeFromPath, suffixFromPath } from "~/i18n/paths";
import { legalMeta } from "~/seo/route-meta";
import { PageIntro } from "~/sections/page-intro";
import { SiteLayout } from "~/sections/site-layout";
import type { Route } from "./+types/legal";

/** Runs at build time for each locale's privacy and terms pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const [shell, pageMeta] = await Promise.all([loadShell(locale), loadPageMeta(locale)]);
  const page = suffixFromPath(pathname) === "terms" ? "terms" : "privacy";
  const title = page === "terms" ? shell.ui.footer.terms : shell.ui.footer.privacy;
  return { shell, title, meta: pageMeta[page] };
}

export function meta({ data, location }: Route.MetaArgs) {
  return legalMeta(location.pathname, { meta: data.meta, name: data.title });
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
