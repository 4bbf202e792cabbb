import { loadShell } from "~/content";
import { localeFromPath, suffixFromPath, isSectorSlug } from "~/i18n/paths";
import { PageIntro } from "~/sections/page-intro";
import { SiteLayout } from "~/sections/site-layout";
import type { Route } from "./+types/sector";

/** Runs at build time for each of the 24 prerendered sector pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const slug = suffixFromPath(pathname);
  if (!isSectorSlug(slug)) throw new Response("Not Found", { status: 404 });
  const shell = await loadShell(localeFromPath(pathname));
  const title = shell.sectors.find((sector) => sector.slug === slug)?.title ?? slug;
  return { shell, title };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data.title }];
}

/** A sector page (SPEC §2). */
export default function Sector({ loaderData }: Route.ComponentProps) {
  const { shell, title } = loaderData;
  return (
    <SiteLayout shell={shell}>
      <PageIntro shell={shell} title={title} />
    </SiteLayout>
  );
}
