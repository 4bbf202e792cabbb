import { loadCopy, loadShell } from "~/content";
import { company } from "~/content/company";
import { localeFromPath, suffixFromPath, isSectorSlug } from "~/i18n/paths";
import { sectorMeta } from "~/seo/route-meta";
import { PageIntro } from "~/sections/page-intro";
import { SiteLayout } from "~/sections/site-layout";
import type { Route } from "./+types/sector";

/** Runs at build time for each of the 24 prerendered sector pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const slug = suffixFromPath(pathname);
  if (!isSectorSlug(slug)) throw new Response("Not Found", { status: 404 });
  const locale = localeFromPath(pathname);
  const [shell, { home }] = await Promise.all([loadShell(locale), loadCopy(locale)]);
  const card = home.services.cards[slug];
  const meta = { title: `${card.title} | ${company.name}`, description: card.description };
  return { shell, title: card.title, meta };
}

export function meta({ data, location }: Route.MetaArgs) {
  return sectorMeta(location.pathname, { meta: data.meta, name: data.title });
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
